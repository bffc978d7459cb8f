package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationJson;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** What the probe sends is what the service reads back: Type-C, USB4 and disk parts included. */
class SysfsObservationJsonTest {
    @Test
    void typecUsb4AndDiskPartsSurviveTheWire() throws Exception {
        for (Path tree : new Path[]{SysfsFixtures.TYPEC_EMARKED_USB4, SysfsFixtures.USB4_HOST, SysfsFixtures.SEED003}) {
            Observation sent = SysfsReading.read(tree);

            Observation received = ObservationJson.mapper().readValue(ObservationJson.mapper().writeValueAsString(sent), Observation.class);

            assertThat(received).as(tree.toString()).isEqualTo(sent);
        }
    }

    @Test
    void powerTravelsWithTheDevice() throws Exception {
        String json = ObservationJson.mapper().writeValueAsString(SysfsReading.read(SysfsFixtures.SEED000_LAPTOP));

        assertThat(ObservationJson.mapper().readTree(json).at("/devices/0/maxPowerMa").asInt()).isEqualTo(896);
    }
}
