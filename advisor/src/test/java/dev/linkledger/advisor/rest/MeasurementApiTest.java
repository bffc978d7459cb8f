package dev.linkledger.advisor.rest;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.probe.observation.MeasuredLink;
import dev.linkledger.probe.observation.Measurement;
import dev.linkledger.probe.observation.MeasurementSetup;
import dev.linkledger.probe.observation.MeasurementStatus;
import dev.linkledger.probe.observation.ObservationJson;
import dev.linkledger.probe.usb.UsbSpeed;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;

/** Seed 000's numbers: 938 MB/s through the JMS583 at 10000M on the laptop; a cached read on a 480M link. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
public class MeasurementApiTest {
    private static final ObjectMapper JSON = ObservationJson.mapper();

    public static String measurement(String host, String id, double mbps, String speed, MeasurementStatus status) throws Exception {
        long bytes = (long) (mbps * 1e6 * 10);
        MeasuredLink link = new MeasuredLink("sde", "sde", "8:64", "3-2", "usb3-port2", UsbSpeed.parse(speed), 1, 1,
                "3.20", "152d", "0583", "USB to PCIE Bridge", "uas");
        Measurement m = new Measurement(id, host, Instant.parse("2026-11-30T10:05:00Z"), "/dev/sde", "read",
                1 << 20, 32, true, 0, 10, 0.5, false, "fio", "fio-3.33", status,
                status == MeasurementStatus.OK ? null : "device went away", bytes, 10, mbps, mbps * 1e6 / (1 << 20),
                mbps, 12.5, 30000.0, 45000.0,
                new MeasurementSetup("0.1.0", "ab12", "6.18.44", List.of("fio", "--direct=1")), link, null, null, false);
        return JSON.writeValueAsString(m);
    }

    private static void observe(String host, String speed) {
        given().contentType("application/json").body(ObservationApiTest.observation(host, "o-" + host + "-" + speed, speed))
                .post("/api/hosts/" + host + "/observations").then().statusCode(200);
    }

    @Test
    void recordsAMeasurementWithItsEfficiencyAgainstTheLink() throws Exception {
        String host = "measure-laptop";
        observe(host, "10000");
        String id = UUID.randomUUID().toString();
        given().contentType("application/json").body(measurement(host, id, 938, "10000", MeasurementStatus.OK))
                .post("/api/hosts/" + host + "/measurements")
                .then().statusCode(201)
                .body("linkMode", equalTo("GEN2"))
                .body("ceilingMBps", equalTo(1050))
                .body("efficiencyPercent", equalTo(89))
                .body("efficiency", containsString("938 MB/s = 89% of USB 3.2 Gen 2"));

        given().get("/api/hosts/" + host + "/measurements?device=3-2").then().statusCode(200)
                .body("measurementId", hasItem(id));
        given().get("/api/hosts/" + host + "/findings").then().statusCode(200)
                .body("rule", hasItem("MEASUREMENT_AT_CEILING"));
    }

    @Test
    void theSameMeasurementAgainRecordsNothing() throws Exception {
        String host = "measure-twice";
        observe(host, "10000");
        String body = measurement(host, UUID.randomUUID().toString(), 500, "10000", MeasurementStatus.OK);
        given().contentType("application/json").body(body).post("/api/hosts/" + host + "/measurements").then().statusCode(201);
        given().contentType("application/json").body(body).post("/api/hosts/" + host + "/measurements").then().statusCode(200);
        given().get("/api/hosts/" + host + "/measurements").then().body("$", hasSize(1));
    }

    @Test
    void flagsAReadFasterThanAUsb2LinkAsCached() throws Exception {
        String host = "measure-cached";
        observe(host, "480");
        given().contentType("application/json").body(measurement(host, UUID.randomUUID().toString(), 240, "480", MeasurementStatus.OK))
                .post("/api/hosts/" + host + "/measurements").then().statusCode(201);
        given().get("/api/hosts/" + host + "/findings").then().statusCode(200)
                .body("rule", hasItem("MEASUREMENT_CACHED"));
    }

    @Test
    void recordsAFailedRunAsFailed() throws Exception {
        String host = "measure-failed";
        observe(host, "10000");
        given().contentType("application/json").body(measurement(host, UUID.randomUUID().toString(), 0, "10000", MeasurementStatus.FAILED))
                .post("/api/hosts/" + host + "/measurements").then().statusCode(201)
                .body("status", equalTo("failed"));
    }

    @Test
    void rejectsAMeasurementWhoseRateContradictsItsBytes() throws Exception {
        String host = "measure-bad";
        observe(host, "10000");
        String body = measurement(host, UUID.randomUUID().toString(), 938, "10000", MeasurementStatus.OK)
                .replace("\"mbps\":938.0", "\"mbps\":2000.0");
        given().contentType("application/json").body(body).post("/api/hosts/" + host + "/measurements")
                .then().statusCode(400).contentType("application/problem+json").body("field", equalTo("mbps"));
        given().get("/api/hosts/" + host + "/measurements").then().body("$", hasSize(0));
    }
}
