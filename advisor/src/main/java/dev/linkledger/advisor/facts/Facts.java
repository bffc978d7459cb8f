package dev.linkledger.advisor.facts;

import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.inventory.query.EventStamp;
import dev.linkledger.rules.facts.EventRef;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Small conversions shared by the fact builders. */
final class Facts {
    private Facts() {
    }

    /** Distinct events in order: the connect event often also set the speed and the drivers. */
    static List<EventRef> refs(EventStamp... stamps) {
        Map<String, EventRef> byId = new LinkedHashMap<>();
        for (EventStamp s : stamps) {
            if (s != null && s.id != null) byId.putIfAbsent(s.id, new EventRef(s.id, s.type, s.at));
        }
        return List.copyOf(byId.values());
    }

    /** A kernel speed kept as text ("480", "1.5") as a number; NaN when it is not one. */
    static double mbps(String speed) {
        return speed == null ? Double.NaN : UsbSpeed.parse(speed).mbps();
    }
}
