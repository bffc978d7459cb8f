package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.Usb4LinkSeenEvent;
import dev.linkledger.inventory.api.Usb4RouterGoneEvent;
import dev.linkledger.probe.observation.ObservedThunderboltDevice;

import java.math.BigDecimal;

/** The topology projection's writes of USB4/Thunderbolt routers (table usb4_router). */
final class Usb4Routers {
    private Usb4Routers() {
    }

    static void seen(Usb4LinkSeenEvent e, EventStamp stamp) {
        ObservedThunderboltDevice o = e.router();
        Usb4RouterEntity r = Usb4RouterEntity.findById(new Usb4RouterEntity.Key(e.hostId(), o.name()));
        if (r == null) {
            r = new Usb4RouterEntity();
            r.hostId = e.hostId();
            r.name = o.name();
        }
        r.uuid = o.uuid();
        r.parent = o.parent();
        r.domain = o.domain();
        r.hostRouter = o.host();
        r.generation = o.generation();
        r.vendorName = o.vendorName();
        r.deviceName = o.deviceName();
        r.rxLaneGbps = decimal(o.rxSpeedGbps());
        r.rxLanes = o.rxLanes();
        r.txLaneGbps = decimal(o.txSpeedGbps());
        r.txLanes = o.txLanes();
        r.links = o.links() == null ? null : o.links().toArray(String[]::new);
        r.status = o.status();
        r.policy = o.policy();
        r.security = o.security();
        r.bootAclUsed = o.bootAclUsed();
        r.bootAclSlots = o.bootAclSlots();
        r.seen = stamp;
        r.persist();
    }

    static void gone(Usb4RouterGoneEvent e) {
        Usb4RouterEntity.deleteById(new Usb4RouterEntity.Key(e.hostId(), e.router()));
    }

    private static BigDecimal decimal(Double gbps) {
        return gbps == null ? null : BigDecimal.valueOf(gbps);
    }
}
