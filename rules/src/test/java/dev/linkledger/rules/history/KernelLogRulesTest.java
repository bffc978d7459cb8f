package dev.linkledger.rules.history;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.PortHistoryFact;
import dev.linkledger.rules.finding.Evidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.linkledger.rules.lab.Lab.device;
import static dev.linkledger.rules.lab.Lab.fire;
import static dev.linkledger.rules.lab.Lab.kernelLog;
import static dev.linkledger.rules.lab.Lab.kernelLogFixture;
import static dev.linkledger.rules.lab.Lab.withRule;
import static dev.linkledger.rules.lab.Lab.xhci;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kernel log's rules over real logs (probe/model src/test/resources/history, sources in its
 * README): each fires on its class of fault and stays silent on healthy logs.
 */
class KernelLogRulesTest {
    private static final String HOST = "h";
    private static final List<String> LOG_RULES = List.of("LINK_DEGRADED", "ENUMERATION_FAILING", "PORT_OVER_CURRENT", "LINK_UNSTABLE");

    private static List<PortHistoryFact> log(String fixture) {
        return kernelLog(HOST, kernelLogFixture(fixture));
    }

    private static List<Finding> logFindings(List<Finding> findings) {
        return findings.stream().filter(f -> LOG_RULES.contains(f.rule())).toList();
    }

    // ENUMERATION_FAILING: what the port's own lines say of the link

    @Test
    void portsOfAHostControllerThatShutDownAreNotFailingToEnumerate() {
        // -108 ESHUTDOWN: the EHCI would not halt (corpus 302); every port's reset and enable fails alike
        List<Finding> findings = fire(kernelLog(HOST, """
                [  261.091014] ehci_hcd 0000:00:1d.7: force halt; handhake f807c024 00004000 00000000 -> -110
                [  261.742335] hub 1-0:1.0: cannot reset port 6 (err = -108)
                [  261.742360] hub 1-0:1.0: cannot reset port 6 (err = -108)
                [  261.742433] hub 1-0:1.0: Cannot enable port 6.  Maybe the USB cable is bad?
                [  261.742478] hub 1-0:1.0: cannot reset port 6 (err = -108)
                [  261.742564] hub 1-0:1.0: Cannot enable port 6.  Maybe the USB cable is bad?
                [  261.742657] hub 1-0:1.0: Cannot enable port 6.  Maybe the USB cable is bad?
                [  261.742744] hub 1-0:1.0: Cannot enable port 6.  Maybe the USB cable is bad?
                """));

        assertThat(withRule(findings, "ENUMERATION_FAILING")).isEmpty();
    }

    @Test
    void enumerationFailingWithEinvalOrThroughADwc2HostsSplitTransactionsIsInformation() {
        // -22: xHCI's Address Device command failed with an unexpected completion code (raspberrypi/linux#5046, corpus 588)
        String einval = """
                [   67.367316] xhci_hcd 0000:01:00.0: ERROR: unexpected setup address command completion code 0x24.
                [   68.207179] xhci_hcd 0000:01:00.0: ERROR: unexpected setup address command completion code 0x24.
                [   68.424293] usb 1-1.3: device not accepting address 8, error -22
                [   68.425031] usb 1-1-port3: unable to enumerate USB device
                """;
        assertThat(withRule(fire(kernelLog(HOST, einval)), "ENUMERATION_FAILING")).singleElement()
                .extracting(Finding::severity).isEqualTo(Severity.INFO);
        // the same loop with a wire error stays a warning
        assertThat(withRule(fire(kernelLog(HOST, einval.replace("error -22", "error -71"))), "ENUMERATION_FAILING")).singleElement()
                .extracting(Finding::severity).isEqualTo(Severity.WARNING);
        // a low-speed device behind a hub on dwc_otg (raspberrypi/firmware#64, corpus 591); on xhci_hcd a warning
        String dwc = """
                [ 1113.345672] usb 1-1.2.1: new low speed USB device number 10 using dwc_otg
                [ 1113.425796] usb 1-1.2.1: device descriptor read/64, error -71
                [ 1113.615712] usb 1-1.2.1: device descriptor read/64, error -71
                [ 1113.805702] usb 1-1.2.1: new low speed USB device number 11 using dwc_otg
                [ 1113.885695] usb 1-1.2.1: device descriptor read/64, error -71
                [ 1114.075687] usb 1-1.2.1: device descriptor read/64, error -71
                [ 1114.265688] usb 1-1.2.1: new low speed USB device number 12 using dwc_otg
                [ 1114.685460] usb 1-1.2.1: device not accepting address 12, error -71
                [ 1114.865688] usb 1-1.2.1: new low speed USB device number 13 using dwc_otg
                [ 1115.285460] usb 1-1.2.1: device not accepting address 13, error -71
                [ 1115.286000] usb 1-1.2-port1: unable to enumerate USB device
                """;
        assertThat(withRule(fire(kernelLog(HOST, dwc)), "ENUMERATION_FAILING")).singleElement()
                .extracting(Finding::severity).isEqualTo(Severity.INFO);
        assertThat(withRule(fire(kernelLog(HOST, dwc.replace("using dwc_otg", "using xhci_hcd"))), "ENUMERATION_FAILING"))
                .singleElement().extracting(Finding::severity).isEqualTo(Severity.WARNING);
    }

    @Test
    void aLogEndingOnTheAttemptAfterThePowerCycleHasNotShownTheDeviceComingUp() {
        // a CC2531 stick whose firmware stopped answering (Koenkk/zigbee2mqtt, corpus 487): two attempts fail,
        // the kernel power-cycles the port, and the paste ends on the next "new" line
        String cut = """
                [  273.551437] usb 1-2: new full-speed USB device number 4 using xhci_hcd
                [  289.034938] usb 1-2: device descriptor read/64, error -110
                [  304.654382] usb 1-2: device descriptor read/64, error -110
                [  304.890493] usb 1-2: new full-speed USB device number 5 using xhci_hcd
                [  320.273983] usb 1-2: device descriptor read/64, error -110
                [  335.893509] usb 1-2: device descriptor read/64, error -110
                [  336.001702] usb usb1-port2: attempt power cycle
                [  336.653627] usb 1-2: new full-speed USB device number 6 using xhci_hcd
                """;
        assertThat(withRule(fire(kernelLog(HOST, cut)), "ENUMERATION_FAILING")).singleElement()
                .satisfies(f -> assertThat(f.subject().path()).isEqualTo("1-2"));
        // the device shown coming up after the power cycle: stuck, then working (information, not a failing run)
        String up = cut + "[  336.800000] usb 1-2: New USB device found, idVendor=0451, idProduct=16a8, bcdDevice= 0.09\n";
        assertThat(withRule(fire(kernelLog(HOST, up)), "ENUMERATION_FAILING")).allSatisfy(f ->
                assertThat(f.severity()).isEqualTo(Severity.INFO));
    }

    @Test
    void twoCleanReconnectsAreInformationAndAThirdOrAnErrorMakesThemAWarning() {
        // a ConBee II whose firmware watchdog restarts it (dresden-elektronik deconz, corpus 488)
        String twice = """
                [756188.444255] usb 1-1.4: USB disconnect, device number 8
                [756188.750759] usb 1-1.4: new full-speed USB device number 10 using xhci_hcd
                [756188.899781] usb 1-1.4: New USB device found, idVendor=1cf1, idProduct=0030, bcdDevice= 1.00
                [756196.380926] usb 1-1.4: USB disconnect, device number 10
                [756196.730928] usb 1-1.4: new full-speed USB device number 11 using xhci_hcd
                [756196.870126] usb 1-1.4: New USB device found, idVendor=1cf1, idProduct=0030, bcdDevice= 1.00
                """;
        assertThat(withRule(fire(kernelLog(HOST, twice)), "LINK_UNSTABLE")).singleElement()
                .extracting(Finding::severity).isEqualTo(Severity.INFO);
        String thrice = twice + """
                [756200.380926] usb 1-1.4: USB disconnect, device number 11
                [756200.730928] usb 1-1.4: new full-speed USB device number 12 using xhci_hcd
                [756200.870126] usb 1-1.4: New USB device found, idVendor=1cf1, idProduct=0030, bcdDevice= 1.00
                """;
        assertThat(withRule(fire(kernelLog(HOST, thrice)), "LINK_UNSTABLE")).singleElement()
                .extracting(Finding::severity).isEqualTo(Severity.WARNING);
        String withError = twice.replace("[756196.380926]", "[756196.300000] usb 1-1.4: device descriptor read/64, error -71\n[756196.380926]");
        assertThat(withRule(fire(kernelLog(HOST, withError)), "LINK_UNSTABLE")).singleElement()
                .extracting(Finding::severity).isEqualTo(Severity.WARNING);
    }

    @Test
    void aGiveUpAfterAttemptsThatEachReadTheDeviceIsNotTheLinks() {
        // "can't device_add, error -17" (corpus 304): the device answered every time, a driver's sysfs name was in the way
        String attempt = """
                [ 1010.%d] usb 1-3.3: new high-speed USB device number %d using xhci_hcd
                [ 1010.%d] usb 1-3.3: New USB device found, idVendor=2040, idProduct=6513
                [ 1010.%d] usb 1-3.3: can't device_add, error -17
                """;
        String log = attempt.formatted(100001, 9, 100002, 100003) + attempt.formatted(200001, 10, 200002, 200003)
                + attempt.formatted(300001, 11, 300002, 300003) + "[ 1010.716223] usb 1-3-port3: unable to enumerate USB device\n";

        assertThat(withRule(fire(kernelLog(HOST, log)), "ENUMERATION_FAILING")).isEmpty();
    }

    @Test
    void aPortWhoseDeviceWasBroughtUpAfreshAfterItsFailuresIsInformation() {
        String failing = """
                [  9.044519] usb 3-1: new high-speed USB device number 2 using xhci-mtk
                [ 45.571665] usb 3-1: device descriptor read/64, error -110
                [ 50.571665] usb 3-1: device descriptor read/64, error -110
                [ 89.161923] usb usb3-port1: attempt power cycle
                [ 97.501935] usb usb3-port1: unable to enumerate USB device
                """;
        assertThat(withRule(fire(kernelLog(HOST, failing)), "ENUMERATION_FAILING")).singleElement()
                .extracting(Finding::severity).isEqualTo(Severity.WARNING);
        String cameBack = failing + """
                [118.817454] usb 3-1: new high-speed USB device number 2 using xhci-mtk
                [118.900000] usb 3-1: New USB device found, idVendor=0781, idProduct=55b8, bcdDevice= 1.00
                """;
        assertThat(withRule(fire(kernelLog(HOST, cameBack)), "ENUMERATION_FAILING")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.explanation()).contains("A later attempt got through");
        });
        // a fresh "new" line whose outcome the port's lines do not show got through when its device is there at the end
        String unknownOutcome = failing + "[118.817454] usb 3-1: new high-speed USB device number 2 using xhci-mtk\n";
        assertThat(withRule(fire(kernelLog(HOST, unknownOutcome)), "ENUMERATION_FAILING")).singleElement()
                .extracting(Finding::severity).isEqualTo(Severity.WARNING);
        List<Object> bound = new ArrayList<>();
        bound.addAll(kernelLog(HOST, unknownOutcome));
        bound.add(device(HOST, "3-1").at(480).drivers("uas").build());
        assertThat(withRule(fire(bound), "ENUMERATION_FAILING")).singleElement()
                .extracting(Finding::severity).isEqualTo(Severity.INFO);
    }

    @Test
    void devicesTheOtgWhitelistRefusesAnsweredTheLinkAndAreNoEnumerationFailure() {
        // The lines of http://false.ekta.is/2014/09/linux-mainline-minix-neo-x5-mini-usb-works/ (corpus case 442):
        // hub.c's is_targeted() names the ids it read, then the port gives up; two devices, two speeds.
        String log = """
                Jan  1 00:00:28 linaro-developer kernel: usb 2-1: new full-speed USB device number 3 using dwc2
                Jan  1 00:00:29 linaro-developer kernel: usb 2-1: device v1a86 p7523 is not supported
                Jan  1 00:00:29 linaro-developer kernel: usb usb2-port1: unable to enumerate USB device
                Jan  1 00:00:59 linaro-developer kernel: usb 2-1: new high-speed USB device number 4 using dwc2
                Jan  1 00:01:52 linaro-developer kernel: usb 2-1: device v0fce p5171 is not supported
                Jan  1 00:01:52 linaro-developer kernel: usb usb2-port1: unable to enumerate USB device
                """;
        assertThat(logFindings(fire(kernelLog(HOST, log)))).isEmpty();
    }

    @Test
    void aPasteEndingInsideAFailingAttemptIsInformationUnlessItFailedAsOftenAsAConnectionTries() {
        List<Finding> once = withRule(fire(kernelLog(HOST, """
                  [13146.152000] usb 1-2: new low speed USB device using ohci_hcd and address 6
                  [13146.336000] usb 1-2: device descriptor read/64, error -62
                  [13146.636000] usb 1-2: device descriptor read/64, error -62
                """)), "ENUMERATION_FAILING");
        List<Finding> many = withRule(fire(kernelLog(HOST, """
                [ 9210.249604] usb 1-2.4: device descriptor read/64, error -32
                [ 9210.447526] usb 1-2.4: device descriptor read/64, error -32
                [ 9211.340146] usb 1-2.4: device descriptor read/8, error -71
                [ 9211.459192] usb 1-2.4: device descriptor read/8, error -32
                [ 9212.099550] usb 1-2.4: device descriptor read/64, error -32
                """)), "ENUMERATION_FAILING");

        assertThat(once).singleElement().satisfies(f -> {
            assertThat(f.subject().path()).isEqualTo("1-2");
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.toConfirm()).contains("plug-in");
        });
        assertThat(many).singleElement().satisfies(f -> {
            assertThat(f.subject().path()).isEqualTo("1-2.4");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
        });
    }

    @Test
    void aPasteEndingAfterTheAttemptCameUpSaysNothing() {
        assertThat(withRule(fire(kernelLog(HOST, """
                [   10.000000] usb 1-2: new high-speed USB device number 3 using xhci_hcd
                [   10.200000] usb 1-2: device descriptor read/64, error -71
                [   10.500000] usb 1-2: New USB device found, idVendor=0781, idProduct=5581, bcdDevice= 1.00
                """)), "ENUMERATION_FAILING")).isEmpty();
    }

    // LINK_DEGRADED from the kernel log

    @Test
    void aPortThatTrainedAtGen2x1AndCameBackAtSuperSpeedAfterErrorsHasDegraded() {
        DeviceFact card = device(HOST, "2-2").at(5000).ids("2b89", "5871").serial("PRODUCT").build();

        List<Finding> findings = fire(xhci(HOST, "0000:0b:00.0", 1, 2, 10000, 2, 2), card,
                log("ugreen-35871-gen2x1-then-gen1.dmesg.txt"));

        assertThat(withRule(findings, "LINK_DEGRADED")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.subject().path()).isEqualTo("2-2");
            assertThat(f.title()).contains("5000M").contains("10000M");
            assertThat(f.explanation()).contains("new SuperSpeed Plus Gen 2x1 USB device number 2")
                    .contains("usb usb2-port2: attempt power cycle").contains("device not accepting address 3, error -71");
            assertThat(f.data()).containsEntry("bestMbps", 10000).containsEntry("negotiatedMbps", 5000);
            assertThat(f.ceilingPossibleMBps()).isGreaterThan(f.ceilingNowMBps());
            assertThat(f.evidence()).extracting(Evidence::fact).anySatisfy(e -> assertThat(e).contains("attempt power cycle"));
            assertThat(f.evidence()).flatExtracting(Evidence::events).extracting(e -> e.type()).contains("KernelLogLineRecordedEvent");
        });
        // two failed attempts, then a good one: within the kernel's retrying, not an enumeration loop
        assertThat(withRule(findings, "ENUMERATION_FAILING")).isEmpty();
        assertThat(withRule(findings, "LINK_UNSTABLE")).isEmpty();
    }

    @Test
    void linkDegradedStaysSilentWhenThePortsLinkIsAsFastAsItEverWas() {
        List<Finding> findings = fire(xhci(HOST, "c", 1, 2, 5000, 4, 4),
                device(HOST, "2-4").at(5000).hub().ids("0bda", "0411").build(),
                device(HOST, "1-4").at(480).hub().ids("0bda", "5411").build(),
                log("realtek-usb3-hub-both-halves.dmesg.txt"));

        assertThat(logFindings(findings)).isEmpty();
    }

    @Test
    void aFasterEnumerationOfAnotherDeviceOnThePortIsNotThisDevicesPast() {
        // Written for this test from the shapes of the real lines above: a Gen 2 stick unplugged, a USB 2.0 card reader plugged.
        String swapped = """
                [  10.100000] usb 2-1: new SuperSpeed Plus Gen 2x1 USB device number 2 using xhci_hcd
                [  10.300000] usb 2-1: New USB device found, idVendor=0781, idProduct=5591, bcdDevice= 1.00
                [  55.000000] usb 2-1: USB disconnect, device number 2
                [  60.000000] usb 2-1: new high-speed USB device number 3 using xhci_hcd
                [  60.200000] usb 2-1: device descriptor read/64, error -71
                [  60.500000] usb 2-1: new high-speed USB device number 4 using xhci_hcd
                [  60.700000] usb 2-1: New USB device found, idVendor=05e3, idProduct=0749, bcdDevice=15.31
                """;
        List<Finding> findings = fire(xhci(HOST, "c", 1, 2, 10000, 2, 2),
                device(HOST, "2-1").at(480).ids("05e3", "0749").build(), kernelLog(HOST, swapped));

        assertThat(withRule(findings, "LINK_DEGRADED")).isEmpty();
    }

    @Test
    void aGen2LinkThatCameBackAtSuperSpeedAfterThePortsConfigErrorHasDegraded() {
        // The lines of https://lore.kernel.org/linux-usb/Os7vNaR--F-9@tuta.io/ (corpus case 113).
        String log = """
                [  179.146227] usb 2-1: new SuperSpeed Plus Gen 2x1 USB device number 4 using xhci_hcd
                [  182.237405] usb 2-1: USB disconnect, device number 4
                [  182.552343] usb usb2-port1: config error
                [  183.131966] usb 2-1: new SuperSpeed USB device number 5 using xhci_hcd
                """;
        List<Finding> findings = fire(xhci(HOST, "c", 1, 2, 10000, 2, 2), device(HOST, "2-1").at(5000).build(), kernelLog(HOST, log));

        assertThat(withRule(findings, "LINK_DEGRADED")).singleElement().satisfies(f -> {
            assertThat(f.subject().path()).isEqualTo("2-1");
            assertThat(f.explanation()).contains("usb usb2-port1: config error");
        });
    }

    @Test
    void aFasterLinkUnpluggedAndAnUnnamedSlowerOneLaterWithoutAnyErrorIsNoDegradation() {
        String log = """
                [  179.146227] usb 2-1: new SuperSpeed Plus Gen 2x1 USB device number 4 using xhci_hcd
                [  182.237405] usb 2-1: USB disconnect, device number 4
                [  183.131966] usb 2-1: new SuperSpeed USB device number 5 using xhci_hcd
                """;
        List<Finding> findings = fire(xhci(HOST, "c", 1, 2, 10000, 2, 2), device(HOST, "2-1").at(5000).build(), kernelLog(HOST, log));

        assertThat(withRule(findings, "LINK_DEGRADED")).isEmpty();
    }

    // ENUMERATION_FAILING

    @Test
    void aPortTheKernelGaveUpOnIsReportedByThePortTheKernelNamed() {
        List<Finding> findings = fire(xhci(HOST, "c", 1, 2, 5000, 4, 4), log("aioc-full-speed-enumeration-loop.dmesg.txt"));

        assertThat(withRule(findings, "ENUMERATION_FAILING")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.subject().kind()).isEqualTo("port");
            assertThat(f.subject().path()).isEqualTo("2-3");
            assertThat(f.subject().portId()).isEqualTo("usb2-port3");
            assertThat(f.data()).containsEntry("failedAttempts", 4).containsEntry("gaveUp", 1).containsEntry("error", -71);
            assertThat(f.explanation()).contains("error -71 (EPROTO)").contains("Suspects, most likely first: the cable, the port");
            assertThat(f.evidence()).extracting(Evidence::fact)
                    .anySatisfy(e -> assertThat(e).endsWith("usb usb2-port3: unable to enumerate USB device"));
        });
    }

    @Test
    void twoFailedAttemptsAndAPowerCycleAfterWhichNothingCameUpUntilAReplugAreAFailingPort() {
        // The lines of https://lore.kernel.org/linux-usb/8046886e-2e13-4cdc-844e-6a0c1a00c381@efficios.com/ (corpus case 132).
        String log = """
                [537001.699412] usb 9-1.1.3.2: new low-speed USB device number 103 using xhci_hcd
                [537001.831646] usb 9-1.1.3.2: device descriptor read/64, error -32
                [537002.079982] usb 9-1.1.3.2: device descriptor read/64, error -32
                [537002.319449] usb 9-1.1.3.2: new low-speed USB device number 104 using xhci_hcd
                [537002.451522] usb 9-1.1.3.2: device descriptor read/64, error -32
                [537002.692000] usb 9-1.1.3.2: device descriptor read/64, error -32
                [537002.800394] usb 9-1.1.3-port2: attempt power cycle
                [537020.835343] usb 9-1.1.3.2: new low-speed USB device number 108 using xhci_hcd
                [537021.019018] usb 9-1.1.3.2: New USB device found, idVendor=04d9, idProduct=0169, bcdDevice= 2.09
                """;
        assertThat(withRule(fire(kernelLog(HOST, log)), "ENUMERATION_FAILING")).singleElement().satisfies(f -> {
            assertThat(f.subject().path()).isEqualTo("9-1.1.3.2");
            assertThat(f.subject().portId()).isEqualTo("9-1.1.3-port2");
            assertThat(f.data()).containsEntry("failedAttempts", 2).containsEntry("error", -32);
        });
    }

    @Test
    void aResetWhoseTriesAllFailAsTheLogEndsLosesTheDevice() {
        // The lines of https://github.com/MichaIng/DietPi/issues/8073 (corpus case 161), its relative stamps as posted.
        String log = """
                [Apr 9 19:52] usb 1-1.4: reset high-speed USB device number 3 using xhci_hcd
                [  +5,083858] usb 1-1.4: device descriptor read/64, error -110
                [ +15,616001] usb 1-1.4: device descriptor read/64, error -110
                [  +0,180011] usb 1-1.4: reset high-speed USB device number 3 using xhci_hcd
                [  +0,071973] usb 1-1.4: device descriptor read/64, error -71
                [  +0,180033] usb 1-1.4: device descriptor read/64, error -71
                [  +0,179998] usb 1-1.4: reset high-speed USB device number 3 using xhci_hcd
                [  +0,000282] usb 1-1.4: Device not responding to setup address.
                [  +0,203717] usb 1-1.4: Device not responding to setup address.
                """;
        assertThat(withRule(fire(kernelLog(HOST, log)), "ENUMERATION_FAILING")).singleElement()
                .satisfies(f -> assertThat(f.subject().path()).isEqualTo("1-1.4"));
    }

    @Test
    void aDeviceThatCameUpOnlyAfterTheKernelsPowerCycleWasStuckAndThatIsInformation() {
        // The lines of https://lore.kernel.org/linux-usb/20260326011708.1128840-1-acelan.kao@canonical.com/ (corpus case 216):
        // a Bluetooth module held in reset answers nothing until hub.c switches the port's power off and on.
        String log = """
                [    1.448491] usb 3-10: new high-speed USB device number 4 using xhci_hcd
                [    6.813942] usb 3-10: device descriptor read/64, error -110
                [   22.685978] usb 3-10: device descriptor read/64, error -110
                [   22.901715] usb 3-10: new high-speed USB device number 5 using xhci_hcd
                [   28.317963] usb 3-10: device descriptor read/64, error -110
                [   44.189949] usb 3-10: device descriptor read/64, error -110
                [   44.294065] usb usb3-port10: attempt power cycle
                [   44.872709] usb 3-10: new high-speed USB device number 6 using xhci_hcd
                [   44.888293] usb 3-10: New USB device found, idVendor=0489, idProduct=e139, bcdDevice= 1.00
                """;
        assertThat(withRule(fire(kernelLog(HOST, log)), "ENUMERATION_FAILING")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.subject().path()).isEqualTo("3-10");
            assertThat(f.title()).contains("only after the kernel power-cycled the port").contains("2 attempts failed").contains("43 s lost");
            assertThat(f.data()).containsEntry("failedAttempts", 2).containsEntry("error", -110);
            assertThat(f.evidence()).extracting(Evidence::fact).anySatisfy(e -> assertThat(e).contains("attempt power cycle"));
        });
    }

    @Test
    void aPowerCycleAfterWhichTheDeviceCameUpWithinTheLoopIsNeverAWarning() {
        String log = """
                [  100.000000] usb 9-1.2: new low-speed USB device number 103 using xhci_hcd
                [  100.130000] usb 9-1.2: device descriptor read/64, error -32
                [  100.380000] usb 9-1.2: device descriptor read/64, error -32
                [  100.620000] usb 9-1.2: new low-speed USB device number 104 using xhci_hcd
                [  100.750000] usb 9-1.2: device descriptor read/64, error -32
                [  101.000000] usb 9-1.2: device descriptor read/64, error -32
                [  101.100000] usb 9-1-port2: attempt power cycle
                [  102.300000] usb 9-1.2: new low-speed USB device number 105 using xhci_hcd
                [  102.480000] usb 9-1.2: New USB device found, idVendor=04d9, idProduct=0169, bcdDevice= 2.09
                """;
        assertThat(logFindings(fire(kernelLog(HOST, log)))).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("ENUMERATION_FAILING");
            assertThat(f.severity()).isEqualTo(Severity.INFO);
        });
        // without the power cycle between them, two failures and a good attempt are the kernel's ordinary retrying
        assertThat(logFindings(fire(kernelLog(HOST, log.replace("[  101.100000] usb 9-1-port2: attempt power cycle\n", ""))))).isEmpty();
    }

    @Test
    void aConnectionThatNeverHeldStillIsAFailedConnectionOnThePortTheHubNamed() {
        // The line of https://forum.openwrt.org/viewtopic.php?pid=216730 (corpus case 256): a microSD reader behind a hub on a thin cable.
        String once = "[ 2219.700000] hub 1-1:1.0: connect-debounce failed, port 1 disabled\n";
        assertThat(logFindings(fire(kernelLog(HOST, once)))).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("ENUMERATION_FAILING");
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.subject().path()).isEqualTo("1-1.1");
            assertThat(f.title()).contains("never held still");
            assertThat(f.explanation()).contains("hub_port_debounce()").contains("the cable");
        });
        String again = once + "[ 2230.100000] hub 1-1:1.0: connect-debounce failed, port 1 disabled\n";
        assertThat(withRule(fire(kernelLog(HOST, again)), "ENUMERATION_FAILING")).singleElement()
                .satisfies(f -> assertThat(f.severity()).isEqualTo(Severity.WARNING));
    }

    @Test
    void aPlugPushedInSlowlyThatBouncedOnceAndCameUpIsNoFault() {
        String log = """
                [ 2219.700000] hub 1-1:1.0: connect-debounce failed, port 1 disabled
                [ 2221.300000] usb 1-1.1: new high-speed USB device number 5 using ehci-platform
                [ 2221.500000] usb 1-1.1: New USB device found, idVendor=05e3, idProduct=0749, bcdDevice= 15.32
                """;
        assertThat(logFindings(fire(kernelLog(HOST, log)))).isEmpty();
    }

    @Test
    void aDeviceBehindThreeHubsFailsOnItsPortAndTheHubsPowerIsASuspect() {
        List<Finding> findings = fire(log("rpi-hub-chain-enumeration-loop.journal.txt"));

        assertThat(withRule(findings, "ENUMERATION_FAILING")).singleElement().satisfies(f -> {
            assertThat(f.subject().path()).isEqualTo("1-1.1.3.1");
            assertThat(f.subject().portId()).isEqualTo("1-1.1.3-port1");
            assertThat(f.explanation()).contains("the hub in front of it");
            assertThat(f.action()).contains("instead of through the hub");
        });
    }

    @Test
    void timeoutsPointAtPowerBeforeTheCableEvenWithoutStampsOrNewLines() {
        List<Finding> findings = fire(log("dasharo-optiplex-error-110.dmesg-t.txt"));

        assertThat(withRule(findings, "ENUMERATION_FAILING")).singleElement().satisfies(f -> {
            assertThat(f.subject().path()).isEqualTo("2-1.1");
            assertThat(f.data()).containsEntry("gaveUp", 2).containsEntry("error", -110);
            assertThat(f.explanation()).contains("Suspects, most likely first: the hub in front of it");
        });
    }

    @Test
    void anOldKernelsGiveUpOnTheHubNamesThePort() {
        assertThat(withRule(fire(log("gamepad-uhci-old-hub-port.syslog.txt")), "ENUMERATION_FAILING"))
                .singleElement().satisfies(f -> assertThat(f.subject().path()).isEqualTo("5-1"));
    }

    @Test
    void oneFailedAttemptFollowedByAGoodEnumerationIsNoFault() {
        // Written for this test from the shapes of the real lines above: the kernel's second attempt gets through.
        String recovered = """
                [  86.363426] usb 2-3: new full-speed USB device number 3 using xhci_hcd
                [  86.480463] usb 2-3: device descriptor read/64, error -71
                [  86.701444] usb 2-3: device descriptor read/64, error -71
                [  86.900000] usb 2-3: new full-speed USB device number 4 using xhci_hcd
                [  87.100000] usb 2-3: New USB device found, idVendor=1209, idProduct=7388, bcdDevice= 1.00
                """;
        assertThat(logFindings(fire(kernelLog(HOST, recovered)))).isEmpty();
    }

    // PORT_OVER_CURRENT

    @Test
    void everyPortThatReportedAPersistingOverCurrentIsNamedWithItsNeighbours() {
        List<Finding> findings = withRule(fire(log("rm2-pogo-over-current.dmesg.txt")), "PORT_OVER_CURRENT");

        assertThat(findings).extracting(f -> f.subject().path())
                .containsExactlyInAnyOrder("3-1", "3-2", "3-3", "3-4", "3-5", "3-6", "4-1", "4-2", "4-3", "4-4");
        assertThat(findings).filteredOn(f -> f.subject().path().equals("3-5")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.subject().kind()).isEqualTo("port");
            assertThat(f.subject().portId()).isEqualTo("usb3-port5");
            assertThat(f.explanation()).contains("100 ms cool-down").contains("3-1, 3-2, 3-3, 3-4, 3-6")
                    .contains("A device on the port went away");
        });
        assertThat(findings).filteredOn(f -> f.subject().path().equals("3-1")).singleElement()
                .satisfies(f -> assertThat(f.title()).contains("2 times"));
    }

    @Test
    void aPortStatusWithItsOverCurrentBitSetIsAnOverCurrentCondition() {
        // Debug lines of the Dell laptop in https://lore.kernel.org/linux-usb/20200829095003.GA2446485@eldamar.local/
        List<Finding> findings = withRule(fire(kernelLog(HOST, """
                [  120.402611] usb usb2-port5: status 0088, change 0000, 5.0 Gb/s
                [  120.402625] usb usb1-port4: status 0107 change 0000
                [  120.402697] usb usb1-port10: status 0008, change 0000, 12 Mb/s
                """)), "PORT_OVER_CURRENT");

        assertThat(findings).extracting(f -> f.subject().path()).containsExactlyInAnyOrder("2-5", "1-10");
        assertThat(findings).allSatisfy(f -> assertThat(f.explanation()).contains("PORT_OVER_CURRENT"));
    }

    @Test
    void anOverCurrentChangeTheKernelDidNotConfirmIsInformationAndSoIsOneEmiDrop() {
        List<Finding> findings = logFindings(fire(log("mouse-esd-old-kernel.dmesg.txt")));
        assertThat(findings).allSatisfy(f -> {
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.subject().path()).isEqualTo("3-1");
        });
        assertThat(findings).filteredOn(f -> f.rule().equals("PORT_OVER_CURRENT")).singleElement()
                .satisfies(f -> assertThat(f.title()).contains("never confirmed"));
        // the discharge did drop the mouse's link once: said, as information
        assertThat(findings).filteredOn(f -> f.rule().equals("LINK_UNSTABLE")).singleElement()
                .satisfies(f -> assertThat(f.title()).contains("its hub disabled the port once"));
    }

    @Test
    void overCurrentChangesOnSeveralPortsOfOneHubAreInformationNamingTheOthers() {
        // The lines of https://techsparx.com/linux-sbc/raspberry-pi/pi4-usb-power-limit.html (corpus case 116).
        String log = """
                Jul 16 19:20:25 router kernel: [  107.897177] usb usb2-port2: over-current change #1
                Jul 16 19:20:25 router kernel: [  107.929835] usb 1-1-port2: over-current change #1
                Jul 16 19:20:26 router kernel: [  108.137216] usb usb2-port3: over-current change #1
                Jul 16 19:20:26 router kernel: [  108.168015] usb 1-1-port3: over-current change #1
                Jul 16 19:20:26 router kernel: [  108.377386] usb usb2-port4: over-current change #1
                """;
        List<Finding> findings = withRule(fire(kernelLog(HOST, log)), "PORT_OVER_CURRENT");

        assertThat(findings).extracting(f -> f.subject().path()).containsExactlyInAnyOrder("2-2", "2-3", "2-4", "1-1.2", "1-1.3");
        assertThat(findings).allSatisfy(f -> assertThat(f.severity()).isEqualTo(Severity.INFO));
        assertThat(findings).filteredOn(f -> f.subject().path().equals("2-2")).singleElement()
                .satisfies(f -> assertThat(f.data()).containsEntry("otherPorts", List.of("2-3", "2-4")));
    }

    @Test
    void aConfirmedConditionIsAWarningEvenWhenItsPortAlsoLoggedChanges() {
        String log = """
                [  865.255300] usb usb3-port1: over-current change #1
                [  865.255349] usb usb3-port1: over-current condition
                """;
        assertThat(withRule(fire(kernelLog(HOST, log)), "PORT_OVER_CURRENT")).singleElement()
                .satisfies(f -> assertThat(f.severity()).isEqualTo(Severity.WARNING));
    }

    // LINK_UNSTABLE

    @Test
    void aDeviceResetEveryFewSecondsHasAnUnstableLink() {
        List<Finding> findings = fire(xhci(HOST, "c", 5, 6, 5000, 2, 2),
                device(HOST, "6-2").at(5000).drivers("mt7921u").ids("0e8d", "7961").build(),
                log("mt7921u-reset-storm.dmesg.txt"));

        assertThat(withRule(findings, "LINK_UNSTABLE")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.subject().kind()).isEqualTo("device");
            assertThat(f.subject().path()).isEqualTo("6-2");
            assertThat(f.title()).contains("3 resets in 6 s");
            assertThat(f.data()).containsEntry("resets", 3);
        });
    }

    @Test
    void aDeviceOnUasWithResetsIsUasUnstablesNotReportedTwice() {
        List<Finding> findings = fire(xhci(HOST, "c", 5, 6, 5000, 2, 2),
                device(HOST, "6-2").at(5000).drivers("uas").ids("152d", "0578").build(),
                log("mt7921u-reset-storm.dmesg.txt"));

        assertThat(withRule(findings, "LINK_UNSTABLE")).isEmpty();
    }

    @Test
    void aHubWhoseSuperSpeedHalfKeepsReconnectingIsUnstableAndWhatIsBehindItIsNot() {
        // Written for this test in the shape of real hub lines (realtek-usb3-hub-both-halves): the
        // SuperSpeed half of a hub on 2-1 drops and enumerates again three times in half a minute.
        StringBuilder log = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            double t = 100 + i * 10;
            log.append("[%11.6f] usb 2-1: new SuperSpeed USB device number %d using xhci_hcd%n".formatted(t, 2 + i))
                    .append("[%11.6f] usb 2-1: New USB device found, idVendor=0bda, idProduct=0411, bcdDevice= 1.21%n".formatted(t + 0.04))
                    .append("[%11.6f] hub 2-1:1.0: USB hub found%n".formatted(t + 0.05));
            if (i < 3) log.append("[%11.6f] usb 2-1: USB disconnect, device number %d%n".formatted(t + 9, 2 + i));
        }
        List<Finding> findings = fire(xhci(HOST, "c", 1, 2, 5000, 2, 2),
                device(HOST, "2-1").at(5000).hub().ids("0bda", "0411").build(), kernelLog(HOST, log.toString()));

        assertThat(withRule(findings, "LINK_UNSTABLE")).singleElement().satisfies(f -> {
            assertThat(f.subject().path()).isEqualTo("2-1");
            assertThat(f.title()).startsWith("Hub (2-1)").contains("3 disconnects and reconnects");
            assertThat(f.explanation()).contains("Everything behind the hub");
        });
    }

    @Test
    void aDeviceThatDropsOffTheBusAndIsBackWithinTheDebounceTimeTwiceHasAnUnstableLink() {
        // Written for this test from the shape of real lines (a low-speed mouse): back 0.26 s after each disconnect.
        String bouncing = """
                [  263.726226] usb 1-8: USB disconnect, device number 115
                [  263.991555] usb 1-8: new low-speed USB device number 116 using xhci_hcd
                [  264.122237] usb 1-8: New USB device found, idVendor=1c4f, idProduct=0048, bcdDevice= 1.10
                [  265.932658] usb 1-8: USB disconnect, device number 116
                [  266.185498] usb 1-8: new low-speed USB device number 117 using xhci_hcd
                [  266.315981] usb 1-8: New USB device found, idVendor=1c4f, idProduct=0048, bcdDevice= 1.10
                """;
        assertThat(withRule(fire(kernelLog(HOST, bouncing)), "LINK_UNSTABLE")).singleElement().satisfies(f -> {
            assertThat(f.subject().path()).isEqualTo("1-8");
            assertThat(f.data()).containsEntry("reconnects", 2);
        });
    }

    @Test
    void aDeviceThatDetachesItselfAndIsBackUnderTheSameIdsWithinSecondsAgainAndAgainHasAnUnstableLink() {
        // The shape of https://lore.kernel.org/linux-input/20211114144842.72463ccc@Zen-II-x12.niklas.com/ (corpus case 174):
        // a UPS back 2.6 s after each disconnect, longer than hub.c's 2 s debounce.
        StringBuilder log = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            double t = 4236.165 + i * 6.3;
            log.append("[%11.6f] usb 3-2: new low-speed USB device number %d using xhci_hcd%n".formatted(t, 2 + i))
                    .append("[%11.6f] usb 3-2: New USB device found, idVendor=0d9f, idProduct=0004, bcdDevice= 0.02%n".formatted(t + 0.16))
                    .append("[%11.6f] usb 3-2: USB disconnect, device number %d%n".formatted(t + 3.68, 2 + i));
        }
        assertThat(withRule(fire(kernelLog(HOST, log.toString())), "LINK_UNSTABLE")).singleElement().satisfies(f -> {
            assertThat(f.subject().path()).isEqualTo("3-2");
            assertThat(f.data()).containsEntry("reconnects", 2);
        });
    }

    @Test
    void aDeviceThatDropsAndComesBackOnItsOwnHoursApartAgainAndAgainIsInformation() {
        // The lines of https://lore.kernel.org/linux-usb/b2eb7947-7b13-ab50-1f89-79268a2da063@call-home.ch/ (corpus case 220),
        // unwrapped: an FTDI UART on an ODROID's OHCI port leaving and coming back within half a second, four times in two days.
        String log = """
                Aug  4 11:25:11 fhem2 kernel: [2476586.963898] usb 2-1: USB disconnect, device number 66
                Aug  4 11:25:12 fhem2 kernel: [2476587.453089] usb 2-1: new full-speed USB device number 67 using exynos-ohci
                Aug  4 11:25:12 fhem2 kernel: [2476587.690677] usb 2-1: New USB device found, idVendor=0403, idProduct=6015
                Aug  4 19:43:11 fhem2 kernel: [2506466.787738] usb usb2-port1: disabled by hub (EMI?), re-enabling...
                Aug  4 19:43:11 fhem2 kernel: [2506466.792968] usb 2-1: USB disconnect, device number 67
                Aug  4 19:43:11 fhem2 kernel: [2506467.139384] usb 2-1: new full-speed USB device number 68 using exynos-ohci
                Aug  4 19:43:12 fhem2 kernel: [2506467.377550] usb 2-1: New USB device found, idVendor=0403, idProduct=6015
                Aug  6 07:46:23 fhem2 kernel: [2636259.004563] usb 2-1: USB disconnect, device number 68
                Aug  6 07:46:24 fhem2 kernel: [2636259.491782] usb 2-1: new full-speed USB device number 69 using exynos-ohci
                Aug  6 07:46:24 fhem2 kernel: [2636259.700000] usb 2-1: New USB device found, idVendor=0403, idProduct=6015
                """;
        assertThat(logFindings(fire(kernelLog(HOST, log)))).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("LINK_UNSTABLE");
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.subject().path()).isEqualTo("2-1");
            assertThat(f.title()).contains("3 disconnects it came back from on its own").contains("over 44 h");
            assertThat(f.explanation()).contains("disabled by hub (EMI?)").contains("suspend");
        });
        // twice is a glitch however far apart; what remains is the one time the hub dropped the working link
        String twice = log.substring(0, log.indexOf("Aug  6"));
        assertThat(logFindings(fire(kernelLog(HOST, twice)))).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("LINK_UNSTABLE");
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.title()).contains("its hub disabled the port once");
            assertThat(f.data()).containsEntry("drops", 1);
        });
        // and without that line, two comebacks hours apart are nothing
        String withoutTheDrop = twice.lines().filter(l -> !l.contains("disabled by hub")).collect(java.util.stream.Collectors.joining("\n"));
        assertThat(logFindings(fire(kernelLog(HOST, withoutTheDrop)))).isEmpty();
    }

    @Test
    void aHubDisablingAWorkingDevicesPortOnceIsInformationAndThreeTimesInAMinuteAWarning() {
        // The line of https://lore.kernel.org/linux-usb/c8408e58-8bc3-dbe7-2a99-1b1f0d3eae21@molgen.mpg.de/ (corpus case 532),
        // an internal Bluetooth device on port 10 whose link the hub dropped at every boot
        String once = """
                [    1.098645] usb usb1: SerialNumber: 0000:00:14.0
                [   95.528190] usb usb1-port10: disabled by hub (EMI?), re-enabling...
                """;
        assertThat(withRule(fire(kernelLog(HOST, once)), "LINK_UNSTABLE")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            // the log never showed what is on port 10: the finding names the port
            assertThat(f.subject().kind()).isEqualTo("port");
            assertThat(f.subject().path()).isEqualTo("1-10");
            assertThat(f.explanation()).contains("hub.c port_event()").contains("interference");
        });
        String storm = once + """
                [   97.528190] usb usb1-port10: disabled by hub (EMI?), re-enabling...
                [   99.528190] usb usb1-port10: disabled by hub (EMI?), re-enabling...
                """;
        assertThat(withRule(fire(kernelLog(HOST, storm)), "LINK_UNSTABLE")).singleElement()
                .satisfies(f -> assertThat(f.severity()).isEqualTo(Severity.WARNING));
    }

    @Test
    void timeoutsAfterTheKernelTurnedTheHostControllersInterruptOffAreTheControllersNotThePorts() {
        // The lines of https://lore.kernel.org/linux-usb/2bcf7fac-8e8f-4d7a-a837-08805a0076e3@gmx.net/ (corpus case 609),
        // unwrapped and cut: a Raspberry Pi 3 A+ resuming with dwc2's interrupt disabled ("irq 66: nobody cared")
        String handlers = """
                [ 1131.458687] irq 66: nobody cared (try booting with the "irqpoll" option)
                [ 1131.459271] handlers:
                [ 1131.459279] [<f539e0f4>] dwc2_handle_common_intr
                [ 1131.459308] [<75cd278b>] usb_hcd_irq
                [ 1131.459329] Disabling IRQ #66
                """;
        String failures = """
                [ 1136.552601] usb 1-1: reset high-speed USB device number 2 using dwc2
                [ 1141.832522] usb 1-1: device descriptor read/64, error -110
                [ 1157.272527] usb 1-1: device descriptor read/64, error -110
                [ 1157.612516] usb 1-1: reset high-speed USB device number 2 using dwc2
                [ 1162.872518] usb 1-1: device descriptor read/64, error -110
                [ 1178.312517] usb 1-1: device descriptor read/64, error -110
                [ 1178.652516] usb 1-1: reset high-speed USB device number 2 using dwc2
                [ 1189.192506] usb 1-1: device not accepting address 2, error -110
                [ 1189.412512] usb 1-1: reset high-speed USB device number 2 using dwc2
                [ 1199.992511] usb 1-1: device not accepting address 2, error -110
                [ 1199.994892] usb 1-1: USB disconnect, device number 2
                """;
        String head = "[ 1108.402522] usb 1-1: new high-speed USB device number 2 using dwc2\n";
        assertThat(withRule(fire(kernelLog(HOST, head + handlers + failures)), "ENUMERATION_FAILING")).isEmpty();
        // without the report, the same timeouts are the port's
        assertThat(withRule(fire(kernelLog(HOST, head + failures)), "ENUMERATION_FAILING")).hasSize(1);
        // and a wire error after it still is: the controller answered that one
        assertThat(withRule(fire(kernelLog(HOST, head + handlers + failures.replace("address 2, error -110", "address 2, error -71"))),
                "ENUMERATION_FAILING")).hasSize(1);
    }

    @Test
    void resetsMinutesApartAfterWhichTheDeviceDoesNotAnswerAreAnUnstableLink() {
        // The lines of https://lore.kernel.org/linux-ext4/bug-219300-13602@https.bugzilla.kernel.org/ (corpus case 348),
        // unwrapped: a pendrive reset every few minutes during a copy, each reset's descriptor read timing out.
        String log = """
                [20904.194233] usb 2-4: new high-speed USB device number 3 using xhci_hcd
                [20904.322059] usb 2-4: New USB device found, idVendor=346d, idProduct=5678, bcdDevice= 2.00
                [21159.649524] usb 2-4: reset high-speed USB device number 3 using xhci_hcd
                [21165.264260] usb 2-4: device descriptor read/64, error -110
                [21329.633511] usb 2-4: reset high-speed USB device number 3 using xhci_hcd
                [21335.248339] usb 2-4: device descriptor read/64, error -110
                [21506.786497] usb 2-4: reset high-speed USB device number 3 using xhci_hcd
                [21512.400341] usb 2-4: device descriptor read/64, error -110
                """;
        assertThat(withRule(fire(kernelLog(HOST, log)), "LINK_UNSTABLE")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.subject().path()).isEqualTo("2-4");
            assertThat(f.title()).contains("3 resets after which it did not answer").contains("in 6 min");
            assertThat(f.data()).containsEntry("failedResets", 3);
        });
        // the device stayed through every reset: nothing failed to enumerate
        assertThat(withRule(fire(kernelLog(HOST, log)), "ENUMERATION_FAILING")).isEmpty();
        // two such resets: not yet a pattern
        String twice = log.substring(0, log.indexOf("[21506"));
        assertThat(withRule(fire(kernelLog(HOST, twice)), "LINK_UNSTABLE")).isEmpty();
    }

    @Test
    void theRetriesOfOneFailedResetAreOneOperation() {
        // hub_port_init() retries at once: three "reset" lines seconds apart, each try failing, are one reset
        String log = """
                [  100.000000] usb 2-4: new high-speed USB device number 3 using xhci_hcd
                [  100.200000] usb 2-4: New USB device found, idVendor=346d, idProduct=5678, bcdDevice= 2.00
                [  500.000000] usb 2-4: reset high-speed USB device number 3 using xhci_hcd
                [  505.600000] usb 2-4: device descriptor read/64, error -110
                [  506.000000] usb 2-4: reset high-speed USB device number 3 using xhci_hcd
                [  511.600000] usb 2-4: device descriptor read/64, error -110
                [  512.000000] usb 2-4: reset high-speed USB device number 3 using xhci_hcd
                [  512.300000] usb 2-4: New USB device found, idVendor=346d, idProduct=5678, bcdDevice= 2.00
                """;
        assertThat(withRule(fire(kernelLog(HOST, log)), "LINK_UNSTABLE")).isEmpty();
    }

    @Test
    void aWorkingDeviceResetAgainAndAgainHoursApartIsInformation() {
        String log = """
                [  100.000000] usb 2-2: new SuperSpeed USB device number 3 using xhci_hcd
                [  100.200000] usb 2-2: New USB device found, idVendor=1a6e, idProduct=089a, bcdDevice= 1.00
                [ 9000.000000] usb 2-2: reset SuperSpeed USB device number 3 using xhci_hcd
                [18000.000000] usb 2-2: reset SuperSpeed USB device number 3 using xhci_hcd
                [27000.000000] usb 2-2: reset SuperSpeed USB device number 3 using xhci_hcd
                """;
        assertThat(withRule(fire(kernelLog(HOST, log)), "LINK_UNSTABLE")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.title()).contains("3 resets of the working device").contains("over 5 h");
            assertThat(f.explanation()).contains("suspend");
        });
        // a resume's reset and a firmware load's: twice is ordinary
        String twice = log.substring(0, log.indexOf("[27000"));
        assertThat(withRule(fire(kernelLog(HOST, twice)), "LINK_UNSTABLE")).isEmpty();
    }

    @Test
    void aDeviceBackAfterSecondsWithoutItsIdsShownIsNoLoop() {
        // past the 2 s debounce only the same ids, shown both times, say it is the same device coming back
        String log = """
                [  100.000000] usb 3-2: USB disconnect, device number 2
                [  102.600000] usb 3-2: new low-speed USB device number 3 using xhci_hcd
                [  106.300000] usb 3-2: USB disconnect, device number 3
                [  108.900000] usb 3-2: new low-speed USB device number 4 using xhci_hcd
                """;
        assertThat(logFindings(fire(kernelLog(HOST, log)))).isEmpty();
    }

    @Test
    void twoLogsPastedOneAfterTheOtherAreNotOneStorm() {
        // The shape of https://lore.kernel.org/linux-input/CAFeT-8FDD4B+tFXH2Z1CE2YxDcig+zLqW+Vpgt3Ze3W_rPm2iw@mail.gmail.com/
        // (corpus case 156): a wheel's mode switch under one kernel, then the same under another, pasted after it.
        String log = """
                Jul 20 10:23:02 frisco kernel: usb 1-12: USB disconnect, device number 6
                Jul 20 10:23:03 frisco kernel: usb 1-12: new full-speed USB device number 7 using xhci_hcd
                Jul 20 10:23:03 frisco kernel: usb 1-12: New USB device found, idVendor=046d, idProduct=c262, bcdDevice=20.00
                Jul 20 09:45:34 frisco kernel: usb 1-12: USB disconnect, device number 12
                Jul 20 09:45:34 frisco kernel: usb 1-12: new full-speed USB device number 13 using xhci_hcd
                Jul 20 09:45:35 frisco kernel: usb 1-12: New USB device found, idVendor=046d, idProduct=c262, bcdDevice=20.00
                """;
        assertThat(logFindings(fire(kernelLog(HOST, log)))).isEmpty();
    }

    @Test
    void transfersFailingWithEprotoAgainAndAgainUntilTheDriverResetsTheDeviceAreAnUnstableLink() {
        // The lines of https://lore.kernel.org/linux-usb/CAOQ1CL6Q+4GNy=kgisLzs0UBXFT3b02PG8t-0rPuW-Wf6NhQ6g@mail.gmail.com/ (corpus case 078).
        String log = """
                [19607.563871] bcm5974: bcm5974 3-1.8.2:1.2: trackpad urb status: -71
                [19611.523681] bcm5974: bcm5974 3-1.8.2:1.2: trackpad urb status: -71
                [19614.550685] bcm5974: bcm5974 3-1.8.2:1.2: trackpad urb status: -71
                [19614.563878] usbhid: usbhid 3-1.8.2:1.0: retrying intr urb
                [19615.050802] bcm5974: bcm5974 3-1.8.2:1.2: trackpad urb status: -71
                [19618.126656] bcm5974: bcm5974 3-1.8.2:1.2: trackpad urb status: -71
                [19618.126711] usbhid: usbhid 3-1.8.2:1.0: resetting device
                [19618.155292] usbcore: usb 3-1.8-port2: not reset yet, waiting 10ms
                [19618.217146] usb 3-1.8.2: reset full-speed USB device number 5 using ehci-pci
                """;
        assertThat(withRule(fire(kernelLog(HOST, log)), "LINK_UNSTABLE")).singleElement().satisfies(f -> {
            assertThat(f.subject().path()).isEqualTo("3-1.8.2");
            assertThat(f.data()).containsEntry("transferErrors", 5);
            assertThat(f.title()).contains("5 transfers failing with error -71 and then a reset");
        });
    }

    @Test
    void transferErrorsWithoutAResetOrOfAnotherKindAreNoUnstableLink() {
        // the driver carried on (no reset), or the device refused requests (-32, a stall: its firmware, not the wire)
        String carriedOn = """
                [  100.000000] bcm5974: bcm5974 3-1.8.2:1.2: trackpad urb status: -71
                [  101.000000] bcm5974: bcm5974 3-1.8.2:1.2: trackpad urb status: -71
                [  102.000000] bcm5974: bcm5974 3-1.8.2:1.2: trackpad urb status: -71
                [  103.000000] bcm5974: bcm5974 3-1.8.2:1.2: trackpad urb status: -71
                """;
        String stalled = """
                [  100.000000] bcm5974: bcm5974 3-1.8.2:1.2: trackpad urb status: -32
                [  101.000000] bcm5974: bcm5974 3-1.8.2:1.2: trackpad urb status: -32
                [  102.000000] bcm5974: bcm5974 3-1.8.2:1.2: trackpad urb status: -32
                [  102.500000] usb 3-1.8.2: reset full-speed USB device number 5 using ehci-pci
                """;
        assertThat(logFindings(fire(kernelLog(HOST, carriedOn)))).isEmpty();
        assertThat(logFindings(fire(kernelLog(HOST, stalled)))).isEmpty();
    }

    @Test
    void aPersonReplugging30SecondsLaterIsNoBounce() {
        String replugged = """
                [  263.726226] usb 1-8: USB disconnect, device number 115
                [  293.991555] usb 1-8: new low-speed USB device number 116 using xhci_hcd
                [  294.122237] usb 1-8: New USB device found, idVendor=1c4f, idProduct=0048, bcdDevice= 1.10
                [  300.932658] usb 1-8: USB disconnect, device number 116
                [  330.185498] usb 1-8: new low-speed USB device number 117 using xhci_hcd
                """;
        assertThat(logFindings(fire(kernelLog(HOST, replugged)))).isEmpty();
    }

    @Test
    void aPhoneThatComesBackUnderOtherIdsSwitchedModeItsLinkDidNotDrop() {
        // Written for this test: a phone switching USB modes re-enumerates with another product id each time.
        StringBuilder log = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            double t = 10 + i * 5;
            log.append("[%11.6f] usb 1-2: new high-speed USB device number %d using xhci_hcd%n".formatted(t, 5 + i))
                    .append("[%11.6f] usb 1-2: New USB device found, idVendor=18d1, idProduct=4ee%d, bcdDevice= 4.40%n".formatted(t + 0.1, i))
                    .append("[%11.6f] usb 1-2: USB disconnect, device number %d%n".formatted(t + 4, 5 + i));
        }
        assertThat(logFindings(fire(kernelLog(HOST, log.toString())))).isEmpty();
    }

    @Test
    void oneResetWhileTheDriverLoadsFirmwareIsOrdinary() {
        assertThat(logFindings(fire(log("surface-dock-r8152-reset-after-firmware.dmesg.txt")))).isEmpty();
    }

    // healthy logs stay silent

    @Test
    void healthyLogsStaySilent() {
        List<Object> facts = new ArrayList<>(xhci(HOST, "c", 1, 2, 5000, 4, 4));
        facts.add(device(HOST, "1-2").at(12).ids("cafe", "4001").serial("0022003B3137510837373438C000FCC0").build());
        facts.addAll(log("tinyusb-bos-missing-healthy.dmesg.txt"));
        facts.addAll(log("realtek-usb3-hub-both-halves.dmesg.txt"));
        facts.addAll(kernelLog(HOST, """
                [ 5000.000000] usb 1-3: new high-speed USB device number 9 using xhci_hcd
                [ 5000.200000] usb 1-3: New USB device found, idVendor=0781, idProduct=5567, bcdDevice= 1.00
                [ 7200.000000] usb 1-3: reset high-speed USB device number 9 using xhci_hcd
                [ 9000.000000] usb 1-3: USB disconnect, device number 9
                """));

        assertThat(logFindings(fire(facts))).isEmpty();
    }
}
