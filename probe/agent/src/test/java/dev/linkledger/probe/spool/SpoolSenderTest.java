package dev.linkledger.probe.spool;

import dev.linkledger.probe.client.ObservationClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** The spool draining to a real HTTP endpoint that fails, refuses, dies and comes back. */
class SpoolSenderTest {
    private final List<String> log = new CopyOnWriteArrayList<>();
    private final List<Thread> threads = new ArrayList<>();
    private final List<SpoolSender> senders = new ArrayList<>();
    private ServiceStandIn service;

    @AfterEach
    void stopEverything() throws InterruptedException {
        for (SpoolSender s : senders) s.stop();
        for (Thread t : threads) t.join(5_000);
        if (service != null) service.close();
    }

    private SpoolSender startSender(Spool spool, Backoff backoff) {
        SpoolSender sender = new SpoolSender(spool, new ObservationClient(service.uri(), "t0ken"), backoff, log::add);
        Thread thread = new Thread(sender, "test-sender");
        thread.start();
        senders.add(sender);
        threads.add(thread);
        return sender;
    }

    @Test
    void retriesA503WithGrowingDelaysUntilTheServiceTakesIt(@TempDir Path dir) throws Exception {
        AtomicInteger calls = new AtomicInteger();
        service = new ServiceStandIn(() -> calls.incrementAndGet() <= 3 ? 503 : 201, null).start();
        Spool spool = Spool.open(dir, 10);
        String id = spool.append(SpoolTest.scan("desktop")).observationId();

        startSender(spool, new Backoff(Duration.ofMillis(100), Duration.ofSeconds(60)));

        assertThat(spool.awaitEmpty(10_000)).isTrue();
        assertThat(service.accepted).containsExactly(id);
        assertThat(service.requestTimes).hasSize(4);
        for (int i = 1; i < 4; i++) {
            long gapMillis = (service.requestTimes.get(i) - service.requestTimes.get(i - 1)) / 1_000_000;
            assertThat(gapMillis).as("gap before attempt %d", i + 1).isGreaterThanOrEqualTo(100L << (i - 1));
        }
    }

    @Test
    void a4xxIsSetAsideWithItsProblemAndNotRetried(@TempDir Path dir) throws Exception {
        service = new ServiceStandIn(() -> 400, "{\"title\":\"Bad observation\",\"detail\":\"hostId: must match [a-z0-9._-]\"}").start();
        Spool spool = Spool.open(dir, 10);
        spool.append(SpoolTest.scan("Desk Top"));
        SpoolSender sender = new SpoolSender(spool, new ObservationClient(service.uri(), null), Backoff.standard(), log::add);

        DeliveryOutcome outcome = sender.drainOnce();

        assertThat(outcome).isEqualTo(DeliveryOutcome.REJECTED);
        assertThat(service.requestTimes).hasSize(1);
        assertThat(spool.size()).isZero();
        assertThat(Files.readString(dir.resolve("rejected/0000000000000000001.problem.json"))).contains("hostId: must match");
    }

    @Test
    void aServiceKilledMidStreamAndAProbeRestartLoseNothingAndKeepTheOrder(@TempDir Path dir) throws Exception {
        service = ServiceStandIn.accepting().start();
        Backoff fast = new Backoff(Duration.ofMillis(50), Duration.ofMillis(400));
        Spool spool = Spool.open(dir, 1000);
        SpoolSender sender = startSender(spool, fast);
        List<String> acknowledged = new ArrayList<>();

        for (int i = 0; i < 5; i++) acknowledged.add(spool.append(SpoolTest.scan("desktop")).observationId());
        assertThat(spool.awaitEmpty(10_000)).isTrue();
        assertThat(service.accepted).hasSize(5);
        service.kill();
        for (int i = 0; i < 10; i++) {
            acknowledged.add(spool.append(SpoolTest.scan("desktop")).observationId());
            Thread.sleep(20);
        }
        assertThat(spool.size()).as("held while the service is down").isEqualTo(10);

        // The probe restarts too: a new process opens the same directory.
        sender.stop();
        threads.get(0).join(5_000);
        spool.close();
        Spool reopened = Spool.open(dir, 1000);
        for (int i = 0; i < 5; i++) acknowledged.add(reopened.append(SpoolTest.scan("desktop")).observationId());
        startSender(reopened, new Backoff(Duration.ofMillis(50), Duration.ofMillis(400)));
        Thread.sleep(300);
        service.start();

        assertThat(reopened.awaitEmpty(15_000)).as("everything delivered once the service is back").isTrue();
        List<String> firstArrivals = new ArrayList<>(new LinkedHashSet<>(service.accepted));
        assertThat(firstArrivals).containsExactlyElementsOf(acknowledged);
        assertThat(log).anyMatch(l -> l.startsWith("service unreachable"));
    }
}
