package dev.linkledger.advisor.stories;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationJson;
import dev.linkledger.probe.sysfs.SysfsReader;
import io.restassured.path.json.JsonPath;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Consumer;
import java.util.function.Predicate;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;

/**
 * Reads the probe's sysfs fixture trees (probe/agent/src/test/resources/sysfs, see its README for each
 * tree's origin) as the probe would, and posts them to the service as a given host.
 */
public final class SysfsHosts {
    private static final Path SYSFS = Path.of("..", "probe", "agent", "src", "test", "resources", "sysfs");
    private static final ObjectMapper JSON = ObservationJson.mapper();

    private SysfsHosts() {
    }

    /** The fixture tree as an observation of {@code host}, taken at {@code at}, as JSON to edit. */
    public static ObjectNode read(String tree, String host, String observationId, Instant at) {
        Observation o = new SysfsReader(SYSFS.resolve(tree)).read(host).withHeader(observationId, host, at);
        return JSON.valueToTree(o);
    }

    /** The same host with nothing plugged in. */
    public static ObjectNode empty(ObjectNode observation) {
        ObjectNode copy = observation.deepCopy();
        copy.putArray("devices");
        copy.putArray("blockDevices");
        return copy;
    }

    /** The observation with its one device edited. */
    public static ObjectNode withDevice(ObjectNode observation, String path, Consumer<ObjectNode> edit) {
        ObjectNode copy = observation.deepCopy();
        for (var d : (ArrayNode) copy.get("devices")) if (path.equals(d.get("path").asText())) edit.accept((ObjectNode) d);
        return copy;
    }

    public static void post(ObjectNode observation) {
        given().contentType("application/json").body(observation.toString())
                .post("/api/hosts/" + observation.get("hostId").asText() + "/observations").then().statusCode(200);
    }

    public static JsonPath findings(String host) {
        return given().get("/api/hosts/" + host + "/findings").then().statusCode(200).extract().jsonPath();
    }

    /** The host's findings once {@code ready} holds of them (advice is recorded after the read models). */
    public static JsonPath awaitFindings(String host, Predicate<JsonPath> ready) {
        return await().ignoreExceptions().atMost(Duration.ofSeconds(20)).pollInterval(Duration.ofMillis(100))
                .until(() -> findings(host), ready);
    }

    public static Predicate<JsonPath> hasRule(String rule) {
        return json -> json.getList("rule").contains(rule);
    }
}
