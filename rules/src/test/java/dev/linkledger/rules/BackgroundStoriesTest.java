package dev.linkledger.rules;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.finding.Evidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.lab.Seeds;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.linkledger.rules.lab.Lab.*;
import static dev.linkledger.rules.lab.Seeds.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Each background story ends as a finding naming the cause and the fix, with the story's numbers. */
class BackgroundStoriesTest {

    @Test
    void seed000EnclosureOnDrawerCableFallsBackWithTheGainToTenGig() {
        List<Finding> findings = fire(desktop(), desktopEnclosureAt480());

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("USB2_FALLBACK");
            assertThat(f.subject()).isEqualTo(Subject.device("3-2", 3, 5, "usb3-port2"));
            assertThat(f.ceilingNowMBps()).isEqualTo(43);
            assertThat(f.ceilingPossibleMBps()).isEqualTo(1050);
            assertThat(f.title()).endsWith("though it can do 10 Gb/s");
            assertThat(f.catalogEntries()).containsExactly("152d:0583");
            assertThat(f.evidence()).extracting(Evidence::fact).anyMatch(e -> e.startsWith("catalog 152d:0583"));
        });
    }

    @Test
    void seed000DesktopPortIsTheCeilingOnceTheLaptopProvedTheCable() {
        DeviceFact enclosure = desktopEnclosureAt5000();
        Object cable = cable("80g-1").label("new 80 Gbps cable").printed("USB4 80Gbps").carries(10000, LAPTOP_LINK)
                .on(enclosure).build();

        List<Finding> findings = fire(desktop(), enclosure, cable);

        assertThat(withRule(findings, "LINK_BELOW_PORT_AND_DEVICE")).isEmpty();
        assertThat(withRule(findings, "PORT_BELOW_DEVICE")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.subject()).isEqualTo(Subject.device("4-1", 4, 5, "usb4-port1"));
            assertThat(f.ceilingNowMBps()).isEqualTo(400);
            assertThat(f.ceilingPossibleMBps()).isEqualTo(1050);
            assertThat(f.action()).startsWith("A faster cable will not help.");
            assertThat(f.explanation()).contains("cable 80g-1 carried 10000M elsewhere");
            assertThat(f.data()).containsEntry("portMbps", 5000).containsEntry("portBasis", "cable_cleared");
            assertThat(f.evidence()).flatExtracting(Evidence::events).contains(LAPTOP_LINK);
        });
    }

    @Test
    void seed000LaptopReadAt938IsAtTheGen2CeilingAndOnlyAFasterEnclosureHelps() {
        List<Finding> findings = fire(laptop(), laptopEnclosure(), measurement(LAPTOP, "2-1", 938).build());

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("MEASUREMENT_AT_CEILING");
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.data()).containsEntry("percent", 89).containsEntry("nextElement", "enclosure");
            assertThat(f.ceilingNowMBps()).isEqualTo(1050);
        });
    }

    @Test
    void seed000DesktopLoadIn47SecondsIsAtTheGen1CeilingAndAFasterPortHelps() {
        // 22 GB in 47 s = 468 MB/s at 5000M.
        List<Finding> findings = fire(desktop(), measurement(DESKTOP, "4-1", 468).link(5000).build(), desktopEnclosureAt5000());

        assertThat(withRule(findings, "MEASUREMENT_AT_CEILING")).singleElement().satisfies(f -> {
            assertThat(f.data()).containsEntry("nextElement", "port");
            assertThat(f.action()).contains("10000M");
        });
    }

    @Test
    void seed001Usb3StickInAUsb2OnlyPortShouldMoveToTheUsb3Port() {
        List<Finding> findings = fire(netbook(), stickInUsb2Port());

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("USB2_ONLY_PORT");
            assertThat(f.subject().path()).isEqualTo("1-2");
            assertThat(f.explanation()).contains("bcdUSB 2.10").contains("ehci-pci").contains("sticks vary");
            assertThat(f.action()).contains("bus 3 (5000M root hub");
            assertThat(f.ceilingNowMBps()).isEqualTo(40);
            assertThat(f.ceilingPossibleMBps()).isEqualTo(280);
            assertThat(f.data()).containsEntry("betterBus", 3);
        });
    }

    @Test
    void seed001SecondReadFiveTimesFasterCameFromTheCache() {
        // 2.4 GB read in about 50 s, then in about 10 s: 48 and 240 MB/s through a 480M link.
        Object first = measurement(NETBOOK, "1-2", 48).link(480).bot().buffered().queueDepth(1).tool("cp").build();
        Object second = measurement(NETBOOK, "1-2", 240).link(480).bot().buffered().queueDepth(1).tool("cp").build();

        List<Finding> findings = fire(netbook(), stickInUsb2Port(), first, second);

        assertThat(withRule(findings, "MEASUREMENT_CACHED")).singleElement().satisfies(f -> {
            assertThat(f.data()).containsEntry("measuredMBps", 240).containsEntry("rawMBps", 53).containsEntry("factor", 6);
            assertThat(f.explanation()).contains("page cache");
            assertThat(f.action()).contains("--direct=1");
        });
    }

    @Test
    void seed002KvmSwitchHoldsTheReaderAt480AndTheFiveGigPortIsTheMove() {
        List<DeviceFact> chain = kvmChain();

        List<Finding> findings = fire(workstation(), chain, v30Card(chain.get(4)));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("USB2_HUB_IN_PATH");
            assertThat(f.subject().path()).isEqualTo("1-7");
            assertThat(f.data()).containsEntry("cappedDevices", List.of("1-7.2", "1-7.2.1")).containsEntry("betterBus", 2);
            assertThat(f.action()).contains("MicroSD Reader (1-7.2.1)").contains("bus 2 (5000M root hub, 8 of 8 ports free)");
            assertThat(f.ceilingNowMBps()).isEqualTo(40);
            assertThat(f.ceilingPossibleMBps()).isEqualTo(104);
        });
    }

    @Test
    void seed002AfterTheMoveTheV30CardIsTheCapNotTheLink() {
        DeviceFact reader = readerAt5000();
        Object write = measurement(WORKSTATION, "2-3", 90).write().link(5000).bot().buffered().queueDepth(1).tool("rsync").build();

        List<Finding> findings = fire(workstation(), reader, v30Card(reader), write);

        assertThat(findings).allSatisfy(f -> assertThat(f.severity()).isEqualTo(Severity.INFO));
        assertThat(withRule(findings, "MEDIA_BOTTLENECK")).singleElement().satisfies(f -> {
            assertThat(f.ceilingNowMBps()).isEqualTo(104);
            assertThat(f.explanation()).contains("V30 guarantees 30 MB/s minimum sustained write");
            assertThat(f.data()).containsEntry("linkMBps", 280);
        });
        assertThat(withRule(findings, "MEASUREMENT_BELOW_CEILING")).singleElement()
                .satisfies(f -> assertThat(f.explanation()).contains("the medium carries about 104 MB/s"));
    }

    @Test
    void seed003ShippedCableHeldTheMokinAtHighSpeed() {
        DeviceFact atHighSpeed = device(MOKIN_HOST, "1-3").at(480).can(5000, dev.linkledger.probe.usb.CapabilitySource.UAS_DRIVER)
                .drivers("uas").ids("152d", "0583").serial("0123456789ABCDEF").build();

        assertThat(fire(mokinHost(), atHighSpeed)).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("USB2_FALLBACK");
            assertThat(f.ceilingPossibleMBps()).isEqualTo(1050);
        });
    }

    @Test
    void seed003Jms583BridgeCapsTheSn550AndTheDdReadCameFromCache() {
        DeviceFact mokin = mokinAt10000();
        Object ddRead = measurement(MOKIN_HOST, "2-1", 1600).buffered().queueDepth(1).blockSize(512).tool("dd").build();
        Object randomWrite = measurement(MOKIN_HOST, "2-1", 38.2).write().buffered().queueDepth(1).blockSize(4096)
                .tool("fio posixaio randwrite").build();

        List<Finding> findings = fire(mokinHost(), mokin, sn550In(mokin), ddRead, randomWrite);

        assertThat(withRule(findings, "BRIDGE_BOTTLENECK")).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.title()).contains("JMicron JMS583").contains("1600 MB/s").contains("PCIe Gen3 x2");
            assertThat(f.data()).containsEntry("bridgeDownstreamMBps", 1600).containsEntry("mediumMBps", 2400)
                    .containsEntry("linkMBps", 1050);
            assertThat(f.ceilingNowMBps()).isEqualTo(1050);
            assertThat(f.catalogEntries()).containsExactly("152d:0583");
        });
        assertThat(withRule(findings, "MEASUREMENT_CACHED")).singleElement()
                .satisfies(f -> assertThat(f.data()).containsEntry("measuredMBps", 1600));
        assertThat(withRule(findings, "MEASUREMENT_BELOW_CEILING")).singleElement()
                .satisfies(f -> assertThat(f.action()).contains("--direct=1").contains("--iodepth=32").contains("--bs=1M"));
    }

    @Test
    void seed004FortyGigUsb4LinkAndSubGigabyteGoodputAreDifferentLayers() {
        // "A cable can report a 40 Gb/s physical link while an application transfers useful data at less than 1 GB/s."
        Object stream = measurement("core-ultra-356h", "0-1", 999).usb4(40000).tool("USB4STREAM readiness").build();

        assertThat(fire(stream)).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("MEASUREMENT_BELOW_CEILING");
            assertThat(f.explanation()).contains("40 Gb/s, is 5000 MB/s nominal per direction")
                    .contains("different layers").contains("above the link");
            assertThat(f.data()).containsEntry("physicalMbps", 40000).containsEntry("practicalMBps", 3100);
            assertThat(f.action()).contains("Record the backend");
        });
    }

    @Test
    void seed004October27IoUringRunAtTwentyGigIsFarBelowItsLink() {
        Object ioUring = measurement("core-ultra-356h", "0-1", 367).usb4(20000).tool("USB4STREAM io_uring").build();
        Object readiness = measurement("core-ultra-356h", "0-1", 1180).usb4(20000).tool("USB4STREAM readiness").build();

        assertThat(fire(ioUring, readiness)).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("MEASUREMENT_BELOW_CEILING");
            assertThat(f.data()).containsEntry("measuredMBps", 367).containsEntry("percent", 23);
        });
    }

    @Test
    void seedHostsAreDistinct() {
        assertThat(List.of(Seeds.DESKTOP, Seeds.LAPTOP, Seeds.NETBOOK, Seeds.WORKSTATION, Seeds.MOKIN_HOST)).doesNotHaveDuplicates();
    }
}
