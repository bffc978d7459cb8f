package dev.linkledger.rules.topology;

import dev.linkledger.rules.catalog.CatalogEntry;
import dev.linkledger.rules.catalog.DeviceCatalog;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.link.LinkCeilings;
import dev.linkledger.rules.link.LinkMode;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Link modes and practical ceilings of devices, shared by the rule helpers. */
public final class Links {
    private Links() {
    }

    public static LinkMode negotiated(DeviceFact d) {
        return LinkMode.of(d.negotiatedMbps(), d.lanes(), false);
    }

    /**
     * What the device can do: its capability, or the catalog's upstream mode when the capability came
     * from weaker evidence than the catalog and the catalog knows more. A USB4 product counts with its USB
     * fallback mode, as that is what it can be as a USB device.
     */
    public static LinkMode capable(DeviceFact d) {
        LinkMode own = d.capabilityMbps() == null ? null : LinkMode.atMost(d.capabilityMbps());
        Optional<CatalogEntry> entry = catalogUpgrade(d);
        LinkMode mode = entry.map(CatalogEntry::upstream).orElse(own);
        if (mode == null) return null;
        CatalogEntry known = DeviceCatalog.bundled().find(d.vendorId(), d.productId()).orElse(null);
        if (known != null && known.usbFallback() != null && mode.totalMbps() > known.usbFallback().totalMbps())
            return known.usbFallback();
        return mode;
    }

    /** The catalog entry that raises a weakly known capability (uas driver, bcdUSB, product string). */
    public static Optional<CatalogEntry> catalogUpgrade(DeviceFact d) {
        CapabilitySource source = d.capabilitySource() == null ? CapabilitySource.UNKNOWN : d.capabilitySource();
        if (source == CapabilitySource.BOS) return Optional.empty();
        return DeviceCatalog.bundled().find(d.vendorId(), d.productId())
                .filter(e -> e.upstream() != null && !e.usb2ByDesign())
                .filter(e -> d.capabilityMbps() == null || e.upstream().totalMbps() > d.capabilityMbps()
                        || source == CapabilitySource.CATALOG);
    }

    /** Practical storage goodput of a mode, decimal MB/s. */
    public static int practical(LinkMode mode, boolean uas) {
        return LinkCeilings.bundled().practicalMBps(mode, uas);
    }

    /** The raw rate after line encoding, decimal MB/s: no measurement through the link can exceed it. */
    public static int raw(LinkMode mode) {
        return LinkCeilings.bundled().rawMBps(mode);
    }

    public static LinkMode slower(LinkMode a, LinkMode b) {
        if (a == null) return b;
        if (b == null) return a;
        return b.totalMbps() < a.totalMbps() ? b : a;
    }

    /** How sure the "can do" side is, from where it came; a catalog upgrade makes it certain. */
    public static Confidence capabilityConfidence(DeviceFact d) {
        if (catalogUpgrade(d).isPresent()) return Confidence.CERTAIN;
        return Usb2Fallback.confidence(d.capabilitySource());
    }

    public static String name(DeviceFact d) {
        return Speeds.deviceName(d, DeviceCatalog.bundled().find(d.vendorId(), d.productId())
                .map(CatalogEntry::name).orElse(null));
    }

    @SafeVarargs
    public static List<EventRef> concat(List<EventRef>... lists) {
        List<EventRef> all = new ArrayList<>();
        for (List<EventRef> list : lists) if (list != null) all.addAll(list);
        return all;
    }
}
