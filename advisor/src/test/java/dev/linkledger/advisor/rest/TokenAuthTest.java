package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.advisor.support.Lab;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static dev.linkledger.advisor.support.AdminAuth.anonymous;
import static dev.linkledger.advisor.support.AdminAuth.as;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.anyOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

/** Who may write and read: the admin everything, a probe its own host's observations, nobody else anything. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class TokenAuthTest {

    private static String observation(String host) {
        return Lab.desktop(host, java.util.UUID.randomUUID().toString(), Instant.parse("2026-11-30T10:00:00Z"), null);
    }

    private static String issue(String host) {
        return given().contentType("application/json").body("{\"hostId\":\"" + host + "\"}")
                .post("/api/tokens").then().statusCode(201)
                .body("hostId", equalTo(host)).body("id", notNullValue()).body("token", startsWith("llp_"))
                .extract().path("token");
    }

    @Test
    void writeWithoutTokenIsRejectedWith401AndRecordsNothing() {
        anonymous().contentType("application/json").body(observation("auth-anon"))
                .post("/api/hosts/auth-anon/observations").then().statusCode(401)
                .contentType("application/problem+json")
                .header("WWW-Authenticate", startsWith("Bearer"))
                .body("status", equalTo(401)).body("field", equalTo("Authorization"));
        given().get("/api/hosts/auth-anon").then().statusCode(404);
    }

    @Test
    void writeWithUnknownTokenIsRejectedWith401() {
        as("llp_not-a-token-anyone-issued").contentType("application/json").body(observation("auth-wrong"))
                .post("/api/hosts/auth-wrong/observations").then().statusCode(401)
                .contentType("application/problem+json")
                .header("WWW-Authenticate", containsString("invalid_token"));
        as("not even bearer").header("Authorization", "Basic YWRtaW46YWRtaW4=")
                .contentType("application/json").body("{\"label\":\"x\",\"connectors\":\"C-C\",\"rating\":\"USB 2.0\"}")
                .post("/api/cables").then().statusCode(401);
    }

    @Test
    void probeTokenWritesItsOwnHostsObservationsButNotAnotherHosts() {
        String token = issue("auth-lab-pc-1");
        as(token).contentType("application/json").body(observation("auth-lab-pc-1"))
                .post("/api/hosts/auth-lab-pc-1/observations").then().statusCode(200)
                .body("hostId", equalTo("auth-lab-pc-1"));
        as(token).contentType("application/json").body(observation("auth-lab-pc-2"))
                .post("/api/hosts/auth-lab-pc-2/observations").then().statusCode(403)
                .contentType("application/problem+json").body("detail", containsString("auth-lab-pc-1"));
        given().get("/api/hosts/auth-lab-pc-2").then().statusCode(404);
    }

    @Test
    void probeTokenCannotRegisterCablesNorManageTokens() {
        String token = issue("auth-probe-only");
        as(token).contentType("application/json")
                .body("{\"label\":\"blue\",\"connectors\":\"C-C\",\"lengthCm\":100,\"rating\":\"USB 2.0\"}")
                .post("/api/cables").then().statusCode(403).contentType("application/problem+json");
        as(token).contentType("application/json").body("{\"hostId\":\"auth-probe-only\"}")
                .post("/api/tokens").then().statusCode(403);
        as(token).get("/api/tokens").then().statusCode(403);
        as(token).get("/api/cables").then().statusCode(200);
    }

    @Test
    void adminIssuesListsAndRevokesTokensAndARevokedTokenIsRefused() {
        var issued = given().contentType("application/json").body("{\"hostId\":\"auth-revoked\"}")
                .post("/api/tokens").then().statusCode(201).header("Location", containsString("/api/tokens/"))
                .extract().jsonPath();
        String id = issued.getString("id");
        String token = issued.getString("token");
        as(token).contentType("application/json").body(observation("auth-revoked"))
                .post("/api/hosts/auth-revoked/observations").then().statusCode(200);

        given().get("/api/tokens").then().statusCode(200)
                .body("id", hasItem(id))
                .body("find { it.id == '" + id + "' }.hostId", equalTo("auth-revoked"))
                .body("find { it.id == '" + id + "' }.revokedAt", nullValue())
                .body("token", everyItem(nullValue()))
                .body(not(containsString(token.substring(4))));

        given().delete("/api/tokens/" + id).then().statusCode(204);
        given().delete("/api/tokens/" + id).then().statusCode(204);
        given().get("/api/tokens/" + id).then().statusCode(200).body("revokedAt", notNullValue());
        as(token).contentType("application/json").body(observation("auth-revoked"))
                .post("/api/hosts/auth-revoked/observations").then().statusCode(401);
        given().delete("/api/tokens/no-such-token").then().statusCode(404);
    }

    @Test
    void issuingATokenForAnImpossibleHostIdIs400() {
        given().contentType("application/json").body("{\"hostId\":\"../etc\"}")
                .post("/api/tokens").then().statusCode(400).body("field", equalTo("hostId"));
    }

    @Test
    void readsNeedATokenWhenAnonymousReadsAreOffButHealthStaysOpen() {
        anonymous().get("/api/hosts").then().statusCode(401).header("WWW-Authenticate", startsWith("Bearer"));
        anonymous().get("/api/cables").then().statusCode(401);
        given().get("/api/hosts").then().statusCode(200);
        anonymous().get("/q/health").then().statusCode(200);
    }

    private static String issueReader() {
        return given().contentType("application/json").body("{\"kind\":\"reader\"}")
                .post("/api/tokens").then().statusCode(201)
                .body("kind", equalTo("READER")).body("hostId", nullValue()).body("token", startsWith("llr_"))
                .extract().path("token");
    }

    @Test
    void readerTokenReadsEverythingButWritesNothing() {
        String reader = issueReader();
        as(reader).get("/api/hosts").then().statusCode(200);
        as(reader).get("/api/cables").then().statusCode(200);
        as(reader).get("/api/enclosures").then().statusCode(200);
        as(reader).contentType("application/json")
                .body("{\"label\":\"red\",\"connectors\":\"C-C\",\"lengthCm\":100,\"rating\":\"USB 2.0\"}")
                .post("/api/cables").then().statusCode(403)
                .contentType("application/problem+json").body("detail", containsString("reader token may only read"));
        as(reader).contentType("application/json").body(observation("auth-reader"))
                .post("/api/hosts/auth-reader/observations").then().statusCode(403);
        as(reader).post("/api/hosts/auth-reader/evaluations").then().statusCode(403);
        as(reader).get("/api/tokens").then().statusCode(403);
        as(reader).contentType("application/json").body("{\"kind\":\"reader\"}").post("/api/tokens").then().statusCode(403);
        as(reader).post("/api/admin/replays").then().statusCode(403);
        given().get("/api/hosts/auth-reader").then().statusCode(404);
    }

    @Test
    void aRevokedReaderTokenIsRefused() {
        var issued = given().contentType("application/json").body("{\"kind\":\"reader\"}")
                .post("/api/tokens").then().statusCode(201).extract().jsonPath();
        as(issued.getString("token")).get("/api/hosts").then().statusCode(200);
        given().get("/api/tokens/" + issued.getString("id")).then().statusCode(200)
                .body("kind", equalTo("READER")).body("hostId", nullValue());
        given().delete("/api/tokens/" + issued.getString("id")).then().statusCode(204);
        as(issued.getString("token")).get("/api/hosts").then().statusCode(401)
                .header("WWW-Authenticate", containsString("invalid_token"));
    }

    @Test
    void aReaderTokenNamingAHostOrAnUnknownKindIs400() {
        given().contentType("application/json").body("{\"kind\":\"reader\",\"hostId\":\"lab-pc-1\"}")
                .post("/api/tokens").then().statusCode(400).body("field", equalTo("hostId"));
        given().contentType("application/json").body("{\"kind\":\"superuser\"}")
                .post("/api/tokens").then().statusCode(400).body("field", equalTo("kind"));
    }

    @Test
    void probeTokenCannotReachAnotherHostThroughAnEncodedPath() {
        String token = issue("auth-enc-1");
        as(token).urlEncodingEnabled(false).contentType("application/json").body(observation("auth-enc-2"))
                .post("/api/hosts/auth-enc-1%2F..%2Fauth-enc-2/observations").then().statusCode(anyOf(is(403), is(404)));
        as(token).urlEncodingEnabled(false).contentType("application/json").body(observation("auth-enc-2"))
                .post("/api/hosts/auth-enc-1/../auth-enc-2/observations").then().statusCode(anyOf(is(403), is(404)));
        given().get("/api/hosts/auth-enc-2").then().statusCode(404);
    }
}
