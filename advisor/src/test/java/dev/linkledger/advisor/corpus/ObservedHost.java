package dev.linkledger.advisor.corpus;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What the service shows for one imported paste: its findings and the devices of its topology.
 * The topology is walked generically (any object with a productId is a device, any object with
 * a bus number and a device list is a bus), so devices kept outside the tree, such as ones
 * without a port path, are counted wherever the topology view puts them.
 */
record ObservedHost(List<Finding> findings, List<Device> devices, int buses) {

    record Finding(String rule, String severity, String kind, String path, Integer bus, Integer devnum,
                   Map<String, Object> subject) {
        boolean aboveInfo() {
            return !"info".equalsIgnoreCase(severity);
        }

        @Override
        public String toString() {
            return rule + " (" + severity + ") on " + (path != null ? path : "bus " + bus + " dev " + devnum);
        }
    }

    record Device(String path, Integer bus, Integer devnum, String vidPid) {
    }

    static ObservedHost of(List<Map<String, Object>> findingsJson, Map<String, Object> topologyJson) {
        List<Finding> findings = findingsJson.stream().map(ObservedHost::finding).toList();
        List<Device> devices = new ArrayList<>();
        int[] buses = {0};
        walk(topologyJson, null, devices, buses);
        return new ObservedHost(findings, devices, buses[0]);
    }

    @SuppressWarnings("unchecked")
    private static Finding finding(Map<String, Object> json) {
        Map<String, Object> subject = (Map<String, Object>) json.getOrDefault("subject", Map.of());
        return new Finding((String) json.get("rule"), String.valueOf(json.get("severity")), (String) subject.get("kind"),
                (String) subject.get("path"), number(subject.get("bus")), number(subject.get("devnum")), subject);
    }

    @SuppressWarnings("unchecked")
    private static void walk(Object node, Integer bus, List<Device> devices, int[] buses) {
        if (node instanceof List<?> list) {
            for (Object item : list) walk(item, bus, devices, buses);
        } else if (node instanceof Map<?, ?> raw) {
            Map<String, Object> map = (Map<String, Object>) raw;
            Integer here = bus;
            if (map.get("bus") instanceof Number n && map.containsKey("devices")) {
                here = n.intValue();
                buses[0]++;
            }
            if (map.containsKey("productId")) {
                Integer deviceBus = number(map.get("bus")) != null ? number(map.get("bus")) : here;
                devices.add(new Device((String) map.get("path"), deviceBus, number(map.get("devnum")),
                        map.get("vendorId") + ":" + map.get("productId")));
            }
            for (Object value : map.values()) walk(value, here, devices, buses);
        }
    }

    private static Integer number(Object value) {
        return value instanceof Number n ? n.intValue() : null;
    }

    /** The findings above info: warnings and worse, each a false alarm on a healthy machine. */
    List<Finding> alarms() {
        return findings.stream().filter(Finding::aboveInfo).toList();
    }

    /** The devices the expectation names: the one at that path, or every device with that vid:pid. */
    List<Device> targets(CorpusCase.Expectation expectation) {
        if (expectation.byVidPid()) return devices.stream().filter(d -> expectation.target().equals(d.vidPid())).toList();
        return devices.stream().filter(d -> expectation.target().equals(d.path())).toList();
    }

    boolean about(Finding finding, CorpusCase.Expectation expectation) {
        switch (expectation.kind()) {
            case PORT:
                // A port the kernel named: the finding's subject is that port, whether or not a device sits on it.
                return "port".equals(finding.kind()) && expectation.target().equals(finding.path());
            case THUNDERBOLT:
                // A router is named by its route (0-1) or its UUID: any of the subject's names may match.
                return finding.subject().values().stream().anyMatch(expectation.target()::equals);
            default:
                break;
        }
        if (!expectation.byVidPid() && expectation.target().equals(finding.path())) return true;
        // An unplaced device has no path; a finding about it names it by bus and device number, under a
        // label ("Bus 003 Device 034") or none.
        return targets(expectation).stream().anyMatch(d -> (d.path() != null && d.path().equals(finding.path()))
                || ((finding.path() == null || d.path() == null) && d.bus() != null && d.devnum() != null
                    && d.bus().equals(finding.bus()) && d.devnum().equals(finding.devnum())));
    }
}
