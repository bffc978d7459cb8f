package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.CommandRejectedException;
import dev.linkledger.inventory.api.IssueTokenCommand;
import dev.linkledger.inventory.api.RevokeTokenCommand;
import dev.linkledger.inventory.api.TokenIssuedEvent;
import dev.linkledger.inventory.api.TokenKind;
import dev.linkledger.inventory.api.TokenRevokedEvent;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class AccessTokenTest {
    private static final String HASH = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
    private AggregateTestFixture<AccessToken> fixture;

    @BeforeEach
    void setUp() {
        fixture = new AggregateTestFixture<>(AccessToken.class);
    }

    @Test
    void issuesATokenBoundToOneHostKeepingOnlyTheHash() {
        fixture.givenNoPriorActivity()
                .when(new IssueTokenCommand("t-1", TokenKind.PROBE, "lab-pc-1", HASH))
                .expectEvents(new TokenIssuedEvent("t-1", "lab-pc-1", HASH, TokenKind.PROBE));
    }

    @Test
    void refusesATokenForAnImpossibleHostId() {
        fixture.givenNoPriorActivity()
                .when(new IssueTokenCommand("t-1", TokenKind.PROBE, "../etc", HASH))
                .expectException(CommandRejectedException.class).expectNoEvents();
    }

    @Test
    void refusesASecretThatIsNotAHash() {
        fixture.givenNoPriorActivity()
                .when(new IssueTokenCommand("t-1", TokenKind.PROBE, "lab-pc-1", "llp_the-secret-itself"))
                .expectException(CommandRejectedException.class).expectNoEvents();
    }

    @Test
    void issuesAReaderTokenBoundToNoHost() {
        fixture.givenNoPriorActivity()
                .when(new IssueTokenCommand("t-2", TokenKind.READER, null, HASH))
                .expectEvents(new TokenIssuedEvent("t-2", null, HASH, TokenKind.READER));
    }

    @Test
    void refusesAReaderTokenNamingAHost() {
        fixture.givenNoPriorActivity()
                .when(new IssueTokenCommand("t-2", TokenKind.READER, "lab-pc-1", HASH))
                .expectException(CommandRejectedException.class).expectNoEvents();
    }

    @Test
    void aTokenIssuedBeforeKindsExistedIsAProbeToken() {
        assertThat(new TokenIssuedEvent("t-1", "lab-pc-1", HASH, null).kindOrProbe()).isEqualTo(TokenKind.PROBE);
    }

    @Test
    void revokesAnIssuedToken() {
        fixture.given(new TokenIssuedEvent("t-1", "lab-pc-1", HASH, TokenKind.PROBE))
                .when(new RevokeTokenCommand("t-1"))
                .expectEvents(new TokenRevokedEvent("t-1", "lab-pc-1"));
    }

    @Test
    void revokingTwiceRecordsNothingMore() {
        fixture.given(new TokenIssuedEvent("t-1", "lab-pc-1", HASH, TokenKind.PROBE), new TokenRevokedEvent("t-1", "lab-pc-1"))
                .when(new RevokeTokenCommand("t-1"))
                .expectSuccessfulHandlerExecution().expectNoEvents();
    }
}
