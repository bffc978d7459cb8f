package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.AnonymousReadsProfile;
import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.Test;

import static dev.linkledger.advisor.support.AdminAuth.anonymous;

/** The embedded default's reads (anonymous-reads on): reading needs no token, writing still does. */
@QuarkusTest
@TestProfile(AnonymousReadsProfile.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class AnonymousReadsTest {

    @Test
    void readsWithoutTokenAnswerWhileWritesAndTokenListsStillNeedOne() {
        anonymous().get("/api/hosts").then().statusCode(200);
        anonymous().get("/api/cables").then().statusCode(200);
        anonymous().contentType("application/json")
                .body("{\"label\":\"blue\",\"connectors\":\"C-C\",\"lengthCm\":100,\"rating\":\"USB 2.0\"}")
                .post("/api/cables").then().statusCode(401);
        anonymous().get("/api/tokens").then().statusCode(401);
    }
}
