package dev.linkledger.probe.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.util.Locale;

/** {@code 4K}, {@code 1M}, {@code 1MiB}, {@code 1G}, {@code 4096}: binary units, as fio reads {@code --bs}. */
final class ByteSizeConverter implements ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
        String v = value.trim().toUpperCase(Locale.ROOT).replace("IB", "").replace("B", "");
        long unit = 1;
        if (!v.isEmpty() && "KMGT".indexOf(v.charAt(v.length() - 1)) >= 0) {
            unit = 1L << (10 * ("KMGT".indexOf(v.charAt(v.length() - 1)) + 1));
            v = v.substring(0, v.length() - 1);
        }
        try {
            long n = Long.parseLong(v.trim());
            if (n < 0) throw new NumberFormatException();
            return Math.multiplyExact(n, unit);
        } catch (NumberFormatException | ArithmeticException e) {
            throw new TypeConversionException("'" + value + "' is not a size (examples: 4K, 1M, 1G, 4096)");
        }
    }
}
