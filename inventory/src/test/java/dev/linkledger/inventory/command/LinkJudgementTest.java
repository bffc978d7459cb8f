package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.CableVerdict;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class LinkJudgementTest {

    @Test
    void aTenGigabitDeviceAt480OnATenGigabitConnectorLimitsTheCableTo480() {
        assertThat(LinkJudgement.of(480, 10000, 10000, null, null))
                .isEqualTo(new LinkJudgement(CableVerdict.LIMITED_TO, null, 10000));
    }

    @Test
    void aLinkAtWhatBothEndsCanDoProvesTheCableCarriesIt() {
        assertThat(LinkJudgement.of(10000, 10000, 10000, null, null))
                .isEqualTo(new LinkJudgement(CableVerdict.CARRIES_AT_LEAST, null, 10000));
    }

    @Test
    void aCableProvenFasterPutsTheLimitOnThePort() {
        assertThat(LinkJudgement.of(5000, 10000, 10000, null, 10000))
                .isEqualTo(new LinkJudgement(CableVerdict.CARRIES_AT_LEAST, 5000, 10000));
    }

    @Test
    void aKnownPortLimitLowersWhatBothEndsCouldDo() {
        assertThat(LinkJudgement.of(5000, 10000, 10000, 5000, null))
                .isEqualTo(new LinkJudgement(CableVerdict.CARRIES_AT_LEAST, null, 5000));
    }

    @Test
    void withoutTheDevicesCapabilityOnlyWhatWasNegotiatedIsProven() {
        assertThat(LinkJudgement.of(480, null, 10000, null, null))
                .isEqualTo(new LinkJudgement(CableVerdict.CARRIES_AT_LEAST, null, null));
    }
}
