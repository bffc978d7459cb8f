package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.linkledger.advisor.support.AdminAuth.anonymous;

/** The embedded default's reads (anonymous-reads on): reading needs no token, writing still does. */
@QuarkusTest
@TestProfile(AnonymousReadsTest.AnonymousReads.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class AnonymousReadsTest {

    public static class AnonymousReads implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("linkledger.auth.anonymous-reads", "true");
        }
    }

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
