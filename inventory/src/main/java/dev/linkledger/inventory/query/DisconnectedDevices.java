package dev.linkledger.inventory.query;

import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;

import java.util.HashMap;
import java.util.Map;

/**
 * Device rows whose device disconnected in the batch of events being projected; they are removed
 * when the batch commits. A device that connects at the same path later in the batch takes the row
 * back and overwrites it: removing and inserting one key in a single flush would fail, because
 * Hibernate runs a flush's inserts before its deletes, and flushing at every disconnect made the
 * projection dirty-check its whole session each time.
 */
final class DisconnectedDevices {
    private static final String RESOURCE = DisconnectedDevices.class.getName();

    private DisconnectedDevices() {
    }

    static void add(DeviceEntity device) {
        ofThisBatch().put(new DeviceEntity.Key(device.hostId, device.path), device);
    }

    /** @return the row of a device disconnected earlier in this batch, no longer to be removed; or null */
    static DeviceEntity takeBack(DeviceEntity.Key key) {
        return ofThisBatch().remove(key);
    }

    static boolean contains(DeviceEntity.Key key) {
        return ofThisBatch().containsKey(key);
    }

    private static Map<DeviceEntity.Key, DeviceEntity> ofThisBatch() {
        UnitOfWork<?> batch = CurrentUnitOfWork.get().root();
        return batch.getOrComputeResource(RESOURCE, name -> {
            Map<DeviceEntity.Key, DeviceEntity> removed = new HashMap<>();
            batch.onPrepareCommit(u -> removed.values().forEach(DeviceEntity::delete));
            return removed;
        });
    }
}
