package dev.linkledger.inventory.axon;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.common.jdbc.DataSourceConnectionProvider;
import org.axonframework.common.transaction.TransactionManager;
import org.axonframework.config.AggregateConfigurer;
import org.axonframework.config.Configuration;
import org.axonframework.config.Configurer;
import org.axonframework.config.DefaultConfigurer;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.PropagatingErrorHandler;
import org.axonframework.eventhandling.deadletter.jdbc.JdbcSequencedDeadLetterQueue;
import org.axonframework.eventhandling.tokenstore.jdbc.JdbcTokenStore;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.axonframework.eventsourcing.eventstore.jdbc.JdbcEventStorageEngine;
import org.axonframework.serialization.Serializer;
import org.jboss.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.axonframework.eventsourcing.EventCountSnapshotTriggerDefinition;

import org.axonframework.commandhandling.gateway.DefaultCommandGateway;
import org.axonframework.messaging.correlation.MessageOriginProvider;
import org.axonframework.messaging.correlation.SimpleCorrelationDataProvider;

import javax.sql.DataSource;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.sql.SQLException;
import java.util.LinkedHashSet;
import java.util.HashMap;
import java.util.Map;
import java.time.Duration;
import org.axonframework.config.EventProcessingConfigurer;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.async.SequencingPolicy;
import java.util.Set;

/**
 * Builds and runs Axon Framework inside Quarkus, programmatically: no Spring, no Axon Server.
 * The event store and the token store are JDBC tables (Flyway's V1) in the service's PostgreSQL,
 * reached through the plain Agroal DataSource so connections join the JTA transaction.
 *
 * <p>Started after Flyway has migrated (StartupEvent) and shut down first on ShutdownEvent, so
 * processors stop before the DataSource and any embedded PostgreSQL go away.
 */
@Singleton
public class AxonRuntime {
    private static final Logger LOG = Logger.getLogger(AxonRuntime.class);
    /** Per aggregate type: a lab's hosts and cables, with room to spare. */
    private static final long CACHED_AGGREGATES = 2_000;
    /** Distinct aggregates with dead letters per processing group before the queue refuses more. */
    private static final int MAX_DEAD_LETTER_SEQUENCES = 100_000;
    /** Sequences (hosts, cables) per segment whose absence from the dead-letter queue is remembered. */
    private static final int DEAD_LETTER_SEQUENCE_CACHE = 10_000;
    /**
     * A segment whose owner stopped extending its claim (killed, frozen, cut off) may be claimed by
     * another instance after this long; owners extend every {@link #CLAIM_EXTENSION}, and idle
     * coordinators look for claimable segments every {@link #CLAIM_INTERVAL}, so a dead instance's
     * segments move within about 7 s (Axon's defaults, 10 s + 5 s, would take up to 15).
     */
    private static final Duration CLAIM_TIMEOUT = Duration.ofSeconds(5);
    private static final Duration CLAIM_EXTENSION = Duration.ofMillis(1500);
    private static final Duration CLAIM_INTERVAL = Duration.ofSeconds(2);

    /**
     * Events between two snapshots of a Host ({@code LINKLEDGER_SNAPSHOTS_EVERY}): loading a host
     * after a restart reads its snapshot and at most this many events, not its whole history.
     */
    @ConfigProperty(name = "linkledger.snapshots.every", defaultValue = "250")
    int snapshotEvery;
    @Inject
    DataSource dataSource;
    @Inject
    jakarta.transaction.TransactionManager jta;
    @Inject
    Instance<ProjectionHandler> projections;
    @Inject
    Instance<InlineProjection> inlineProjections;
    @Inject
    Instance<AggregateCatalog> aggregateCatalogs;

    private final PoisonIsolation isolation = new PoisonIsolation();
    private final Map<Class<?>, AggregateCache> caches = new java.util.concurrent.ConcurrentHashMap<>();
    private volatile Configuration configuration;
    private volatile List<String> processingGroups = List.of();
    private volatile Set<String> rebuildableGroups = Set.of();
    private volatile JdbcEventStorageEngine storageEngine;
    private ScheduledExecutorService retryExecutor;

    void start(@Observes @Priority(100) StartupEvent event) {
        // Events are stamped to the millisecond, as the store keeps them (DateTimeUtils.formatInstant): a
        // view written inline from the message in memory then equals one rebuilt from the store (ReplayTest
        // found access_token.issued_at in microseconds live and milliseconds after a replay).
        org.axonframework.eventhandling.GenericEventMessage.clock = java.time.Clock.tickMillis(java.time.ZoneOffset.UTC);
        TransactionManager transactions = new JtaTransactionManager(jta);
        Serializer serializer = StoreSerializer.create();
        DataSourceConnectionProvider connections = new DataSourceConnectionProvider(dataSource);

        JdbcEventStorageEngine storage = JdbcEventStorageEngine.builder()
                .connectionProvider(connections)
                .transactionManager(transactions)
                .schema(StoreSchemas.events())
                .dataType(byte[].class)
                .eventSerializer(serializer)
                .snapshotSerializer(serializer)
                .persistenceExceptionResolver(AxonRuntime::isDuplicateKey)
                .build();
        storageEngine = storage;
        Configurer configurer = DefaultConfigurer.defaultConfiguration(false)
                .configureSerializer(c -> serializer)
                .configureMessageSerializer(c -> serializer)
                .configureEventSerializer(c -> serializer)
                .configureTransactionManager(c -> transactions)
                .configureEventStore(c -> EmbeddedEventStore.builder().storageEngine(storage).build());
        for (AggregateCatalog catalog : aggregateCatalogs)
            for (Class<?> type : catalog.aggregates())
                configurer.configureAggregate(cached(type, catalog.snapshotted().contains(type) ? snapshotEvery : 0));
        retryExecutor = Executors.newSingleThreadScheduledExecutor(r -> new Thread(r, "command-retry"));
        ScheduledExecutorService retries = retryExecutor;
        configurer.registerComponent(CommandGateway.class, c -> DefaultCommandGateway.builder()
                .commandBus(c.commandBus())
                .retryScheduler(new ConcurrentWriteRetry(retries))
                .build());
        // Events carry the source of the command that caused them (probe, import, person).
        configurer.configureCorrelationDataProviders(c -> List.of(new MessageOriginProvider(),
                new SimpleCorrelationDataProvider(EventSources.KEY)));

        configurer.registerHandlerEnhancerDefinition(c -> new PoisonIsolatingEnhancer(isolation, new ProjectionWrites()));
        TransactionManager deadLetterRetries = JtaTransactionManager.forDeadLetterRetries(jta);
        Set<String> groups = new LinkedHashSet<>();
        Map<String, SegmentedHandler> segmented = new HashMap<>();
        Map<String, Boolean> resettable = new HashMap<>();
        for (ProjectionHandler handler : projections) {
            Object bean = handler;
            String group = processingGroupOf(bean.getClass());
            groups.add(group);
            if (handler instanceof SegmentedHandler s) {
                // Several handlers in a segmented group would need one sequencing policy between them.
                if (segmented.containsKey(group)) throw new IllegalStateException("two segmented handlers in group " + group);
                segmented.put(group, s);
            }
            // A replay resets a group as a whole: a handler without a reset handler in a group that
            // has one would replay into the rows it already wrote.
            boolean resets = hasResetHandler(bean.getClass());
            Boolean others = resettable.putIfAbsent(group, resets);
            if (others != null && others != resets)
                throw new IllegalStateException("group " + group + " mixes handlers with and without @ResetHandler");
            configurer.eventProcessing(ep -> ep.registerEventHandler(c -> bean));
        }
        // Inline views: subscribing processors, run in the unit of work that appends the events.
        Set<String> inline = new LinkedHashSet<>();
        for (InlineProjection handler : inlineProjections) {
            Object bean = handler;
            inline.add(processingGroupOf(bean.getClass()));
            configurer.eventProcessing(ep -> ep.registerEventHandler(c -> bean));
        }
        configurer.eventProcessing(ep -> {
            inline.forEach(ep::registerSubscribingEventProcessor);
            // A fault an inline view does not handle itself (the database away) fails the write, which is
            // retried; one a projection does not handle reaches its dead-letter policy (PoisonIsolation).
            ep.registerDefaultListenerInvocationErrorHandler(c -> PropagatingErrorHandler.instance());
            // A projection that cannot take an event parks it (and its aggregate's later events) in the
            // dead-letter queue instead of retrying the batch forever; inline views have none.
            ep.registerDeadLetterQueueProvider(group -> !groups.contains(group) ? null : c -> JdbcSequencedDeadLetterQueue.builder()
                    .processingGroup(group)
                    .connectionProvider(connections)
                    .transactionManager(transactions)
                    .schema(StoreSchemas.deadLetters())
                    .genericSerializer(serializer)
                    .eventSerializer(serializer)
                    // Axon's defaults (1024 each) would fail the batch once a busy host had
                    // queued that many events behind its poison event.
                    .maxSequences(MAX_DEAD_LETTER_SEQUENCES)
                    .maxSequenceSize(Integer.MAX_VALUE)
                    .build());
            ep.registerDefaultDeadLetterPolicy(c -> isolation::decide);
            ep.registerTokenStore(c -> JdbcTokenStore.builder()
                    .connectionProvider(connections)
                    .schema(StoreSchemas.tokens())
                    .serializer(serializer)
                    .contentType(byte[].class)
                    .claimTimeout(CLAIM_TIMEOUT)
                    .build());
            for (String group : groups) {
                int segments = segmented.containsKey(group) ? segmented.get(group).segments() : 1;
                ep.registerPooledStreamingEventProcessor(group, Configuration::eventStore,
                        (c, builder) -> builder.initialSegmentCount(segments).batchSize(200)
                                .claimExtensionThreshold(CLAIM_EXTENSION.toMillis())
                                .tokenClaimInterval(CLAIM_INTERVAL.toMillis()));
                if (segmented.containsKey(group)) registerSequencing(ep, group, segmented.get(group));
                // A replay starts the projection from scratch: its dead letters are replayed too.
                // Without the sequence cache the invoker asks the queue's table whether each event's
                // sequence is parked (a SELECT per event and processor: 44 % of the topology projection's JDBC-side
                // samples in a rebuild, BENCHMARKS.md "Rebuild"). The cache is per segment, starts from
                // the table, learns from this invoker's own enqueues and retries, and is dropped when
                // the segment is released, so an instance taking a segment over reads the table again.
                ep.registerDeadLetteringEventHandlerInvokerConfiguration(group, (c, builder) -> builder.allowReset(true)
                        .transactionManager(deadLetterRetries)
                        .enableSequenceIdentifierCache()
                        .sequenceIdentifierCacheSize(DEAD_LETTER_SEQUENCE_CACHE));
            }
        });

        processingGroups = List.copyOf(groups);
        Set<String> rebuildable = new LinkedHashSet<>();
        resettable.forEach((group, resets) -> {
            if (resets) rebuildable.add(group);
        });
        rebuildableGroups = Set.copyOf(rebuildable);
        configuration = configurer.buildConfiguration();
        configuration.start();
        LOG.infof("Axon started: JDBC event store, processors %s", groups);
    }

    /** The groups whose handlers say how to start over (a {@code @ResetHandler}): a replay rebuilds them. */
    public Set<String> rebuildableGroups() {
        return rebuildableGroups;
    }

    private static boolean hasResetHandler(Class<?> type) {
        for (Class<?> t = type; t != null && t != Object.class; t = t.getSuperclass())
            for (java.lang.reflect.Method m : t.getDeclaredMethods())
                if (m.isAnnotationPresent(org.axonframework.eventhandling.ResetHandler.class)) return true;
        return false;
    }

    /**
     * Events of one sequence (e.g. one host's) go to one segment, handled in order there; a batch
     * may take as long as the handler says.
     */
    private void registerSequencing(EventProcessingConfigurer ep, String group, SegmentedHandler handler) {
        SequencingPolicy<EventMessage<?>> policy = handler::sequenceOf;
        ep.registerSequencingPolicy(group, c -> policy);
        TransactionManager batches = JtaTransactionManager.withTimeout(jta, handler.batchTimeout());
        ep.registerTransactionManager(group, c -> batches);
    }

    /**
     * A Host aggregate is sourced from every event of its host; keeping loaded aggregates in memory
     * spares replaying that history on each observation. A rolled-back unit of work evicts its
     * aggregate, and a second service instance appending meanwhile makes the stale copy fail on
     * (aggregate, sequence) and be reloaded on the retry. One cache per type: aggregates of two
     * types may share an id.
     */
    private <T> AggregateConfigurer<T> cached(Class<T> type, int snapshotEvery) {
        AggregateCache cache = new AggregateCache(CACHED_AGGREGATES);
        caches.put(type, cache);
        AggregateConfigurer<T> aggregate = AggregateConfigurer.defaultConfiguration(type)
                .configureCache(c -> cache);
        if (snapshotEvery > 0)
            aggregate.configureSnapshotTrigger(c -> new EventCountSnapshotTriggerDefinition(c.snapshotter(), snapshotEvery));
        return aggregate;
    }

    void stop(@Observes @Priority(1) ShutdownEvent event) {
        Configuration running = configuration;
        if (running != null) {
            running.shutdown();
            configuration = null;
            retryExecutor.shutdownNow();
            LOG.info("Axon stopped");
        }
    }

    /** The aggregate types kept in memory. */
    public Set<Class<?>> cachedTypes() {
        return Set.copyOf(caches.keySet());
    }

    /** How many aggregates of this type are held in memory now. */
    public int inMemory(Class<?> type) {
        AggregateCache cache = caches.get(type);
        return cache == null ? 0 : cache.size();
    }

    /** The cache of this type's loaded aggregates, for a loader beside the commands ({@link WarmHosts}). */
    AggregateCache cache(Class<?> type) {
        return caches.get(type);
    }

    /** Whether the aggregate of this type and id is in memory now (its next command sources nothing). */
    public boolean holdsInMemory(Class<?> type, String id) {
        AggregateCache cache = caches.get(type);
        return cache != null && cache.containsKey(id);
    }

    public CommandGateway commandGateway() {
        return running().commandGateway();
    }

    public EventStore eventStore() {
        return running().eventStore();
    }

    /** Every stored event in the store's order, read once without blocking at the end (a replay of the inline views). */
    public java.util.stream.Stream<? extends org.axonframework.eventhandling.TrackedEventMessage<?>> storedEvents() {
        running();
        return storageEngine.readEvents(null, false);
    }

    /** The streaming processors' groups, in registration order. */
    public List<String> processingGroups() {
        return processingGroups;
    }

    public Configuration configuration() {
        return running();
    }

    private Configuration running() {
        Configuration c = configuration;
        if (c == null) throw new AxonNotRunningException();
        return c;
    }

    static String processingGroupOf(Class<?> type) {
        // CDI may hand us a subclass (client proxy); the annotation sits on the bean class.
        for (Class<?> t = type; t != null && t != Object.class; t = t.getSuperclass()) {
            ProcessingGroup group = t.getAnnotation(ProcessingGroup.class);
            if (group != null) return group.value();
        }
        throw new IllegalStateException(type.getName() + " is a projection without @ProcessingGroup");
    }

    /** PostgreSQL unique violation (23505) on (aggregate, sequence) means a concurrent writer won. */
    private static boolean isDuplicateKey(Exception e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql && "23505".equals(sql.getSQLState())) return true;
        }
        return false;
    }
}
