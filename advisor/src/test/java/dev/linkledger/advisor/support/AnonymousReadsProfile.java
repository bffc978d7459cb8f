package dev.linkledger.advisor.support;

import io.quarkus.test.junit.QuarkusTestProfile;

import java.util.Map;

/** The embedded default a person meets: reads need no token, writes need the admin's (one profile, so one Quarkus boot, for every test of it). */
public class AnonymousReadsProfile implements QuarkusTestProfile {
    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("linkledger.auth.anonymous-reads", "true");
    }
}
