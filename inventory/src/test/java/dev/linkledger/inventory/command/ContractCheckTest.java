package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.InvalidObservationException;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedBlockDevice;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class ContractCheckTest {

    @Test
    void acceptsTheSeed000DesktopAsTheProbeReadsIt() {
        assertThatCode(() -> ContractCheck.check(Seed000Desktop.observation())).doesNotThrowAnyException();
    }

    @Test
    void holdsAFieldTheTableDoesNotNameToFreeTextWithoutControlCharacters() {
        // ObservedBlockDevice.model has no rule of its own: it is still checked.
        InvalidObservationException e = refused(withBlockDevice(
                new ObservedBlockDevice("sda", "3-2", 1L, "USB\u0000Bridge", "JMicron", false)));
        assertThat(e.field()).isEqualTo("blockDevices[0].model");
        assertThat(e.reason()).contains("U+0000").contains("position 4");
    }

    @Test
    void refusesANegativeNumberWhereTheTableSetsNoRange() {
        InvalidObservationException e = refused(withBlockDevice(
                new ObservedBlockDevice("sda", "3-2", -512L, "Bridge", "JMicron", false)));
        assertThat(e.field()).isEqualTo("blockDevices[0].sizeBytes");
        assertThat(e.reason()).contains("at least 0");
    }

    @Test
    void refusesABrokenSurrogateLeftByATruncatedString() {
        InvalidObservationException e = refused(withBlockDevice(
                new ObservedBlockDevice("sda", "3-2", 1L, "Bridge \uD83D", "JMicron", false)));
        assertThat(e.field()).isEqualTo("blockDevices[0].model");
    }

    @Test
    void acceptsCharactersBeyondAsciiInDescriptorStrings() {
        assertThatCode(() -> ContractCheck.check(withBlockDevice(
                new ObservedBlockDevice("sda", "3-2", 1L, "Speicher \uD83D\uDCBE \u00e4\u00f6", "Gr\u00fcn", false))))
                .doesNotThrowAnyException();
    }

    private static InvalidObservationException refused(Observation o) {
        return catchThrowableOfType(InvalidObservationException.class, () -> ContractCheck.check(o));
    }

    private static Observation withBlockDevice(ObservedBlockDevice device) {
        Observation o = Seed000Desktop.observation();
        return new Observation(o.observationId(), o.hostId(), o.observedAt(), o.source(), o.buses(), o.controllers(),
                o.ports(), o.devices(), List.of(), List.of(), List.of(), List.of(device), List.of());
    }
}
