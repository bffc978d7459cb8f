package dev.linkledger.advisor.support;

import io.quarkus.test.junit.QuarkusTestProfile;

import java.util.Map;

/**
 * Reads without a token, and the pages' view watch without its once-a-second safety net: a change reaches an
 * open page only through the views' commit hook (ReadModelsCommitted), so a test of this profile fails
 * if that hook does not fire.
 */
public class PushOnlyProfile implements QuarkusTestProfile {
    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("linkledger.auth.anonymous-reads", "true", "linkledger.page.watch-interval", "1h");
    }
}
