package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.DeviceRecord;
import dev.linkledger.inventory.query.EnclosureQueries;
import dev.linkledger.inventory.query.EnclosureRecord;
import dev.linkledger.rules.facts.EnclosureFact;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.MediumKind;
import jakarta.inject.Inject;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Registered enclosures and readers as rule facts, those whose bound vid:pid a host has connected
 * (the rules then check the serial).
 */
@ApplicationScoped
public class EnclosureFacts {

    @Inject
    EnclosureQueries queries;

    public List<EnclosureFact> boundTo(List<DeviceRecord> devices) {
        Set<String> present = devices.stream().map(d -> vidPid(d.vendorId(), d.productId())).collect(Collectors.toSet());
        return queries.boundToUsb().stream()
                .filter(e -> present.contains(vidPid(e.usbVendorId(), e.usbProductId())))
                .map(EnclosureFacts::of).toList();
    }

    private static String vidPid(String vendorId, String productId) {
        return lower(vendorId) + ":" + lower(productId);
    }

    static EnclosureFact of(EnclosureRecord e) {
        String[] bridge = vidPid(e.bridgeVidPid());
        return new EnclosureFact(e.enclosureId(), e.label(), bridge[0], bridge[1], MediumKind.valueOf(e.mediumKind().name()),
                e.pcieGeneration(), e.pcieLanes(), e.sdClass(), null, e.ratedMediumMBps(), lower(e.usbVendorId()),
                lower(e.usbProductId()), e.usbSerial(),
                List.of(new EventRef(e.registeredEvent(), "EnclosureRegisteredEvent", e.registeredAt())));
    }

    /** "152d:0583" as its two halves, lower case; both null when the catalog did not know the bridge. */
    private static String[] vidPid(String vidPid) {
        if (vidPid == null || !vidPid.contains(":")) return new String[]{null, null};
        String[] parts = vidPid.split(":", 2);
        return new String[]{lower(parts[0]), lower(parts[1])};
    }

    private static String lower(String hex) {
        return hex == null ? null : hex.toLowerCase(Locale.ROOT);
    }
}
