package dev.linkledger.inventory.rest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.NotAllowedException;
import jakarta.ws.rs.NotSupportedException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Problems with the request itself rather than with what it asks: unreadable JSON, a wrong
 * content type, a method the resource does not have. Each is a 4xx problem+json saying what was
 * expected, and one log line (a client's mistake is not the server's stack trace).
 */
public class RequestProblemMappers {
    private static final Logger LOG = Logger.getLogger(RequestProblemMappers.class);

    @ServerExceptionMapper
    public Response malformedJson(JsonProcessingException e, UriInfo uri) {
        return logged(uri, JsonProblems.of(e));
    }

    /** More specific than Quarkus' own mapper for wrong types and unknown enum values, which answers plain JSON. */
    @ServerExceptionMapper
    public Response mismatchedInput(MismatchedInputException e, UriInfo uri) {
        return malformedJson(e, uri);
    }

    /** Quarkus wraps a body its reader could not parse in a bare "HTTP 400 Bad Request"; answer with the parser's reason. */
    @ServerExceptionMapper
    public Response badRequest(BadRequestException e, UriInfo uri) {
        if (e.getCause() instanceof JsonProcessingException json) return malformedJson(json, uri);
        String detail = e.getMessage() == null || e.getMessage().startsWith("HTTP 400") ? "the request cannot be read" : e.getMessage();
        return logged(uri, Problem.of(400, "Bad request", detail, null));
    }

    @ServerExceptionMapper
    public Response unsupportedType(NotSupportedException e, UriInfo uri, HttpHeaders headers) {
        String sent = headers.getMediaType() == null ? "no Content-Type" : "Content-Type " + headers.getMediaType();
        String expected = ConsumedTypes.expectedFor(uri.getPath());
        return logged(uri, Problem.of(415, "Unsupported media type",
                "this endpoint reads " + expected + "; the request has " + sent, "Content-Type"));
    }

    /** 405 with the {@code Allow} header RFC 9110 requires: the methods the resources declare for the path. */
    @ServerExceptionMapper
    public Response notAllowed(NotAllowedException e, UriInfo uri, jakarta.ws.rs.core.Request request) {
        String allow = e.getResponse().getHeaderString(HttpHeaders.ALLOW);
        if (allow == null) allow = AllowedMethods.of(uri.getPath());
        Problem problem = Problem.of(405, "Method not allowed", request.getMethod() + " is not allowed here"
                + (allow == null ? "" : "; allowed: " + allow), null);
        Response.ResponseBuilder answer = Response.fromResponse(logged(uri, problem));
        if (allow != null) answer.header(HttpHeaders.ALLOW, allow);
        return answer.build();
    }

    private static Response logged(UriInfo uri, Problem problem) {
        LOG.infof("%d %s: %s", problem.status(), uri.getPath(), problem.detail());
        return ProblemMappers.respond(problem);
    }
}
