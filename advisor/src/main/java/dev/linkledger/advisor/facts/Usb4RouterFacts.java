package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.Usb4RouterRecord;
import dev.linkledger.rules.facts.Usb4RouterFact;

import java.util.List;

/** A host's USB4/Thunderbolt routers on record as rule facts, each citing the event that last saw it. */
final class Usb4RouterFacts {
    private Usb4RouterFacts() {
    }

    static List<Usb4RouterFact> of(List<Usb4RouterRecord> routers) {
        return routers.stream().map(r -> new Usb4RouterFact(r.hostId(), r.name(), r.uuid(), r.parent(), r.host(),
                r.generation(), r.vendorName(), r.deviceName(), r.rxLaneGbps(), r.rxLanes(), r.txLaneGbps(), r.txLanes(),
                Facts.refs(r.seen()))).toList();
    }
}
