package dev.linkledger.probe.usb;

import dev.linkledger.probe.observation.ObservedCable;
import dev.linkledger.probe.observation.TypecIdentity;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The test vectors of DOMAIN.md section 4 (public cable reports). */
class CableVdoTest {
    private static final String PASSIVE_HEADER = "0x1c60315c";

    private static ObservedCable decode(String header, String vdo1) {
        return CableVdo.decode(new TypecIdentity(header, "0x00000000", "0x00010000", vdo1, null, null, "315c", "0001"), "type-c");
    }

    @Test
    void usb4Gen3CableDeclaresFiveAmpsAndFiftyVolts() {
        ObservedCable cable = decode(PASSIVE_HEADER, "0x110a4643");

        assertThat(cable.kind()).isEqualTo("passive");
        assertThat(cable.usbSpeed()).isEqualTo("usb4-gen3");
        assertThat(cable.maxSpeedMbps()).isEqualTo(40000);
        assertThat(cable.currentMa()).isEqualTo(5000);
        assertThat(cable.maxVoltageV()).isEqualTo(50);
        assertThat(cable.plugType()).isEqualTo("type-c");
    }

    @Test
    void usb4Gen4CableDeclaresEightyGigabits() {
        ObservedCable cable = decode(PASSIVE_HEADER, "0x110a2644");

        assertThat(cable.kind()).isEqualTo("passive");
        assertThat(cable.usbSpeed()).isEqualTo("usb4-gen4");
        assertThat(cable.maxSpeedMbps()).isEqualTo(80000);
    }

    @Test
    void gen3CableAtTwentyVolts() {
        ObservedCable cable = decode(PASSIVE_HEADER, "0x45082043");

        assertThat(cable.usbSpeed()).isEqualTo("usb4-gen3");
        assertThat(cable.currentMa()).isEqualTo(5000);
        assertThat(cable.maxVoltageV()).isEqualTo(20);
    }

    @Test
    void speedFieldCoversEveryDeclaredGeneration() {
        assertThat(decode(PASSIVE_HEADER, "0x00000000").usbSpeed()).isEqualTo("usb2");
        assertThat(decode(PASSIVE_HEADER, "0x00000000").maxSpeedMbps()).isEqualTo(480);
        assertThat(decode(PASSIVE_HEADER, "0x00000001").maxSpeedMbps()).isEqualTo(5000);
        assertThat(decode(PASSIVE_HEADER, "0x00000002").maxSpeedMbps()).isEqualTo(10000);
        assertThat(decode(PASSIVE_HEADER, "0x00000007").usbSpeed()).isNull();
    }

    @Test
    void threeAmpCableAndThirtyVolts() {
        ObservedCable cable = decode(PASSIVE_HEADER, "0x00000222");

        assertThat(cable.currentMa()).isEqualTo(3000);
        assertThat(cable.maxVoltageV()).isEqualTo(30);
    }

    @Test
    void headerProductTypeFourIsAnActiveCable() {
        assertThat(decode("0x2000315c", "0x110a4643").kind()).isEqualTo("active");
    }

    @Test
    void headerOfANonCableTypeDecodesNoCableFields() {
        ObservedCable notACable = decode("0x500004e8", "0x110a4643");

        assertThat(notACable.kind()).isNull();
        assertThat(notACable.usbSpeed()).isNull();
    }

    @Test
    void vendorAndProductIdsComeFromHeaderAndProductVdo() {
        assertThat(CableVdo.vendorId("0x1C60315C")).isEqualTo("315c");
        assertThat(CableVdo.productId("0x40010100")).isEqualTo("4001");
    }

    @Test
    void aVdoThatIsNotHexIsRejectedNamingTheField() {
        assertThatThrownBy(() -> decode(PASSIVE_HEADER, "0xzz"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("product_type_vdo1");
        assertThatThrownBy(() -> decode("0x1c60315c00", "0x110a4643"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("id_header");
    }
}
