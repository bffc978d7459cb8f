package dev.linkledger.advisor.corpus;

import io.restassured.response.Response;

import java.util.List;
import java.util.Map;

import static io.restassured.RestAssured.given;

/** A case as a user meets it: its paste imported through the API as a host of its own, then read back. */
final class CaseImports {

    private CaseImports() {
    }

    /** Imports the case and grades it; an undiagnosed case passes when it is imported at all. */
    static CaseGrade grade(CorpusCase c) {
        Response imported = post(c.hostId(), c.paste());
        if (imported.statusCode() != 200) return CaseGrade.refused(c, imported.statusCode() + " " + imported.jsonPath().getString("detail"));
        ObservedHost host = observe(c.hostId());
        return c.graded() ? CaseGrade.of(c, host) : new CaseGrade(c, true, "imported");
    }

    static Response post(String hostId, String paste) {
        return given().contentType("text/plain; charset=UTF-8").body(paste)
                .when().post("/api/hosts/{id}/imports", hostId).andReturn();
    }

    static ObservedHost observe(String hostId) {
        List<Map<String, Object>> findings = given().get("/api/hosts/{id}/findings", hostId)
                .then().statusCode(200).extract().jsonPath().getList("$");
        Map<String, Object> topology = given().get("/api/hosts/{id}/topology", hostId)
                .then().statusCode(200).extract().jsonPath().getMap("$");
        return ObservedHost.of(findings, topology);
    }
}
