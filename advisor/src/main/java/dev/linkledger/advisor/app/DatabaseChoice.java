package dev.linkledger.advisor.app;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * Decides, before Quarkus starts, whether the service brings its own PostgreSQL: only when no
 * datasource URL is configured through the standard Quarkus system property or environment
 * variable.
 */
public record DatabaseChoice(Optional<String> externalUrl, Path dataDirectory) {

    public static DatabaseChoice from(Map<String, String> env, java.util.Properties system) {
        String url = system.getProperty("quarkus.datasource.jdbc.url", env.get("QUARKUS_DATASOURCE_JDBC_URL"));
        String dir = system.getProperty("linkledger.data-dir", env.get("LINKLEDGER_DATA_DIR"));
        Path data = dir != null && !dir.isBlank()
                ? Path.of(dir)
                : Path.of(system.getProperty("user.home"), ".local", "share", "linkledger");
        return new DatabaseChoice(Optional.ofNullable(url).filter(u -> !u.isBlank()), data.toAbsolutePath());
    }

    public boolean embedded() {
        return externalUrl.isEmpty();
    }
}
