package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.DeviceCapabilityLearnedEvent;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.api.DeviceDisconnectedEvent;
import dev.linkledger.inventory.api.DeviceDriversChangedEvent;
import dev.linkledger.inventory.api.LinkSpeedChangedEvent;
import io.quarkus.hibernate.orm.panache.Panache;
import jakarta.persistence.EntityManager;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.messaging.unitofwork.BatchingUnitOfWork;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import org.hibernate.engine.spi.SessionImplementor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The device rows (and their open connection rows) a batch of events is about, read in one query
 * per host when the topology projection first asks for one, instead of one SELECT per event: a
 * burst of churn or a rebuild asks for hundreds of rows per batch, most of them not there yet (a
 * device connecting for the first time), which {@code findById} could only learn by asking the
 * database each time. Rows the batch creates are found in the session as usual. Outside a
 * processor's batch (a dead letter's retry) lookups are plain {@code findById}.
 */
final class BatchRows {
    private static final String RESOURCE = BatchRows.class.getName();

    /** Keys looked up in this batch's query: present in the session if the row exists. */
    private final Set<Object> asked = new HashSet<>();

    private BatchRows() {
    }

    /** The device row at the key, or null: from the session, else known absent, else the database. */
    static DeviceEntity device(DeviceEntity.Key key) {
        return find(DeviceEntity.class, key);
    }

    /** The connection row opened by the given connect event, or null. */
    static DeviceConnectionEntity connection(String connectedEvent) {
        return find(DeviceConnectionEntity.class, connectedEvent);
    }

    private static <T> T find(Class<T> type, Object id) {
        EntityManager em = Panache.getEntityManager();
        BatchRows rows = ofThisBatch(em);
        if (rows == null || !rows.asked.contains(id)) return em.find(type, id);
        SessionImplementor session = em.unwrap(SessionImplementor.class);
        Object entity = session.getPersistenceContextInternal().getEntity(
                session.generateEntityKey(id, session.getFactory().getMappingMetamodel().getEntityDescriptor(type)));
        return type.cast(entity);
    }

    private static BatchRows ofThisBatch(EntityManager em) {
        if (!CurrentUnitOfWork.isStarted()) return null;
        UnitOfWork<?> root = CurrentUnitOfWork.get().root();
        if (!(root instanceof BatchingUnitOfWork<?> batch)) return null;
        List<?> messages = batch.getMessages();
        return root.getOrComputeResource(RESOURCE, name -> load(em, messages));
    }

    private static BatchRows load(EntityManager em, List<?> messages) {
        Map<String, Set<String>> pathsByHost = new HashMap<>();
        for (Object each : messages) {
            if (!(each instanceof EventMessage<?> message)) continue;
            String[] key;
            try {
                key = deviceKeyOf(message);
            } catch (RuntimeException unreadable) {
                // Its own handler will fail on it, and poison isolation must see that failure there.
                continue;
            }
            if (key != null) pathsByHost.computeIfAbsent(key[0], h -> new HashSet<>()).add(key[1]);
        }
        BatchRows rows = new BatchRows();
        List<String> openConnections = new ArrayList<>();
        pathsByHost.forEach((host, paths) -> {
            List<DeviceEntity> found = em.createQuery("FROM DeviceEntity d WHERE d.hostId = :host AND d.path IN :paths", DeviceEntity.class)
                    .setParameter("host", host).setParameter("paths", paths).getResultList();
            paths.forEach(path -> rows.asked.add(new DeviceEntity.Key(host, path)));
            for (DeviceEntity d : found) if (d.connected != null) openConnections.add(d.connected.id);
        });
        if (!openConnections.isEmpty()) {
            em.createQuery("FROM DeviceConnectionEntity c WHERE c.connectedEvent IN :ids", DeviceConnectionEntity.class)
                    .setParameter("ids", openConnections).getResultList();
            rows.asked.addAll(openConnections);
        }
        return rows;
    }

    /** (host, path) of a device event the topology projection looks a row up for; null for others. */
    private static String[] deviceKeyOf(EventMessage<?> message) {
        Class<?> type = message.getPayloadType();
        if (type == DeviceConnectedEvent.class) {
            DeviceConnectedEvent e = (DeviceConnectedEvent) message.getPayload();
            return new String[]{e.hostId(), e.device().path()};
        }
        if (type == DeviceDisconnectedEvent.class) {
            DeviceDisconnectedEvent e = (DeviceDisconnectedEvent) message.getPayload();
            return new String[]{e.hostId(), e.path()};
        }
        if (type == LinkSpeedChangedEvent.class) {
            LinkSpeedChangedEvent e = (LinkSpeedChangedEvent) message.getPayload();
            return new String[]{e.hostId(), e.path()};
        }
        if (type == DeviceCapabilityLearnedEvent.class) {
            DeviceCapabilityLearnedEvent e = (DeviceCapabilityLearnedEvent) message.getPayload();
            return new String[]{e.hostId(), e.path()};
        }
        if (type == DeviceDriversChangedEvent.class) {
            DeviceDriversChangedEvent e = (DeviceDriversChangedEvent) message.getPayload();
            return new String[]{e.hostId(), e.path()};
        }
        return null;
    }
}
