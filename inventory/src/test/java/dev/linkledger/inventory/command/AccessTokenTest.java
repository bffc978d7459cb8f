package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.CommandRejectedException;
import dev.linkledger.inventory.api.IssueTokenCommand;
import dev.linkledger.inventory.api.RevokeTokenCommand;
import dev.linkledger.inventory.api.TokenIssuedEvent;
import dev.linkledger.inventory.api.TokenRevokedEvent;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

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
                .when(new IssueTokenCommand("t-1", "lab-pc-1", HASH))
                .expectEvents(new TokenIssuedEvent("t-1", "lab-pc-1", HASH));
    }

    @Test
    void refusesATokenForAnImpossibleHostId() {
        fixture.givenNoPriorActivity()
                .when(new IssueTokenCommand("t-1", "../etc", HASH))
                .expectException(CommandRejectedException.class).expectNoEvents();
    }

    @Test
    void refusesASecretThatIsNotAHash() {
        fixture.givenNoPriorActivity()
                .when(new IssueTokenCommand("t-1", "lab-pc-1", "llp_the-secret-itself"))
                .expectException(CommandRejectedException.class).expectNoEvents();
    }

    @Test
    void revokesAnIssuedToken() {
        fixture.given(new TokenIssuedEvent("t-1", "lab-pc-1", HASH))
                .when(new RevokeTokenCommand("t-1"))
                .expectEvents(new TokenRevokedEvent("t-1", "lab-pc-1"));
    }

    @Test
    void revokingTwiceRecordsNothingMore() {
        fixture.given(new TokenIssuedEvent("t-1", "lab-pc-1", HASH), new TokenRevokedEvent("t-1", "lab-pc-1"))
                .when(new RevokeTokenCommand("t-1"))
                .expectSuccessfulHandlerExecution().expectNoEvents();
    }
}
