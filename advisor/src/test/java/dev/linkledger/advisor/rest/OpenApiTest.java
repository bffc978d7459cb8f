package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/** The OpenAPI document Swagger UI reads: a bearer scheme to authorize with, and the statuses the API really answers. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class OpenApiTest {

    private static JsonPath openApi() {
        return given().accept("application/json").get("/q/openapi?format=json").then().statusCode(200).extract().jsonPath();
    }

    private static java.util.Set<String> responses(JsonPath api, String path, String method) {
        java.util.Map<String, Object> r = api.getMap("paths.'" + path + "'." + method + ".responses");
        assertThat(r).as(method + " " + path).isNotNull();
        return r.keySet();
    }

    @Test
    void declaresABearerSchemeThatEveryOperationUses() {
        JsonPath api = openApi();

        assertThat(api.getString("components.securitySchemes.bearer.type")).isEqualTo("http");
        assertThat(api.getString("components.securitySchemes.bearer.scheme")).isEqualTo("bearer");
        assertThat(api.getList("security.bearer")).hasSize(1);
    }

    @Test
    void documentsTheCreatedAndNoContentAnswersAndTheProblems() {
        JsonPath api = openApi();

        assertThat(responses(api, "/api/cables", "post")).contains("201", "400", "401", "403", "409").doesNotContain("200");
        assertThat(responses(api, "/api/enclosures", "post")).contains("201");
        assertThat(responses(api, "/api/plans", "post")).contains("201");
        assertThat(responses(api, "/api/tokens", "post")).contains("201", "403");
        assertThat(responses(api, "/api/tokens/{tokenId}", "delete")).contains("204", "404").doesNotContain("200");
        assertThat(responses(api, "/api/cables/{cableId}", "get")).contains("200", "404", "401").doesNotContain("409");
        assertThat(api.getMap("paths.'/api/cables'.post.responses.'400'.content.'application/problem+json'.schema"))
                .containsEntry("$ref", "#/components/schemas/Problem");
        assertThat(api.getMap("components.schemas.Problem.properties")).containsKeys("title", "status", "detail", "field");
    }
}
