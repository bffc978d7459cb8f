package dev.linkledger.inventory.query;

import java.util.Arrays;
import java.util.List;

/** A USB4/Thunderbolt router on record for a host, read-only; rates per lane in Gb/s. */
public record Usb4RouterRecord(String hostId, String name, String uuid, String parent, String domain, Boolean host,
                               Integer generation, String vendorName, String deviceName, Double rxLaneGbps,
                               Integer rxLanes, Double txLaneGbps, Integer txLanes, List<String> links, String status,
                               String policy, String security, Integer bootAclUsed, Integer bootAclSlots,
                               EventStampView seen) {
    static Usb4RouterRecord of(Usb4RouterEntity r) {
        return new Usb4RouterRecord(r.hostId, r.name, r.uuid, r.parent, r.domain, r.hostRouter, r.generation, r.vendorName,
                r.deviceName, r.rxLaneGbps == null ? null : r.rxLaneGbps.doubleValue(), r.rxLanes,
                r.txLaneGbps == null ? null : r.txLaneGbps.doubleValue(), r.txLanes,
                r.links == null ? List.of() : Arrays.asList(r.links), r.status, r.policy, r.security, r.bootAclUsed,
                r.bootAclSlots, EventStampView.of(r.seen));
    }
}
