package dev.linkledger.probe.client;

import com.fasterxml.jackson.databind.ObjectMapper;
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

/** Sends observations to the LinkLedger service: {@code POST {server}/api/hosts/{host}/observations}. */
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
        String base = server.toString().replaceAll("/+$", "");
        return URI.create(base + "/api/hosts/" + URLEncoder.encode(hostId, StandardCharsets.UTF_8).replace("+", "%20") + "/observations");
    }

    /** Any answer from the server is returned, whatever its status; only transport failures throw. */
    public PostResult post(Observation observation) throws IOException, InterruptedException {
        return postJson(observation.hostId(), json.writeValueAsBytes(observation));
    }

    /** Posts an observation already in its JSON form (as the spool keeps it). */
    public PostResult postJson(String hostId, byte[] observationJson) throws IOException, InterruptedException {
        URI uri = endpoint(hostId);
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(TIMEOUT)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(observationJson));
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
