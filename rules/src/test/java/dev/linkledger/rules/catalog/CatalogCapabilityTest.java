package dev.linkledger.rules.catalog;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.usb.CapabilityEvidence;
import dev.linkledger.probe.usb.CapabilityResolver;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.UsbVersion;
import dev.linkledger.probe.usb.VidPid;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The probe's capability resolver finds this module's catalog on the classpath and ranks it second, after BOS. */
class CatalogCapabilityTest {
    private static final UsbSpeed HIGH = UsbSpeed.parse("480");
    private final CapabilityResolver resolver = CapabilityResolver.bundled();

    @Test
    void bundledResolverKnowsTheJms583IsAGen2Bridge() {
        assertThat(resolver.resolve(new CapabilityEvidence(null, new VidPid("152d", "0583"), UsbVersion.USB_2_10, HIGH, List.of("uas"))))
                .isEqualTo(new Capability(10000, 1, CapabilitySource.CATALOG));
    }

    @Test
    void usb4BridgeSeenAsAUsbDeviceIsInItsUsbFallbackMode() {
        assertThat(resolver.resolve(new CapabilityEvidence(null, new VidPid("174c", "2463"), UsbVersion.parse("3.20"),
                UsbSpeed.parse("10000"), List.of("uas"))))
                .isEqualTo(new Capability(10000, 1, CapabilitySource.CATALOG));
    }

    @Test
    void aChipTheCatalogDoesNotKnowIsJudgedByItsDescriptor() {
        assertThat(resolver.resolve(new CapabilityEvidence(null, new VidPid("abcd", "1234"), UsbVersion.parse("3.20"), HIGH, List.of())))
                .isEqualTo(new Capability(5000, null, CapabilitySource.BCD_USB));
    }
}
