package dev.linkledger.advisor.app;

import dev.linkledger.inventory.auth.AdminToken;
import org.postgresql.Driver;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The settings an operator gets wrong most, checked before anything starts (no database, no
 * Quarkus): each problem is one sentence naming the variable and what to put there. A start
 * with any of them would otherwise end, much later, in pages of unrelated stack traces.
 */
public final class ConfigurationCheck {
    static final String JDBC_URL = "quarkus.datasource.jdbc.url";
    static final String HTTP_PORT = "quarkus.http.port";

    private ConfigurationCheck() {
    }

    public static List<String> problems(Map<String, String> env, Properties system) {
        List<String> problems = new ArrayList<>();
        EarlyConfig.value(AdminToken.PROPERTY, env, system).flatMap(AdminToken::problemWith).ifPresent(problems::add);
        EarlyConfig.value(JDBC_URL, env, system).filter(url -> !postgresUrl(url))
                .ifPresent(url -> problems.add(EarlyConfig.envName(JDBC_URL) + " is '" + withoutParameters(url)
                        + "', which is not a PostgreSQL JDBC URL: write jdbc:postgresql://HOST:5432/DATABASE"
                        + " (or leave it unset for the embedded database)"));
        EarlyConfig.value(HTTP_PORT, env, system).filter(port -> !portNumber(port))
                .ifPresent(port -> problems.add(EarlyConfig.envName(HTTP_PORT) + " is '" + port
                        + "': it must be a TCP port number from 0 to 65535"));
        return problems;
    }

    /** The driver's own parser decides, so what passes here is what it will accept later. */
    private static boolean postgresUrl(String url) {
        return Driver.parseURL(url.strip(), null) != null;
    }

    /** Parameters may carry a password (?password=...); a log line must not. */
    private static String withoutParameters(String url) {
        int query = url.indexOf('?');
        return query < 0 ? url : url.substring(0, query) + "?...";
    }

    private static boolean portNumber(String port) {
        try {
            int n = Integer.parseInt(port.strip());
            return n >= 0 && n <= 65535;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
