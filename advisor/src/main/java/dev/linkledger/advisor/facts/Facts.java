package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.EventStampView;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.rules.facts.EventRef;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Small conversions shared by the fact builders. */
final class Facts {
    private Facts() {
    }

    /** Distinct events in order: the connect event often also set the speed and the drivers. */
    static List<EventRef> refs(EventStampView... stamps) {
        Map<String, EventRef> byId = new LinkedHashMap<>();
        for (EventStampView s : stamps) {
            if (s != null && s.id() != null) byId.putIfAbsent(s.id(), new EventRef(s.id(), s.type(), s.at()));
        }
        return List.copyOf(byId.values());
    }

    /** Mb/s as the rules take it: NaN when the speed is not known. */
    static double mbps(UsbSpeed speed) {
        return speed == null ? Double.NaN : speed.mbps();
    }
}
