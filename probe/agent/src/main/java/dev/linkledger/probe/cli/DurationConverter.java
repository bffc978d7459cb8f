package dev.linkledger.probe.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Durations as people type them: {@code 300ms}, {@code 30s}, {@code 5m}, {@code 1h}, or ISO-8601 ({@code PT5M}). */
final class DurationConverter implements ITypeConverter<Duration> {
    private static final Pattern SHORT = Pattern.compile("(\\d+)\\s*(ms|s|m|h)");

    @Override
    public Duration convert(String value) {
        String text = value.trim().toLowerCase();
        Matcher m = SHORT.matcher(text);
        if (m.matches()) {
            long n = Long.parseLong(m.group(1));
            return switch (m.group(2)) {
                case "ms" -> Duration.ofMillis(n);
                case "s" -> Duration.ofSeconds(n);
                case "m" -> Duration.ofMinutes(n);
                default -> Duration.ofHours(n);
            };
        }
        try {
            return Duration.parse(value.trim().toUpperCase());
        } catch (RuntimeException e) {
            throw new TypeConversionException("'" + value + "' is not a duration (use e.g. 300ms, 30s, 5m, 1h)");
        }
    }
}
