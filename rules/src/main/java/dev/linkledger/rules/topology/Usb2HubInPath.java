package dev.linkledger.rules.topology;

import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.link.LinkMode;
import dev.linkledger.rules.media.MediaCatalog;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static dev.linkledger.rules.topology.Speeds.kernel;

/** Builds the {@code USB2_HUB_IN_PATH} finding for {@code ports.drl}; no I/O. */
public final class Usb2HubInPath {
    private Usb2HubInPath() {
    }

    public static Finding finding(Map<String, Object> metadata, DeviceFact hub, List<?> capped, List<?> rootHubs,
                                  List<?> devices, List<?> ports, List<?> enclosures) {
        List<DeviceFact> behind = capped.stream().map(c -> ((CappedByUsb2Hub) c).device()).toList();
        return build(metadata, hub, behind, rootHubs, devices, ports, enclosures, false);
    }

    /** The partial case ({@link MaybeCappedByUsb2Hub}): the paste cannot show whether the hub has a SuperSpeed twin. */
    public static Finding twinUnseen(Map<String, Object> metadata, DeviceFact hub, List<?> maybeCapped, List<?> rootHubs,
                                     List<?> devices, List<?> ports, List<?> enclosures) {
        List<DeviceFact> behind = maybeCapped.stream().map(c -> ((MaybeCappedByUsb2Hub) c).device()).toList();
        return build(metadata, hub, behind, rootHubs, devices, ports, enclosures, true);
    }

    /**
     * For DRL: a device behind a 480M hub that a SuperSpeed path would help: one known to be SuperSpeed, or storage
     * whose speed the evidence does not give ({@link MaybeUsb3Storage}).
     */
    public static boolean wouldGain(DeviceFact d) {
        return d.superSpeedCapable() || MaybeUsb3Storage.applies(d);
    }

    private static Finding build(Map<String, Object> metadata, DeviceFact hub, List<DeviceFact> gaining, List<?> rootHubs,
                                 List<?> devices, List<?> ports, List<?> enclosures, boolean twinUnseen) {
        List<DeviceFact> cappedDevices = gaining.stream().filter(DeviceFact::superSpeedCapable).toList();
        if (cappedDevices.isEmpty())
            return MaybeUsb3Storage.finding(metadata, hub, gaining.stream().sorted(Comparator.comparing(DeviceFact::path)).toList(),
                    rootHubs, devices, ports, twinUnseen);
        boolean superSpeedSeen = rootHubs.stream().map(dev.linkledger.rules.facts.RootHubFact.class::cast)
                .anyMatch(dev.linkledger.rules.facts.RootHubFact::superSpeed);
        List<DeviceFact> behind = cappedDevices.stream().sorted(Comparator.comparing(DeviceFact::path)).toList();
        DeviceFact main = behind.stream().filter(DeviceFact::storage).findFirst()
                .orElse(behind.stream().filter(d -> !d.hub()).findFirst().orElse(behind.get(0)));
        LinkMode wanted = Links.capable(main);
        var better = BetterPorts.freeRootPort(rootHubs, devices, ports, UsbSpeed.SUPER_SPEED_MBPS, null);
        LinkMode there = better.map(b -> LinkMode.of(b.rootHub().speedMbps(), 1, false)).orElse(wanted);
        boolean uas = main.hasDriver("uas");
        int now = Links.practical(Links.negotiated(main), uas);
        int possible = Links.practical(Links.slower(wanted, there), uas);
        Double medium = enclosures.stream().map(EnclosureInUse.class::cast).filter(e -> e.device().equals(main))
                .map(e -> MediaCatalog.bundled().mediumCeilingMBps(e.enclosure()).orElse(null))
                .filter(java.util.Objects::nonNull).findFirst().orElse(null);
        if (medium != null) possible = Math.min(possible, (int) Math.round(medium));

        String list = behind.stream().map(d -> Links.name(d) + " " + d.path() + " (can do " + kernel(Links.capable(d).totalMbps()) + ")")
                .collect(Collectors.joining(", "));
        String where = better.map(BetterPorts.Suggestion::where).orElse("no free SuperSpeed root port is known on this host");
        boolean unknownHub = hub.capabilityMbps() == null;
        boolean usb3Hub = hub.superSpeedCapable();
        String hubSide = twinUnseen
                ? ("Hub %s links at %s and its capability is not in the evidence; the paste does not show its controller's "
                        + "SuperSpeed bus, where a SuperSpeed half of it would be, so it is a USB 2.0-only hub unless such a "
                        + "half is there unseen (then what is behind it fell back by itself)")
                        .formatted(hub.path(), kernel(hub.negotiatedMbps()))
                : unknownHub
                ? "Hub %s links at %s and its capability is not in the evidence; no SuperSpeed half of it shows, so it acts as a USB 2.0 hub"
                        .formatted(hub.path(), kernel(hub.negotiatedMbps()))
                : usb3Hub
                ? "Hub %s is a USB 3 hub (it can do %s) but only its USB 2.0 half came up, at %s: the cable or port above it carries USB 2.0 only"
                        .formatted(hub.path(), kernel(hub.capabilityMbps()), kernel(hub.negotiatedMbps()))
                : "Hub %s can only do USB 2.0 (%s)".formatted(hub.path(), kernel(hub.capabilityMbps()));
        FindingBuilder f = FindingBuilder.of(metadata)
                .confidence(twinUnseen ? Links.capabilityConfidence(main).weaker().weaker()
                        : unknownHub ? Links.capabilityConfidence(main).weaker() : Links.capabilityConfidence(main))
                .subject(Subject.device(hub.path(), hub.bus(), hub.devnum(), hub.portId()))
                .text("USB 2.0 hub %s (%s) holds %d SuperSpeed-capable device(s) at 480M".formatted(Links.name(hub), hub.path(), behind.size()),
                        ("%s, so everything behind it links at %s or less: %s. A USB 3 hub "
                                + "behind a USB 2.0 hub or KVM switch falls back to its USB 2.0 half.%s")
                                .formatted(hubSide, kernel(hub.negotiatedMbps()), list,
                                        superSpeedSeen ? " The host has a SuperSpeed root hub." : ""),
                        usb3Hub ? "Connect hub " + hub.path() + " with a SuperSpeed cable to a SuperSpeed port, or plug "
                                + Links.name(main) + " (" + main.path() + ") straight into " + where + "."
                                : "Plug " + Links.name(main) + " (" + main.path() + ") straight into " + where
                                + ", not through hub " + hub.path() + ".")
                .ceilings(now, possible)
                .data("hubMbps", hub.negotiatedMbps())
                .data("cappedDevices", behind.stream().map(DeviceFact::path).toList())
                .data("betterPort", better.map(b -> b.portId() != null ? b.portId() : "bus " + b.rootHub().bus()).orElse(null))
                .data("betterBus", better.map(b -> b.rootHub().bus()).orElse(null))
                .data("mediumMBps", medium)
                .evidence("hub " + hub.path() + (unknownHub ? " (capability unknown)" : " can do " + kernel(hub.capabilityMbps()))
                        + " links at " + kernel(hub.negotiatedMbps()), Links.concat(hub.events(), hub.capabilityEvents()));
        if (unknownHub)
            f.toConfirm("`lsusb -v " + Usb2Fallback.select(hub) + "` shows hub " + hub.path() + "'s bcdUSB and BOS: 2.00 without a SuperSpeed capability is a USB 2.0-only hub");
        if (twinUnseen)
            f.toConfirm("paste the whole `lsusb -t`: a SuperSpeed hub" + (hub.vendorId() == null ? "" : " of vendor " + hub.vendorId())
                    + " on the SuperSpeed bus of the same controller would be hub " + hub.path() + "'s SuperSpeed half, and then "
                    + main.path() + " fell back by itself (try its cable); none there means hub " + hub.path() + " is USB 2.0-only");
        else if (!superSpeedSeen)
            f.toConfirm("paste the whole `lsusb -t`: it shows whether the host has a SuperSpeed root hub");
        for (DeviceFact d : behind)
            f.evidence("device " + d.path() + " behind it can do " + kernel(Links.capable(d).totalMbps()) + ", links at "
                    + kernel(d.negotiatedMbps()), Links.concat(d.events(), d.capabilityEvents()));
        better.ifPresent(b -> f.evidence("bus " + b.rootHub().bus() + " is a " + kernel(b.rootHub().speedMbps())
                + " root hub", b.rootHub().events()));
        Links.catalogUpgrade(main).ifPresent(e -> f.catalog(e.vidPid()));
        // Built-in devices behind a built-in hub (a laptop's internal hub) cannot be plugged anywhere else.
        if (behind.stream().allMatch(d -> OutOfReach.builtIn(d, ports).isPresent()))
            OutOfReach.builtIn(main, ports).ifPresent(port -> OutOfReach.builtInInfo(f, main, port));
        return f.build();
    }
}
