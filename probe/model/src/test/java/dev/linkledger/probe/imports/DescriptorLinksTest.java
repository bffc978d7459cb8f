package dev.linkledger.probe.imports;

import dev.linkledger.probe.lsusb.ImportException;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.CapabilityResolver;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.VidPid;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The speed real lsusb -v excerpts' descriptors prove, where no root hub's port status can say it. */
class DescriptorLinksTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-12-04T06:00:00Z"), ZoneOffset.UTC);
    private static final VidPid RTL8814AU = new VidPid("0bda", "8813");
    /** A catalog that knows the RTL8814AU as a 5 Gb/s part, as the rules module's does (usb.ids; rtw88 usb.c). */
    private static final CapabilityResolver KNOWS_RTL8814AU = new CapabilityResolver(id -> id.equals(RTL8814AU)
            ? Optional.of(new Capability(5000, 1, CapabilitySource.CATALOG)) : Optional.empty());

    @Test
    void theSameUnitAtSuperSpeedAndInItsUsb2ModeTakesEachLinkFromItsDescriptorsAndTheSlowerItsCapability() throws ImportException {
        Observation o = imports(CapabilityResolver.withoutCatalog(), "gc551-two-cables-excerpt");

        ObservedDevice superSpeed = device(o, 2, 4);
        ObservedDevice usb2Mode = device(o, 1, 3);
        // bMaxPacketSize0 9 and bcdUSB 3.00: SuperSpeed, and a USB 3.0 device does only Gen 1
        assertThat(superSpeed.speedMbps()).isEqualTo(UsbSpeed.ofMbps(5000));
        // bMaxPacketSize0 64 on the unit the paste shows at SuperSpeed: its USB 2.0 pairs
        assertThat(usb2Mode.speedMbps()).isEqualTo(UsbSpeed.ofMbps(480));
        assertThat(usb2Mode.capability().source()).isEqualTo(CapabilitySource.SAME_UNIT);
        assertThat(usb2Mode.capability().maxSpeedMbps()).isEqualTo(5000);
        assertThat(o.notes()).filteredOn(n -> n.kind().equals(DescriptorLinks.NOTE)).hasSize(2)
                .anySatisfy(n -> assertThat(n.message()).contains("same ids and serial").contains("inferred at high speed"));
    }

    @Test
    void aUsb3PartTheCatalogKnowsIsOnItsUsb2PairsWhenItsEndpointZeroIsSixtyFourBytes() throws ImportException {
        ObservedDevice d = device(imports(KNOWS_RTL8814AU, "rtl8814au-usb2-mode-excerpt"), 3, 34);

        assertThat(d.speedMbps()).isEqualTo(UsbSpeed.ofMbps(480));
        assertThat(d.capability().source()).isEqualTo(CapabilitySource.CATALOG);
    }

    @Test
    void withoutProofOfSuperSpeedAnEndpointZeroOfSixtyFourBytesLeavesFullOrHighSpeedOpen() throws ImportException {
        // bcdUSB 2.00, bMaxPacketSize0 64, cut before its endpoints: full speed allows 64 too (USB 2.0 5.5.3)
        ObservedDevice d = device(imports(CapabilityResolver.withoutCatalog(), "rtl8814au-usb2-mode-excerpt"), 3, 34);

        assertThat(d.speedMbps()).isNull();
    }

    @Test
    void anEndpointOnlyHighSpeedAllowsProvesHighSpeed() throws ImportException {
        // the webcam's streaming alternates move 2 and 3 isochronous packets a microframe (2x 640 … 3x 1020 bytes): high speed only
        ObservedDevice d = device(imports(CapabilityResolver.withoutCatalog(), "logitech-09a5-excerpt"), 9, 2);

        assertThat(d.speedMbps()).isEqualTo(UsbSpeed.ofMbps(480));
    }

    @Test
    void aSuperSpeedDeviceOfBcdUsb320MayBeOnAFasterGenerationThanItsDescriptorsTell() throws ImportException {
        String text = ImportFixtures.text("lsusb-v/razer-kiyo-pro.lsusb-vv.txt");
        ObservedDevice d = new Imports(CapabilityResolver.withoutCatalog(), CLOCK).parse(text, "h", ImportFormat.AUTO)
                .devices().get(0);

        assertThat(d.speedMbps()).isNull();
    }

    /** A whole dump shows its root hubs: their port status places what it can, and nothing else is read from descriptors. */
    @ParameterizedTest
    @ValueSource(strings = {"asus-zen-aio-m5401wua", "framework-laptop-fedora38", "supermicro-sys-1029u-trt", "supermicro-h11ssl-nc",
            "asus-pn50-debian-sid", "amd-volcano-usx5044", "asus-p9d-v-rosa", "besstar-x400-endeavouros", "aic-sb302-centos7"})
    void aWholeDumpIsNotReadFromItsDescriptors(String machine) throws ImportException {
        Observation o = new Imports(KNOWS_RTL8814AU, CLOCK).parse(ImportFixtures.text("lsusb-v/" + machine + ".lsusb-v.txt"), "h",
                ImportFormat.AUTO);

        assertThat(o.notes()).noneMatch(n -> n.kind().equals(DescriptorLinks.NOTE));
        assertThat(o.devices()).filteredOn(d -> !d.placed()).allSatisfy(d -> assertThat(d.speedMbps()).isNull());
    }

    private static Observation imports(CapabilityResolver resolver, String fixture) throws ImportException {
        return new Imports(resolver, CLOCK).parse(ImportFixtures.text("lsusb-v/" + fixture + ".lsusb-v.txt"), "h", ImportFormat.AUTO);
    }

    private static ObservedDevice device(Observation o, int bus, int devnum) {
        return o.devices().stream().filter(d -> d.bus() == bus && Integer.valueOf(devnum).equals(d.devnum())).findFirst().orElseThrow();
    }
}
