package dev.linkledger.probe.spool;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.IntSupplier;

/**
 * A real HTTP endpoint standing in for the service's {@code POST /api/hosts/{id}/observations}
 * (the service itself is tested in the advisor module): records the observation ids it accepted
 * and answers with the status the test chooses (its question about a host's content, 404: it holds none). It can be stopped and started again on the same port.
 */
public final class ServiceStandIn implements AutoCloseable {
    private final ObjectMapper json = new ObjectMapper();
    public final List<String> accepted = new CopyOnWriteArrayList<>();
    public final List<Long> requestTimes = new CopyOnWriteArrayList<>();
    private final IntSupplier status;
    private final String problem;
    private HttpServer server;
    private int port;

    public ServiceStandIn(IntSupplier status, String problem) {
        this.status = status;
        this.problem = problem;
    }

    public static ServiceStandIn accepting() {
        return new ServiceStandIn(() -> 201, null);
    }

    public ServiceStandIn start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 0);
        port = server.getAddress().getPort();
        server.createContext("/api/hosts/", exchange -> {
            if (exchange.getRequestURI().getPath().endsWith("/content")) {
                // The probe's question with a scan's digest: this stand-in holds no content, so every scan is posted.
                exchange.sendResponseHeaders(404, -1);
                exchange.close();
                return;
            }
            requestTimes.add(System.nanoTime());
            JsonNode body = json.readTree(exchange.getRequestBody());
            int answer = status.getAsInt();
            if (answer / 100 == 2) accepted.add(body.path("observationId").asText());
            byte[] reply = (answer / 100 == 2 ? "{}" : problem == null ? "{\"status\":" + answer + "}" : problem)
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", answer / 100 == 2 ? "application/json" : "application/problem+json");
            exchange.sendResponseHeaders(answer, reply.length);
            exchange.getResponseBody().write(reply);
            exchange.close();
        });
        server.start();
        return this;
    }

    /** Like the service process dying: the port refuses connections until {@link #start()} again. */
    public void kill() {
        server.stop(0);
    }

    public java.net.URI uri() {
        return java.net.URI.create("http://127.0.0.1:" + port);
    }

    @Override
    public void close() {
        if (server != null) server.stop(0);
    }
}
