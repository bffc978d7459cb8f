package dev.linkledger.inventory.command;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class KernelPathTest {
    @ParameterizedTest
    @ValueSource(strings = {"3-2", "1-7.2.1", "12-31", "1-1.1.1.1.1.1"})
    void acceptsPathsTheKernelNames(String path) {
        assertThat(KernelPath.problem(path)).isNull();
    }

    @ParameterizedTest
    @ValueSource(strings = {"3-0.5", "../x", "0-1", "3-", "3-2.", "usb3", "3-2:1.0", "3-32", "1-1.1.1.1.1.1.1", " 3-2", "03-2"})
    void rejectsAnythingElse(String path) {
        assertThat(KernelPath.problem(path)).isNotNull();
    }

    @Test
    void rejectsAMissingPath() {
        assertThat(KernelPath.problem(null)).isNotNull();
    }

    @Test
    void ordersByBusThenPortNumbersWithAHubBeforeWhatHangsOnIt() {
        List<String> paths = new ArrayList<>(List.of("3-10", "1-7.2", "3-2", "1-7", "10-1", "1-7.10"));
        paths.sort(KernelPath.ORDER);
        assertThat(paths).containsExactly("1-7", "1-7.2", "1-7.10", "3-2", "3-10", "10-1");
    }
}
