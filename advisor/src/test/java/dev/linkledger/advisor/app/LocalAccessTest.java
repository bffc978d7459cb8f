package dev.linkledger.advisor.app;

import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;

class LocalAccessTest {

    @Test
    void embeddedDefaultListensOnLoopbackAndReadsAnonymously() {
        assertThat(LocalAccess.defaults(Map.of(), new Properties()))
                .isEqualTo(Map.of("quarkus.http.host", "127.0.0.1", "linkledger.auth.anonymous-reads", "true"));
    }

    @Test
    void anExplicitHostLeavesAnonymousReadsOff() {
        assertThat(LocalAccess.defaults(Map.of("QUARKUS_HTTP_HOST", "0.0.0.0"), new Properties())).isEmpty();
        Properties system = new Properties();
        system.setProperty("quarkus.http.host", "192.168.1.10");
        assertThat(LocalAccess.defaults(Map.of(), system)).isEmpty();
    }

    @Test
    void anExplicitAnonymousReadsSettingIsKept() {
        assertThat(LocalAccess.defaults(Map.of("LINKLEDGER_AUTH_ANONYMOUS_READS", "false"), new Properties()))
                .containsOnlyKeys("quarkus.http.host");
    }
}
