package dev.linkledger.advisor.app;

import dev.linkledger.inventory.axon.AxonRuntime;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.annotation.Priority;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * CDI calls ShutdownEvent observers in ascending priority: the local probe must come before Axon
 * stops, or its last observation would be sent into a stopping command bus. (The log of a
 * SIGTERM'd service shows the same order: "Local probe stopped", then "Axon stopped".)
 */
class LocalProbeShutdownOrderTest {
    @Test
    void theLocalProbeStopsBeforeAxon() {
        assertThat(shutdownPriority(LocalProbe.class)).isLessThan(shutdownPriority(AxonRuntime.class));
    }

    private static int shutdownPriority(Class<?> bean) {
        for (Method m : bean.getDeclaredMethods()) {
            for (Parameter p : m.getParameters()) {
                if (p.getType() == ShutdownEvent.class) return p.getAnnotation(Priority.class).value();
            }
        }
        throw new AssertionError(bean.getSimpleName() + " observes no ShutdownEvent; methods: " + Arrays.toString(bean.getDeclaredMethods()));
    }
}
