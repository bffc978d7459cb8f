package dev.linkledger.inventory.rest;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;

import java.time.temporal.Temporal;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Jackson's errors in words for the person who sent the body: what was expected, where (field,
 * line and column), and never a Java class name ("Cannot deserialize value of type
 * `java.lang.Integer`" becomes "expected an integer").
 */
final class JsonProblems {
    private JsonProblems() {
    }

    static Problem of(JsonProcessingException e) {
        String field = e instanceof JsonMappingException m ? path(m) : null;
        String detail = detail(e, field) + where(e.getLocation());
        if (field == null && e instanceof JsonParseException) field = duplicated(e.getOriginalMessage());
        return Problem.of(400, e instanceof JsonParseException ? "Malformed JSON" : "Invalid JSON value", detail, field);
    }

    private static String detail(JsonProcessingException e, String field) {
        String at = field == null ? "" : field + ": ";
        if (e instanceof UnrecognizedPropertyException u) {
            String known = u.getKnownPropertyIds() == null ? "" : u.getKnownPropertyIds().stream().map(String::valueOf)
                    .sorted().collect(Collectors.joining(", "));
            return "unknown field '" + u.getPropertyName() + "'" + (known.isEmpty() ? "" : "; known fields: " + known);
        }
        if (e instanceof InvalidFormatException f) {
            return at + "expected " + expected(f.getTargetType()) + ", not " + shown(f.getValue());
        }
        if (e instanceof ValueInstantiationException v && v.getCause() instanceof IllegalArgumentException cause && cause.getMessage() != null) {
            return at + cause.getMessage();
        }
        if (e instanceof MismatchedInputException m) {
            String original = String.valueOf(m.getOriginalMessage());
            if (original.startsWith("No content to map")) return "the body is empty; a JSON document is required";
            if (m.getTargetType() != null) return at + "expected " + expected(m.getTargetType()) + fraction(original);
            return at + "the value does not have the expected shape";
        }
        if (e instanceof JsonParseException p) return "not valid JSON: " + withoutSource(p.getOriginalMessage());
        return at + "the value cannot be read";
    }

    /** A fraction given for an integer: say so, since "expected an integer" alone puzzles over {@code 2.5}. */
    private static String fraction(String original) {
        return original.contains("Floating-point value") ? ", not a fraction" : "";
    }

    /** What a person should have written for this Java type. */
    static String expected(Class<?> type) {
        if (type == null) return "another value";
        if (type.isEnum()) {
            return "one of " + Arrays.stream(type.getEnumConstants()).map(String::valueOf).collect(Collectors.joining(", "));
        }
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class
                || type == Short.class || type == short.class || type == java.math.BigInteger.class) return "an integer";
        if (Number.class.isAssignableFrom(type) || type == double.class || type == float.class) return "a number";
        if (type == Boolean.class || type == boolean.class) return "true or false";
        if (type == String.class || CharSequence.class.isAssignableFrom(type)) return "a string";
        if (Temporal.class.isAssignableFrom(type)) return "an ISO-8601 instant such as 2026-11-30T10:00:00Z";
        if (type.isArray() || Collection.class.isAssignableFrom(type)) return "a list (a JSON array)";
        if (Map.class.isAssignableFrom(type) || type.isRecord() || !type.getName().startsWith("java.")) return "an object";
        return "another kind of value";
    }

    private static String shown(Object value) {
        return value instanceof String s ? "\"" + (s.length() > 40 ? s.substring(0, 40) + "…" : s) + "\"" : String.valueOf(value);
    }

    /** Jackson names its input source ("[Source: (io.vertx...InputStream); line: 1, column: 3]") inside some messages. */
    private static String withoutSource(String message) {
        if (message == null) return "unreadable";
        return message.replaceAll("\\s*\\(?(start marker )?at \\[Source:[^\\]]*\\]\\)?", "").replaceAll("\\R.*", "").trim();
    }

    private static String where(JsonLocation location) {
        if (location == null || location.getLineNr() < 0) return "";
        return " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
    }

    /** The key of a "Duplicate field 'label'" error (STRICT_DUPLICATE_DETECTION), the parser's only way to say it. */
    private static String duplicated(String message) {
        var m = java.util.regex.Pattern.compile("^Duplicate field '([^']*)'").matcher(String.valueOf(message));
        return m.find() ? m.group(1) : null;
    }

    /** {@code devices[0].speedMbps}, as the client wrote it. */
    static String path(JsonMappingException e) {
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
        return sb.isEmpty() ? null : sb.toString();
    }
}
