package dev.linkledger.inventory.rest;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;

/**
 * An RFC 9457 problem detail, the body of every error this API returns
 * ({@code application/problem+json}). {@code field} names the offending input where there is one;
 * {@code errors} lists several (validation) or the unparseable lines of an import.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Problem(String type, String title, int status, String detail, String field, List<FieldError> errors) {

    public static final String MEDIA_TYPE = "application/problem+json";

    public record FieldError(String field, Integer line, String message) {
    }

    public static Problem of(int status, String title, String detail, String field) {
        return new Problem("about:blank", title, status, detail, field, null);
    }
}
