package dev.linkledger.probe.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.probe.observation.Measurement;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationDigest;
import dev.linkledger.probe.observation.ObservationJson;
import dev.linkledger.probe.spool.DeliveryOutcome;

import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
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
    /**
     * Per host, the ETag of the service's last answer to an observation: the digest of the content it
     * holds. A scan with the same digest is first asked about with a conditional GET of the host's
     * content (no body sent; 304: the service holds it), and only if the service does not hold it is it
     * posted, with If-None-Match still, which a service without that GET answers 412 unread.
     */
    private final java.util.Map<String, String> accepted = new java.util.concurrent.ConcurrentHashMap<>();

    /** @param token sent as {@code Authorization: Bearer}; null sends no credentials */
    public ObservationClient(URI server, String token, HttpClient http) {
        this.server = server;
        this.token = token;
        this.http = http;
    }

    public ObservationClient(URI server, String token) {
        this(server, token, httpClientFor(server));
    }

    /**
     * For plain {@code http://} no TLS is ever spoken, so the client gets a TLS context without
     * trust anchors: the JDK's default one would parse the whole CA store, about 15 MB of the
     * resident set of a long-running {@code probe watch}. {@code https://} uses the default.
     */
    static HttpClient httpClientFor(URI server) {
        // One small POST now and then: HTTP/1.1 is enough, and skipping the h2c upgrade spares the HTTP/2 machinery.
        HttpClient.Builder builder = HttpClient.newBuilder().connectTimeout(TIMEOUT).version(HttpClient.Version.HTTP_1_1);
        if ("http".equalsIgnoreCase(server.getScheme())) {
            try {
                SSLContext unused = SSLContext.getInstance("TLS");
                unused.init(new KeyManager[0], new TrustManager[0], null);
                builder.sslContext(unused);
            } catch (GeneralSecurityException e) {
                // Then the default context it is: more memory, same behaviour.
            }
        }
        return builder.build();
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
        return postJson(observation.hostId(), json.writeValueAsBytes(observation));
    }

    /** Posts an observation already in its JSON form (as the spool keeps it), unless the service holds its content. */
    public PostResult postJson(String hostId, byte[] observationJson) throws IOException, InterruptedException {
        return offer(hostId, observationJson, ObservationDigest.of(json.readValue(observationJson, Observation.class)));
    }

    /**
     * Delivers a scan whose {@link ObservationDigest} is known. When the service may hold its content (the
     * last content it accepted from here was this, or nothing was accepted since this client started) it
     * is asked first with the digest alone, and the body is sent only if the answer is not 304: an
     * unchanged re-scan costs the service a request of headers, and neither side moves 60 kB. A scan
     * whose content changed since the last accepted one is posted at once (the question would be wasted).
     */
    public PostResult offer(String hostId, byte[] observationJson, String digest) throws IOException, InterruptedException {
        String tag = "\"" + digest + "\"";
        String last = accepted.get(hostId);
        if (last == null || last.equals(tag)) {
            PostResult asked = ask(hostId, tag);
            if (asked.unchanged()) {
                accepted.put(hostId, tag);
                return asked;
            }
        }
        PostResult result = send(endpoint(hostId), observationJson, "respond-async", tag.equals(last) ? tag : null);
        if (result.etag() != null) accepted.put(hostId, result.etag());
        return result;
    }

    /** GET of the host's content with If-None-Match: 304 when the service holds it; 200, 404 (or a service without it) otherwise. */
    private PostResult ask(String hostId, String tag) throws IOException, InterruptedException {
        URI uri = hostResource(hostId, "content");
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(TIMEOUT).header("If-None-Match", tag).GET();
        if (token != null && !token.isBlank()) request.header("Authorization", "Bearer " + token);
        HttpResponse<Void> response = http.send(request.build(), HttpResponse.BodyHandlers.discarding());
        return new PostResult(uri, response.statusCode(), "", response.headers().firstValue("ETag").orElse(null));
    }

    /** Failed and aborted measurements are posted too: the service records them as such. */
    public PostResult post(Measurement measurement) throws IOException, InterruptedException {
        return send(measurementsEndpoint(measurement.hostId()), json.writeValueAsBytes(measurement), null, null);
    }

    private PostResult send(URI uri, byte[] body, String prefer, String ifNoneMatch) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(TIMEOUT)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (prefer != null) request.header("Prefer", prefer);
        if (ifNoneMatch != null) request.header("If-None-Match", ifNoneMatch);
        if (token != null && !token.isBlank()) request.header("Authorization", "Bearer " + token);
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        return new PostResult(uri, response.statusCode(), response.body(), response.headers().firstValue("ETag").orElse(null));
    }

    /** @param etag the answer's ETag (an observation's: the digest of the content the service now holds), or null */
    public record PostResult(URI uri, int status, String body, String etag) {
        public PostResult(URI uri, int status, String body) {
            this(uri, status, body, null);
        }

        /** Taken: recorded (2xx), or a re-scan the service already holds (304 to the question, 412 to a conditional POST). */
        public boolean ok() {
            return status >= 200 && status < 300 || unchanged();
        }

        /** The service holds this content already: nothing was sent (304) or read (412), nothing recorded. */
        public boolean unchanged() {
            return DeliveryOutcome.unchanged(status);
        }

    }
}
