package dev.linkledger.inventory.query;

import dev.linkledger.probe.usb.PortPath;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Hangs a host's placed devices under their parents, for the projection's answer
 * ({@link TopologyQueries}) and time travel's ({@link TopologyViews}) alike, so that both draw the
 * same tree.
 *
 * <p>A paste often shows a device without the hub it hangs on: a dmesg line about {@code 1-1.4},
 * one line of {@code lsusb -t}, an {@code lsusb -v} of one device. Such a device is still in the
 * tree: it hangs under the nearest ancestor the evidence shows (its bus when none), in path order
 * among that ancestor's own devices, marked {@code parentSeen = false}, rather than vanish from
 * the page and the API. Its bus may be unseen too (a dmesg line naming no host controller): the
 * tree lists every bus a device is on, see {@link #withUnseenBuses}.
 *
 * @param <D> the device as the caller stores it (an entity, an observed device)
 */
final class DeviceTree<D> {

    /** Makes the view of one device, once its place and children are known. */
    interface ViewMaker<D> {
        TopologyView.DeviceView view(D device, boolean parentSeen, List<TopologyView.DeviceView> children);
    }

    private record Placed<D>(D device, String path, boolean parentSeen) {
    }

    private final Map<String, List<Placed<D>>> byParent = new LinkedHashMap<>();
    private final Set<Integer> buses = new TreeSet<>();
    private final ViewMaker<D> viewMaker;

    /**
     * @param parentPath the parent as recorded ({@code usbN} for a root port); null to derive it from the path
     */
    DeviceTree(Collection<D> devices, Function<D, String> path, Function<D, String> parentPath, ViewMaker<D> viewMaker) {
        this.viewMaker = viewMaker;
        Set<String> paths = new HashSet<>();
        for (D d : devices) paths.add(path.apply(d));
        for (D d : devices) {
            String p = path.apply(d);
            PortPath at = PortPath.parse(p);
            buses.add(at.bus());
            String parent = parentPath.apply(d) != null ? parentPath.apply(d) : at.parentName();
            boolean seen = PortPath.rootHubBus(parent) != null || paths.contains(parent);
            String hangsOn = seen ? parent : nearestSeenAncestor(at, paths);
            byParent.computeIfAbsent(hangsOn, k -> new ArrayList<>()).add(new Placed<>(d, p, seen));
        }
    }

    /**
     * The buses of no known controller as the caller made their views, plus a {@link TopologyView.BusView#unseen}
     * for each bus a device is on that no observation reported ({@code reported}), in bus order.
     */
    List<TopologyView.BusView> withUnseenBuses(List<TopologyView.BusView> orphans, Collection<Integer> reported) {
        List<TopologyView.BusView> all = new ArrayList<>(orphans);
        for (int bus : buses) if (!reported.contains(bus)) all.add(TopologyView.BusView.unseen(bus, onBus(bus)));
        all.sort(Comparator.comparingInt(TopologyView.BusView::bus));
        return all;
    }

    /** The devices hanging on this bus's root hub, each with its children. */
    List<TopologyView.DeviceView> onBus(int bus) {
        return children(PortPath.rootHubName(bus));
    }

    private List<TopologyView.DeviceView> children(String parent) {
        return byParent.getOrDefault(parent, List.of()).stream()
                .sorted(Comparator.comparing(Placed::path))
                .map(p -> viewMaker.view(p.device(), p.parentSeen(), children(p.path())))
                .toList();
    }

    private static String nearestSeenAncestor(PortPath at, Set<String> paths) {
        for (PortPath up = at.parent(); up != null; up = up.parent())
            if (paths.contains(up.toString())) return up.toString();
        return PortPath.rootHubName(at.bus());
    }
}
