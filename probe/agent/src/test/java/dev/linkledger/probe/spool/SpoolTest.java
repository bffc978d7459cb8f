package dev.linkledger.probe.spool;

import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationJson;
import dev.linkledger.probe.sysfs.SysfsFixtures;
import dev.linkledger.probe.sysfs.SysfsReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SpoolTest {
    static Observation scan(String host) {
        return new SysfsReader(SysfsFixtures.SEED000).read(host);
    }

    private static List<String> ids(Spool spool) {
        return spool.pending().stream().map(SpoolEntry::observationId).toList();
    }

    /** The files of a spool directory, its lock file aside. */
    private static List<String> names(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> !n.equals(".lock")).sorted().toList();
        }
    }

    @Test
    void anAppendedObservationIsACompleteFileWithNoTempFileLeft(@TempDir Path dir) throws Exception {
        Spool spool = Spool.open(dir, 10);
        Observation o = scan("desktop");

        SpoolEntry entry = spool.append(o);

        assertThat(names(dir)).containsExactly("0000000000000000001.json");
        assertThat(ObservationJson.mapper().readValue(entry.file().toFile(), Observation.class)).isEqualTo(o);
    }

    @Test
    void aWriteCutShortByACrashWasNeverAcknowledgedAndIsDiscardedOnOpen(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve(".tmp-0000000000000000001.json"), "{\"observationId\":\"half");

        Spool spool = Spool.open(dir, 10);

        assertThat(spool.size()).isZero();
        assertThat(names(dir)).isEmpty();
    }

    @Test
    void whatAnEarlierRunAcknowledgedIsPendingAgainInOrderAfterARestart(@TempDir Path dir) throws Exception {
        Spool first = Spool.open(dir, 10);
        List<String> appended = Stream.of("a", "b", "c").map(h -> {
            try {
                return first.append(scan("desktop")).observationId();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }).toList();
        first.close();

        Spool restarted = Spool.open(dir, 10);
        SpoolEntry fourth = restarted.append(scan("desktop"));

        assertThat(ids(restarted)).hasSize(4).startsWith(appended.toArray(String[]::new));
        assertThat(fourth.sequence()).isEqualTo(4);
    }

    @Test
    void overTheBoundTheOldestSnapshotsOfAHostGiveWayToItsNewest(@TempDir Path dir) throws Exception {
        Spool spool = Spool.open(dir, 3);
        String[] ids = new String[5];
        for (int i = 0; i < 5; i++) ids[i] = spool.append(scan("desktop")).observationId();

        assertThat(ids(spool)).containsExactly(ids[2], ids[3], ids[4]);
        assertThat(spool.compacted()).isEqualTo(2);
        assertThat(names(dir)).containsExactly("0000000000000000003.json", "0000000000000000004.json", "0000000000000000005.json");
    }

    @Test
    void neverDropsTheNewestSnapshotOfAnyHostEvenOverTheBound(@TempDir Path dir) throws Exception {
        Spool spool = Spool.open(dir, 2);
        String a1 = spool.append(scan("lab-a")).observationId();
        String b1 = spool.append(scan("lab-b")).observationId();
        spool.append(scan("lab-a"));
        String a3 = spool.append(scan("lab-a")).observationId();
        String c1 = spool.append(scan("lab-c")).observationId();

        assertThat(ids(spool)).containsExactly(b1, a3, c1).doesNotContain(a1);
    }

    @Test
    void aRejectedObservationMovesToRejectedWithTheServersProblem(@TempDir Path dir) throws Exception {
        Spool spool = Spool.open(dir, 10);
        SpoolEntry entry = spool.append(scan("desktop"));

        spool.rejected(entry, 400, "{\"title\":\"Bad observation\",\"detail\":\"devices[0].path: not a port path\"}");

        assertThat(spool.size()).isZero();
        assertThat(names(dir.resolve("rejected"))).containsExactly("0000000000000000001.json", "0000000000000000001.problem.json");
        assertThat(Files.readString(dir.resolve("rejected/0000000000000000001.problem.json"))).contains("not a port path");
        spool.close();
        assertThat(Spool.open(dir, 10).size()).as("not resent after a restart").isZero();
    }

    @Test
    void aSpoolInUseCannotBeOpenedAgainUntilItIsClosed(@TempDir Path dir) throws Exception {
        Spool first = Spool.open(dir, 10);
        first.append(scan("desktop"));

        assertThatThrownBy(() -> Spool.open(dir, 10)).hasMessage("spool " + dir + " is in use by another probe process");
        first.close();
        assertThat(Spool.open(dir, 10).size()).isEqualTo(1);
    }

    @Test
    void aBoundBelowOneIsRefused(@TempDir Path dir) {
        assertThatThrownBy(() -> Spool.open(dir, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
