package dev.linkledger.inventory.rest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import dev.linkledger.inventory.api.CommandRejectedException;
import dev.linkledger.inventory.api.InvalidHostIdException;
import org.axonframework.modelling.command.AggregateNotFoundException;
import dev.linkledger.inventory.api.InvalidObservationException;
import dev.linkledger.inventory.axon.AxonNotRunningException;
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
 * never a stack trace.
 */
public class ProblemMappers {
    private static final Logger LOG = Logger.getLogger(ProblemMappers.class);

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
    public Response malformedJson(JsonProcessingException e) {
        String field = e instanceof JsonMappingException m ? path(m) : null;
        String detail = e instanceof InvalidFormatException f
                ? "value " + f.getValue() + " is not a valid " + f.getTargetType().getSimpleName()
                : e instanceof UnrecognizedPropertyException u
                ? "unknown property '" + u.getPropertyName() + "'"
                : e.getOriginalMessage();
        if (e.getLocation() != null) {
            detail += " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")";
        }
        return respond(Problem.of(400, "Malformed JSON", detail, field));
    }

    /** More specific than Quarkus' own mapper for wrong types and unknown enum values, which answers plain JSON. */
    @ServerExceptionMapper
    public Response mismatchedInput(MismatchedInputException e) {
        return malformedJson(e);
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
    public Response web(WebApplicationException e) {
        // The JSON reader answers some bad bodies (a number too large for an int, null in a list
        // of ints) with a bare 400 whose cause is Jackson's: name the field from it instead.
        for (Throwable t = e.getCause(); t != null; t = t.getCause())
            if (t instanceof JsonProcessingException json) return malformedJson(json);
        int status = e.getResponse().getStatus();
        String title = e.getResponse().getStatusInfo().getReasonPhrase();
        return respond(Problem.of(status, title, e.getMessage(), null));
    }

    @ServerExceptionMapper
    public Response unexpected(RuntimeException e) {
        LOG.error("unhandled error", e);
        return respond(Problem.of(500, "Internal error", "the server could not complete the request; see its log", null));
    }

    public static Response respond(Problem problem) {
        return Response.status(problem.status()).type(Problem.MEDIA_TYPE).entity(problem).build();
    }

    private static String path(JsonMappingException e) {
        if (e.getPath() == null || e.getPath().isEmpty()) return null;
        StringBuilder sb = new StringBuilder();
        for (JsonMappingException.Reference ref : e.getPath()) {
            if (ref.getFieldName() != null) {
                if (!sb.isEmpty()) sb.append('.');
                sb.append(ref.getFieldName());
            } else if (ref.getIndex() >= 0) {
                sb.append('[').append(ref.getIndex()).append(']');
            }
        }
        return sb.toString();
    }

    private static String leaf(ConstraintViolation<?> v) {
        String p = v.getPropertyPath().toString();
        // "record.arg1.field" -> keep what a client sent: drop the method and parameter segments.
        String[] parts = p.split("\\.");
        return parts.length > 2 ? String.join(".", java.util.Arrays.copyOfRange(parts, 2, parts.length)) : p;
    }
}
