package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedThunderboltDevice;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Turns boltctl blocks into routers with names and parents.
 * <ul>
 * <li>A router's name is the kernel's when the paste shows it ({@code boltctl info}'s syspath ends in
 * {@code .../domain0/0-0/0-1}); a domain's host router is {@code N-0} for {@code domainN}; otherwise the
 * router is named by its uuid, or {@code boltctl-N} (its place in the paste) when the uuid is masked,
 * a placeholder, or shared with another block.</li>
 * <li>A domain ({@code boltctl domains}) is its host router: bolt's domain uid is the host router's uid.
 * A host device of {@code boltctl list -a} with the same uuid is the same router.</li>
 * <li>The parent is {@code boltctl info}'s parent or the syspath's; with {@code boltctl list}, which
 * prints neither, a device is the host's child when it is the only connected device of a domain
 * whose host the paste shows (a chain needs at least two connected devices).</li>
 * </ul>
 */
final class BoltctlRouters {
    /** A uuid as boltctl prints it: full, {@code -U short} (13 characters and an ellipsis), {@code -U N}, or an alias. */
    private static final Pattern READABLE_UUID = Pattern.compile("[0-9a-fA-F][0-9a-fA-F-]{3,35}");

    private final List<BoltctlBlock> blocks;
    private final List<ObservationNote> notes;
    private final Map<BoltctlBlock, String> names = new HashMap<>();
    private final Map<String, String> nameByUuid = new HashMap<>();
    /** Domain uid (what devices print as "domain:") to the domain's id ({@code domain0}). */
    private final Map<String, String> domainIds = new HashMap<>();
    private final Map<String, BoltctlBlock> hostByDomain = new HashMap<>();

    private BoltctlRouters(List<BoltctlBlock> blocks, List<ObservationNote> notes) {
        this.blocks = blocks;
        this.notes = notes;
    }

    static List<ObservedThunderboltDevice> of(List<BoltctlBlock> blocks, List<ObservationNote> notes) {
        return new BoltctlRouters(blocks, notes).routers();
    }

    private List<ObservedThunderboltDevice> routers() {
        Map<String, BoltctlBlock> byUuid = new LinkedHashMap<>();
        List<BoltctlBlock> routers = new ArrayList<>();
        for (BoltctlBlock b : blocks) {
            if (b.isDomain()) {
                if (b.domainUid() != null && b.domainId() != null) domainIds.put(uuid(b.domainUid()), b.domainId());
            } else if (!b.connected()) {
                notes.add(new ObservationNote("not-connected", b.line, b.label, "boltctl: " + b.label
                        + " is stored but not connected (" + (b.status == null ? "disconnected" : b.status) + "); not part of the topology"));
                continue;
            }
            String key = uuid(b.isDomain() ? b.domainUid() : b.uuid);
            BoltctlBlock same = key == null ? null : byUuid.get(key);
            if (same != null && same.isDomain() != b.isDomain()) {
                merge(same.isDomain() ? b : same, same.isDomain() ? same : b);
                if (same.isDomain()) routers.set(routers.indexOf(same), b);
                byUuid.put(key, same.isDomain() ? b : same);
                continue;
            }
            if (key != null && same == null) byUuid.put(key, b);
            routers.add(b);
        }
        for (BoltctlBlock r : routers) {
            String name = name(r, routers);
            names.put(r, name);
            String key = uuid(r.isDomain() ? r.domainUid() : r.uuid);
            if (key != null) nameByUuid.putIfAbsent(key, name);
            if (hostRouter(r) && domainOf(r) != null) hostByDomain.put(domainOf(r), r);
        }
        return routers.stream().map(r -> router(r, routers)).toList();
    }

    /** Keeps the domain's id, security and boot ACL on the host device's block. */
    private static void merge(BoltctlBlock device, BoltctlBlock domain) {
        if (device.security == null) device.security = domain.security;
        if (device.bootAclSlots == null) {
            device.bootAclUsed = domain.bootAclUsed;
            device.bootAclSlots = domain.bootAclSlots;
        }
        if (device.sysfsDomain == null) device.sysfsDomain = domain.domainId();
    }

    private String name(BoltctlBlock r, List<BoltctlBlock> routers) {
        if (r.sysfsName != null) return r.sysfsName;
        String domainId = r.isDomain() ? r.domainId() : r.sysfsDomain;
        if (hostRouter(r) && domainId != null) return domainId.substring("domain".length()) + "-0";
        String uuid = uuid(r.isDomain() ? r.domainUid() : r.uuid);
        if (uuid != null && routers.stream().filter(o -> o != r).noneMatch(o -> uuid.equals(uuid(o.isDomain() ? o.domainUid() : o.uuid))))
            return uuid;
        String name = "boltctl-" + (routers.indexOf(r) + 1);
        notes.add(new ObservationNote("unnamed", r.line, r.label, "boltctl: " + r.label + " has no readable uuid ("
                + (r.uuid == null ? "none" : r.uuid) + "); called " + name + " in this observation"));
        return name;
    }

    private ObservedThunderboltDevice router(BoltctlBlock r, List<BoltctlBlock> routers) {
        boolean host = hostRouter(r);
        String domain = domainOf(r);
        return new ObservedThunderboltDevice(names.get(r), r.generation, r.vendor, r.name != null ? r.name : deviceLabel(r),
                r.rxLaneGbps, r.rxLanes, r.txLaneGbps, r.txLanes, List.of(), uuid(r.isDomain() ? r.domainUid() : r.uuid),
                host ? null : parent(r, routers), domain, r.isDomain() ? Boolean.TRUE : r.type == null ? null : host,
                r.isDomain() ? null : r.status, r.policy, host ? r.security : null, host ? r.bootAclUsed : null,
                host ? r.bootAclSlots : null);
    }

    private static String deviceLabel(BoltctlBlock r) {
        return r.isDomain() ? null : r.label;
    }

    private static boolean hostRouter(BoltctlBlock r) {
        return r.isDomain() || r.host();
    }

    /** The domain's id when the paste names it ({@code domain0}), else what the device printed (the domain's uid). */
    private String domainOf(BoltctlBlock r) {
        if (r.isDomain()) return r.domainId() != null ? r.domainId() : uuid(r.domainUid());
        if (r.sysfsDomain != null) return r.sysfsDomain;
        String uid = uuid(r.domain);
        if (uid == null && r.host()) uid = uuid(r.uuid);
        return uid == null ? null : domainIds.getOrDefault(uid, uid);
    }

    private String parent(BoltctlBlock r, List<BoltctlBlock> routers) {
        if (r.parentUuid != null && nameByUuid.containsKey(uuid(r.parentUuid))) return nameByUuid.get(uuid(r.parentUuid));
        if (r.sysfsParent != null) return r.sysfsParent;
        String domain = domainOf(r);
        BoltctlBlock host = domain == null ? null : hostByDomain.get(domain);
        if (host == null) return null;
        long devicesInDomain = routers.stream().filter(o -> !hostRouter(o) && domain.equals(domainOf(o))).count();
        return devicesInDomain == 1 ? names.get(host) : null;
    }

    /** A uuid as the key it is: lower case, without a short form's ellipsis; null for a mask or placeholder. */
    static String uuid(String text) {
        if (text == null) return null;
        String t = text.strip().replace("…", "").replaceAll("\\.{3}$", "").toLowerCase(Locale.ROOT);
        return READABLE_UUID.matcher(t).matches() ? t : null;
    }
}
