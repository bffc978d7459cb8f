package dev.linkledger.probe.sysfs;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The committed trees are exactly what {@link SysfsFixtureTrees} writes: regenerate rather than hand-edit. */
class SysfsFixtureTreesTest {
    @Test
    void committedTreesMatchTheirGenerator(@TempDir Path tmp) throws IOException {
        for (var e : SysfsFixtureTrees.TREES.entrySet()) {
            Path fresh = tmp.resolve(e.getKey());
            e.getValue().accept(new SysfsTreeWriter(fresh));

            assertThat(snapshot(SysfsFixtures.base().resolve(e.getKey()))).as(e.getKey()).isEqualTo(snapshot(fresh));
        }
    }

    /** Relative path → file content, or "-> target" for a symlink; directories are implied. */
    private static Map<String, String> snapshot(Path root) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.toList()) {
                String rel = root.relativize(p).toString();
                if (Files.isSymbolicLink(p)) files.put(rel, "-> " + Files.readSymbolicLink(p));
                else if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) files.put(rel, java.util.HexFormat.of().formatHex(Files.readAllBytes(p)));
            }
        }
        return files;
    }
}
