package dev.linkledger.inventory.rest;

import dev.linkledger.inventory.api.CommandRejectedException;
import dev.linkledger.inventory.api.InvalidHostIdException;
import org.axonframework.modelling.command.AggregateNotFoundException;
import dev.linkledger.inventory.api.InvalidObservationException;
import dev.linkledger.inventory.axon.AxonNotRunningException;
import dev.linkledger.inventory.axon.DatabaseUnavailable;
import jakarta.validation.ConstraintViolation;
import org.axonframework.modelling.command.ConcurrencyException;
import jakarta.validation.ConstraintViolationException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The one place where exceptions become HTTP answers: always {@code application/problem+json},
 * never a stack trace. Unreadable requests (JSON, media type, method) are {@link RequestProblemMappers}'.
 */
public class ProblemMappers {
    private static final Logger LOG = Logger.getLogger(ProblemMappers.class);

    @jakarta.inject.Inject
    dev.linkledger.inventory.axon.DatabaseFaults faults;

    @ServerExceptionMapper
    public Response badInput(ProblemException e) {
        return respond(e.problem());
    }

    @ServerExceptionMapper
    public Response invalidObservation(InvalidObservationException e) {
        return respond(Problem.of(400, "Invalid observation", e.getMessage(), e.field()));
    }

    @ServerExceptionMapper
    public Response invalidHostId(InvalidHostIdException e) {
        return respond(Problem.of(400, "Invalid host id", e.getMessage(), "hostId"));
    }

    @ServerExceptionMapper
    public Response rejected(CommandRejectedException e) {
        return switch (e.reason()) {
            case INVALID -> respond(Problem.of(400, "Invalid request", e.getMessage(), e.field()));
            case NOT_FOUND -> respond(Problem.of(404, "Not found", e.getMessage(), e.field()));
            case CONFLICT -> respond(Problem.of(409, "Conflict", e.getMessage(), e.field()));
        };
    }

    @ServerExceptionMapper
    public Response unknownAggregate(AggregateNotFoundException e) {
        return respond(Problem.of(404, "Not found", "nothing is recorded under id '" + e.getAggregateIdentifier() + "'", null));
    }

    @ServerExceptionMapper
    public Response concurrentWrite(ConcurrencyException e) {
        return respond(Problem.of(409, "Conflict",
                "another change to the same aggregate was recorded at the same time; retry the request", null));
    }

    @ServerExceptionMapper
    public Response notRunning(AxonNotRunningException e) {
        return Response.fromResponse(respond(Problem.of(503, "Service unavailable", e.getMessage(), null)))
                .header("Retry-After", "5").build();
    }

    @ServerExceptionMapper
    public Response invalid(ConstraintViolationException e) {
        List<Problem.FieldError> errors = e.getConstraintViolations().stream()
                .map(v -> new Problem.FieldError(leaf(v), null, v.getMessage()))
                .sorted(java.util.Comparator.comparing(Problem.FieldError::field))
                .toList();
        String detail = errors.stream().map(x -> x.field() + ": " + x.message()).collect(Collectors.joining("; "));
        String field = errors.isEmpty() ? null : errors.get(0).field();
        return respond(new Problem("about:blank", "Invalid request", 400, detail, field, errors));
    }

    @ServerExceptionMapper
    public Response web(WebApplicationException e, jakarta.ws.rs.core.UriInfo uri) {
        // Quarkus' JSON reader answers a syntax error and some bad bodies (a number too large for an
        // int, null in a list of ints) with a bare 400 whose cause is Jackson's: answer with the
        // parser's reason, place and field instead.
        for (Throwable t = e.getCause(); t != null; t = t.getCause())
            if (t instanceof com.fasterxml.jackson.core.JsonProcessingException json)
                return new RequestProblemMappers().malformedJson(json, uri);
        int status = e.getResponse().getStatus();
        String title = e.getResponse().getStatusInfo().getReasonPhrase();
        return respond(Problem.of(status, title, e.getMessage(), null));
    }

    @ServerExceptionMapper
    public Response unexpected(RuntimeException e) {
        if (DatabaseUnavailable.isCauseOf(e)) return databaseUnavailable(e);
        LOG.error("unhandled error", e);
        return respond(Problem.of(500, "Internal error", "the server could not complete the request; see its log", null));
    }

    /**
     * The database is down, restarting, frozen or out of disk: nothing to fix in the request, so 503
     * and when to retry. Logged now and then, not per request ({@code DatabaseFaults}).
     */
    private Response databaseUnavailable(RuntimeException e) {
        faults.failed(e);
        Problem problem = Problem.of(503, "Service unavailable",
                "the database cannot take this right now (" + shortReason(e) + "); retry later (an observation or paste sent again is recorded once)", null);
        return Response.fromResponse(respond(problem)).header("Retry-After", "5").build();
    }

    private static String shortReason(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) root = root.getCause();
        String why = String.valueOf(root.getMessage());
        return why.length() > 200 ? why.substring(0, 200) + "..." : why;
    }

    public static Response respond(Problem problem) {
        return Response.status(problem.status()).type(Problem.MEDIA_TYPE).entity(problem).build();
    }

    private static String leaf(ConstraintViolation<?> v) {
        String p = v.getPropertyPath().toString();
        // "record.arg1.field" -> keep what a client sent: drop the method and parameter segments.
        String[] parts = p.split("\\.");
        return parts.length > 2 ? String.join(".", java.util.Arrays.copyOfRange(parts, 2, parts.length)) : p;
    }
}
