package dev.linkledger.probe.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.probe.observation.Measurement;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationJson;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * Sends what the probe saw to the LinkLedger service: observations to
 * {@code POST {server}/api/hosts/{host}/observations}, measurements to
 * {@code POST {server}/api/hosts/{host}/measurements}.
 */
public final class ObservationClient {
    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    private final URI server;
    private final String token;
    private final HttpClient http;
    private final ObjectMapper json = ObservationJson.mapper();

    /** @param token sent as {@code Authorization: Bearer}; null sends no credentials */
    public ObservationClient(URI server, String token, HttpClient http) {
        this.server = server;
        this.token = token;
        this.http = http;
    }

    public ObservationClient(URI server, String token) {
        this(server, token, HttpClient.newBuilder().connectTimeout(TIMEOUT).build());
    }

    public URI endpoint(String hostId) {
        return hostResource(hostId, "observations");
    }

    public URI measurementsEndpoint(String hostId) {
        return hostResource(hostId, "measurements");
    }

    private URI hostResource(String hostId, String collection) {
        String base = server.toString().replaceAll("/+$", "");
        return URI.create(base + "/api/hosts/" + URLEncoder.encode(hostId, StandardCharsets.UTF_8).replace("+", "%20") + "/" + collection);
    }

    /** Any answer from the server is returned, whatever its status; only transport failures throw. */
    public PostResult post(Observation observation) throws IOException, InterruptedException {
        return send(endpoint(observation.hostId()), json.writeValueAsBytes(observation));
    }

    /** Failed and aborted measurements are posted too: the service records them as such. */
    public PostResult post(Measurement measurement) throws IOException, InterruptedException {
        return send(measurementsEndpoint(measurement.hostId()), json.writeValueAsBytes(measurement));
    }

    private PostResult send(URI uri, byte[] body) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(TIMEOUT)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (token != null && !token.isBlank()) request.header("Authorization", "Bearer " + token);
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        return new PostResult(uri, response.statusCode(), response.body());
    }

    public record PostResult(URI uri, int status, String body) {
        public boolean ok() {
            return status >= 200 && status < 300;
        }
    }
}
