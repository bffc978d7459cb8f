package dev.linkledger.advisor.web;

import io.quarkus.test.junit.QuarkusTestProfile;

import java.util.Map;

/** The embedded default a person's browser meets: reads need no token, writes need the admin's. */
public class AnonymousReadsProfile implements QuarkusTestProfile {
    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("linkledger.auth.anonymous-reads", "true");
    }
}
