package dev.linkledger.probe.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.time.Duration;

/** {@code 30}, {@code 30s}, {@code 500ms}, {@code 2m}: plain numbers are seconds, as in fio. */
final class SecondsConverter implements ITypeConverter<Duration> {
    @Override
    public Duration convert(String value) {
        String v = value.trim();
        try {
            if (v.endsWith("ms")) return Duration.ofMillis(Long.parseLong(v.substring(0, v.length() - 2)));
            if (v.endsWith("m")) return Duration.ofMinutes(Long.parseLong(v.substring(0, v.length() - 1)));
            if (v.endsWith("s")) v = v.substring(0, v.length() - 1);
            return Duration.ofMillis(Math.round(Double.parseDouble(v) * 1000));
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not a duration (examples: 30, 30s, 500ms, 2m)");
        }
    }
}
