package dev.linkledger.advisor.web.chain;

import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.rules.catalog.CatalogEntry;
import dev.linkledger.rules.catalog.DeviceCatalog;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EnclosureFact;
import dev.linkledger.rules.link.LinkMode;
import dev.linkledger.rules.storage.Bridges;
import dev.linkledger.rules.topology.Links;

import java.util.List;
import java.util.Optional;

import static dev.linkledger.rules.topology.Speeds.kernel;

/**
 * The chain's hops on the device's side: the medium and the bridge's drive side (a registered enclosure,
 * else the catalog, as the rules' storage helpers read them), the device and its hubs (what each can do,
 * and where that came from).
 */
final class ElementHops {
    private ElementHops() {
    }

    static Hop medium(EnclosureFact e) {
        Optional<Double> mbps = Bridges.mediumMBps(e);
        String name = (e.label() == null ? "enclosure " + e.id() : e.label()) + ": " + e.mediumKind()
                + (e.sdSpeedClass() == null ? "" : " " + e.sdSpeedClass());
        String how = mbps.isEmpty() ? "what the medium inside carries is not registered (give its rated speed)"
                : e.ratedMediumMBps() != null ? "rated " + e.ratedMediumMBps() + " MB/s, as registered"
                : "its bus or interface, from the media catalog";
        return new Hop(HopKind.MEDIUM, name, null, null, mbps.map(ElementHops::round).orElse(null), null,
                mbps.isEmpty() ? Provenance.UNKNOWN : Provenance.INFERRED, how, e.events(), null);
    }

    /** The bridge's drive side: the registered enclosure's, else the catalog's word on this vid:pid; none when neither knows. */
    static Optional<Hop> bridge(DeviceFact d, EnclosureFact e) {
        Optional<Double> mbps = e == null ? Optional.empty() : Bridges.downstreamMBps(e);
        if (mbps.isPresent()) {
            String chip = Bridges.entry(e).map(CatalogEntry::name).orElse("bridge");
            String how = Bridges.downstreamName(e) + (e.pcieGen() != null ? ", as registered" : ", from the catalog");
            return Optional.of(new Hop(HopKind.BRIDGE, chip + " (drive side)", null, null, round(mbps.get()), null,
                    Provenance.INFERRED, how, e.events(), null));
        }
        return DeviceCatalog.bundled().find(d.vendorId(), d.productId()).filter(c -> c.downstreamMBps() != null)
                .map(c -> new Hop(HopKind.BRIDGE, c.name() + " (drive side)", null, null, c.downstreamMBps(), null,
                        Provenance.INFERRED, c.downstream() + ", from the catalog (" + c.vidPid() + ")", List.of(), null));
    }

    /** The device or a hub: what it can do (the rules' reading, catalog included) and the link it makes now. */
    static Hop element(String hostId, HopKind kind, DeviceFact x, Rates rates) {
        LinkMode can = Links.capable(x);
        boolean fromCatalog = Links.catalogUpgrade(x).isPresent();
        Provenance provenance = can == null ? Provenance.UNKNOWN
                : fromCatalog ? Provenance.INFERRED : Provenance.ofCapability(x.capabilitySource());
        String how = (can == null ? "what it can do is not known" : "can do " + kernel(can.totalMbps()) + " ("
                + (fromCatalog ? "the catalog knows its chip" : source(x)) + ")")
                + (Double.isNaN(x.negotiatedMbps()) ? "" : "; links at " + kernel(x.negotiatedMbps()) + " now");
        String name = Links.name(x) + " (" + x.path() + ")";
        return new Hop(kind, name, dev.linkledger.advisor.web.Links.device(hostId, x.path()),
                can == null ? null : can.totalMbps(), can == null ? null : rates.of(can), rates.of(x.negotiatedMbps(), x.lanes()),
                provenance, how, x.capabilityEvents(), null);
    }

    private static String source(DeviceFact x) {
        return switch (x.capabilitySource() == null ? CapabilitySource.UNKNOWN : x.capabilitySource()) {
            case BOS -> "its BOS descriptor says so";
            case CATALOG -> "the catalog knows it";
            case BCD_USB -> "it declares bcdUSB " + (x.bcdUsb() == null ? "3.x" : x.bcdUsb().trim());
            case BCD_USB_210 -> "bcdUSB 2.10, a guess";
            case UAS_DRIVER -> "it binds uas, a guess";
            case PRODUCT_STRING -> "its product string says so";
            case KERNEL_LOG -> "the kernel log shows it linked at SuperSpeed just before";
            case SAME_UNIT -> "the same unit linked at SuperSpeed elsewhere in this evidence";
            case UNKNOWN -> "source unknown";
        };
    }

    static int round(double mbps) {
        return (int) Math.round(mbps);
    }
}
