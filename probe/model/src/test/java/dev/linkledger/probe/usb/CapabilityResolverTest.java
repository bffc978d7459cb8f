package dev.linkledger.probe.usb;

import dev.linkledger.probe.observation.Capability;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CapabilityResolverTest {
    private static final VidPid JMS583 = new VidPid("152d", "0583");
    private static final VidPid UNKNOWN_STICK = new VidPid("abcd", "1234");
    private static final UsbSpeed HIGH = UsbSpeed.parse("480");

    /** The catalog's own entries are tested with the real catalog in the rules module (CatalogCapabilityTest). */
    private final CapabilityResolver resolver = CapabilityResolver.withoutCatalog();

    @Test
    void bosDescriptorWinsOverEveryOtherEvidence() {
        Capability bos = new Capability(20000, 2, "bos");

        assertThat(resolver.resolve(new CapabilityEvidence(bos, JMS583, UsbVersion.USB_3_00, HIGH, List.of("uas")))).isEqualTo(bos);
    }

    @Test
    void aCatalogThatKnowsTheChipOutranksBcdUsbAndTheDriverButNotBos() {
        Capability known = new Capability(10000, 1, CapabilitySource.CATALOG);
        var withCatalog = new CapabilityResolver(id -> id.equals(JMS583) ? java.util.Optional.of(known) : java.util.Optional.empty());
        Capability bos = new Capability(20000, 2, CapabilitySource.BOS);

        assertThat(withCatalog.resolve(new CapabilityEvidence(null, JMS583, UsbVersion.USB_3_00, HIGH, List.of("uas")))).isEqualTo(known);
        assertThat(withCatalog.resolve(new CapabilityEvidence(bos, JMS583, UsbVersion.USB_3_00, HIGH, List.of("uas")))).isEqualTo(bos);
        assertThat(withCatalog.resolve(new CapabilityEvidence(null, UNKNOWN_STICK, UsbVersion.USB_3_00, HIGH, List.of())).source())
                .isEqualTo(CapabilitySource.BCD_USB);
    }

    @Test
    void withoutACatalogTheSameChipIsJudgedByItsOwnDescriptor() {
        assertThat(resolver.resolve(new CapabilityEvidence(null, JMS583, UsbVersion.USB_3_00, HIGH, List.of("uas"))))
                .isEqualTo(new Capability(5000, null, CapabilitySource.BCD_USB));
    }

    @Test
    void bcdUsbThreeMeansSuperSpeed() {
        assertThat(resolver.resolve(new CapabilityEvidence(null, UNKNOWN_STICK, UsbVersion.parse("3.20"), HIGH, List.of())))
                .isEqualTo(new Capability(5000, null, "bcdUSB"));
    }

    @Test
    void bcdUsbTwoTenStuckAtHighSpeedIsWeakSuperSpeedEvidence() {
        assertThat(resolver.resolve(new CapabilityEvidence(null, UNKNOWN_STICK, UsbVersion.USB_2_10, HIGH, List.of())))
                .isEqualTo(new Capability(5000, null, "bcdUSB-2.10"));
    }

    @Test
    void bcdUsbTwoTenAtFullSpeedSaysNothing() {
        assertThat(resolver.resolve(new CapabilityEvidence(null, UNKNOWN_STICK, UsbVersion.USB_2_10, UsbSpeed.parse("12"), List.of())))
                .isEqualTo(Capability.unknown());
    }

    @Test
    void uasDriverMeansSuperSpeedHardware() {
        assertThat(resolver.resolve(new CapabilityEvidence(null, null, null, HIGH, List.of("uas"))))
                .isEqualTo(new Capability(5000, null, "driver:uas"));
    }

    @Test
    void lowerBoundEvidenceNeverClaimsLessThanTheLinkAlreadyDoes() {
        assertThat(resolver.resolve(new CapabilityEvidence(null, null, null, UsbSpeed.parse("10000"), List.of("uas"))))
                .isEqualTo(new Capability(10000, null, "driver:uas"));
    }

    @Test
    void bcdUsbTwoHundredWithoutBosAtHighSpeedIsAUsb2Device() {
        assertThat(resolver.resolve(new CapabilityEvidence(null, UNKNOWN_STICK, UsbVersion.parse("2.00"), HIGH, List.of())))
                .isEqualTo(new Capability(480, 1, "bcdUSB"));
    }

    @Test
    void bcdUsbTwoHundredAtFullSpeedOrTwoZeroOneSaysNothing() {
        assertThat(resolver.resolve(new CapabilityEvidence(null, UNKNOWN_STICK, UsbVersion.parse("2.00"),
                UsbSpeed.parse("12"), List.of())).source()).isEqualTo(CapabilitySource.UNKNOWN);
        assertThat(resolver.resolve(new CapabilityEvidence(null, UNKNOWN_STICK, UsbVersion.parse("2.01"), HIGH,
                List.of())).source()).isEqualTo(CapabilitySource.UNKNOWN);
    }

    @Test
    void withoutEvidenceTheCapabilityIsUnknown() {
        assertThat(resolver.resolve(new CapabilityEvidence(null, UNKNOWN_STICK, UsbVersion.parse("2.01"), HIGH, List.of("usb-storage"))))
                .isEqualTo(Capability.unknown());
    }

    @Test
    void aProductStringClaimingUsb3IsTheWeakestEvidence() {
        assertThat(resolver.resolve(new CapabilityEvidence(null, UNKNOWN_STICK, UsbVersion.parse("2.00"),
                UsbSpeed.parse("12"), List.of("usb-storage"), List.of("Generic", "USB3.0 Card Reader"))))
                .isEqualTo(new Capability(5000, null, "product-string"));
    }

    @Test
    void aProductStringIsIgnoredWhenStrongerEvidenceSpeaks() {
        assertThat(resolver.resolve(new CapabilityEvidence(null, UNKNOWN_STICK, UsbVersion.parse("3.20"), HIGH,
                List.of(), List.of("USB 2.0 Hub"))).source()).isEqualTo(CapabilitySource.BCD_USB);
    }

    @Test
    void productStringsWithoutASpeedClaimSayNothing() {
        assertThat(resolver.resolve(new CapabilityEvidence(null, UNKNOWN_STICK, null, UsbSpeed.parse("12"),
                List.of(), List.of("Logitech", "USB Receiver"))).source()).isEqualTo(CapabilitySource.UNKNOWN);
    }
}
