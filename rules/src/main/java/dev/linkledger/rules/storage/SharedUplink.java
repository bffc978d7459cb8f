package dev.linkledger.rules.storage;

import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.topology.FindingBuilder;
import dev.linkledger.rules.topology.Links;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static dev.linkledger.rules.topology.Speeds.kernel;

/** Builds the {@code SHARED_UPLINK} finding for {@code storage.drl}; no I/O. */
public final class SharedUplink {
    private SharedUplink() {
    }

    static int ceiling(DeviceFact d) {
        return Links.practical(Links.negotiated(d), d.hasDriver("uas"));
    }

    public static int uplink(DeviceFact hub) {
        return Links.practical(Links.negotiated(hub), true);
    }

    public static boolean oversubscribed(DeviceFact hub, List<?> storage) {
        return storage.stream().map(DeviceFact.class::cast).mapToInt(SharedUplink::ceiling).sum() > uplink(hub);
    }

    /** True when a hub below the one matched already carries all of these storage devices. */
    public static boolean sharedLower(List<?> hubsBelow, List<?> storage) {
        return hubsBelow.stream().map(DeviceFact.class::cast).anyMatch(h -> storage.stream().map(DeviceFact.class::cast)
                .allMatch(d -> PortPath.isBelow(d.path(), h.path())));
    }

    public static Finding finding(Map<String, Object> metadata, DeviceFact hub, List<?> storage) {
        List<DeviceFact> devices = storage.stream().map(DeviceFact.class::cast)
                .sorted(Comparator.comparing(DeviceFact::path)).toList();
        int sum = devices.stream().mapToInt(SharedUplink::ceiling).sum();
        FindingBuilder f = FindingBuilder.of(metadata)
                .subject(Subject.device(hub.path(), hub.bus(), hub.devnum(), hub.portId()))
                .text("%d storage devices share hub %s's %s uplink".formatted(devices.size(), hub.path(), kernel(hub.negotiatedMbps())),
                        "Together they could move about " + sum + " MB/s ("
                                + devices.stream().map(d -> d.path() + " " + ceiling(d)).collect(Collectors.joining(", "))
                                + ") but the hub's link carries about " + uplink(hub) + " MB/s: copies between them, or "
                                + "both busy at once, share it.",
                        "Fine for one at a time; for parallel work put one of them on its own root port.")
                .ceilings(uplink(hub), null)
                .data("combinedMBps", sum)
                .data("uplinkMBps", uplink(hub))
                .data("devices", devices.stream().map(DeviceFact::path).toList())
                .evidence("hub " + hub.path() + " links at " + kernel(hub.negotiatedMbps()), hub.events());
        for (DeviceFact d : devices) f.evidence("storage " + d.path() + " at " + kernel(d.negotiatedMbps()), d.events());
        return f.build();
    }
}
