package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.support.ServiceDatabaseResource;
import io.quarkus.test.junit.QuarkusTestProfile;

import java.util.List;

/**
 * The service over its own durable embedded PostgreSQL, instead of the suite's shared fast one:
 * the tests that kill or freeze the database run against what users run.
 */
public class ServiceDatabaseProfile implements QuarkusTestProfile {
    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(ServiceDatabaseResource.class));
    }

    @Override
    public boolean disableGlobalTestResources() {
        return true;
    }
}
