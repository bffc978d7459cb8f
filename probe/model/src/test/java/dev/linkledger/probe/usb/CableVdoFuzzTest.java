package dev.linkledger.probe.usb;

import dev.linkledger.probe.observation.ObservedCable;
import dev.linkledger.probe.observation.TypecIdentity;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A cable's e-marker VDOs come from whatever the cable answers and the kernel writes: any 32-bit
 * value decodes to a cable (unknown fields left null), and text that is not a 32-bit hex VDO is
 * refused with the documented {@link IllegalArgumentException} naming the field.
 */
class CableVdoFuzzTest {
    private static final List<Integer> SPEEDS = List.of(480, 5000, 10000, 40000, 80000);

    @Property(tries = 300)
    void every32BitHeaderAndVdoDecodes(@ForAll int header, @ForAll int vdo, @ForAll boolean upperCasePrefix) {
        String prefix = upperCasePrefix ? "0X" : "0x";
        ObservedCable cable = CableVdo.decode(identity(prefix + Integer.toHexString(header), prefix + Integer.toHexString(vdo)), "type-c");

        assertThat(cable.kind()).isIn("passive", "active", null);
        if (cable.maxSpeedMbps() != null) assertThat(cable.maxSpeedMbps()).isIn(SPEEDS);
        if (cable.currentMa() != null) assertThat(cable.currentMa()).isIn(3000, 5000);
        if (cable.maxVoltageV() != null) assertThat(cable.maxVoltageV()).isIn(20, 30, 40, 50);
        assertThat(CableVdo.vendorId(Integer.toHexString(header))).hasSize(4);
        assertThat(CableVdo.productId(Integer.toHexString(vdo))).hasSize(4);
    }

    @Property(tries = 300)
    void arbitraryVdoTextDecodesOrIsRefusedNamingTheField(@ForAll("vdoTexts") String header, @ForAll("vdoTexts") String vdo) {
        try {
            CableVdo.decode(identity(header, vdo), "type-c");
        } catch (IllegalArgumentException refused) {
            assertThat(refused.getMessage()).containsAnyOf("id_header", "product_type_vdo1");
        }
        try {
            CableVdo.vendorId(header);
        } catch (IllegalArgumentException refused) {
            assertThat(refused.getMessage()).contains("id_header");
        }
    }

    private static TypecIdentity identity(String header, String vdo) {
        return new TypecIdentity(header, "0x00000000", "0x00010000", vdo, null, null, null, null);
    }

    /** Hex-looking text (too long, signed, spaced, empty) as well as anything at all, and null. */
    @Provide
    Arbitrary<String> vdoTexts() {
        return Arbitraries.oneOf(
                Arbitraries.strings().withChars("0123456789abcdefABCDEFxX+- \t\n").ofMaxLength(14),
                Arbitraries.longs().map(l -> "0x" + Long.toHexString(l).toUpperCase(Locale.ROOT)),
                Arbitraries.strings().all().ofMaxLength(20)).injectNull(0.05);
    }
}
