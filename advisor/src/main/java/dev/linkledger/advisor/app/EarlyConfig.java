package dev.linkledger.advisor.app;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * A setting read before Quarkus (and its config) starts: the system property, else the
 * environment variable Quarkus would map it from (upper case, '.' and '-' as '_').
 */
final class EarlyConfig {
    private EarlyConfig() {
    }

    static String envName(String property) {
        return property.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_');
    }

    /** The value, empty when unset or blank. */
    static Optional<String> value(String property, Map<String, String> env, Properties system) {
        return Optional.ofNullable(system.getProperty(property, env.get(envName(property))))
                .filter(v -> !v.isBlank());
    }
}
