package dev.linkledger.rules.topology;

import dev.linkledger.rules.finding.Severity;

import java.util.Locale;
import java.util.Map;

/**
 * Reads a rule's {@code @id} and {@code @severity} metadata as the consequence sees it
 * ({@code drools.getRule().getMetaData()}); Drools 10 keeps the quotes of quoted values.
 */
public final class RuleMetadata {
    private RuleMetadata() {
    }

    public static String text(Map<String, Object> metadata, String key) {
        Object value = metadata.get(key);
        if (value == null) throw new IllegalStateException("rule metadata @" + key + " missing");
        String text = value.toString().trim();
        if (text.length() >= 2 && text.startsWith("\"") && text.endsWith("\"")) text = text.substring(1, text.length() - 1);
        return text;
    }

    public static String id(Map<String, Object> metadata) {
        return text(metadata, "id");
    }

    public static Severity severity(Map<String, Object> metadata) {
        return Severity.valueOf(text(metadata, "severity").toUpperCase(Locale.ROOT));
    }
}
