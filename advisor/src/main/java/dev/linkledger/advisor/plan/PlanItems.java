package dev.linkledger.advisor.plan;

import dev.linkledger.inventory.api.Medium;
import dev.linkledger.inventory.rest.ProblemException;
import dev.linkledger.rules.catalog.DeviceCatalog;
import dev.linkledger.rules.plan.ItemProfiles;
import dev.linkledger.rules.plan.PlanItemKind;
import dev.linkledger.rules.plan.PlannedItem;
import dev.linkledger.rules.plan.PortOption;

import java.util.ArrayList;
import java.util.List;

/** Checks a posted item list and turns it into {@link PlannedItem}s; a 400 names the field ({@code items[1].kind}). */
final class PlanItems {
    private PlanItems() {
    }

    static List<PlannedItem> of(List<PlanRequest.Item> items, List<PortOption> ports) {
        if (items == null || items.isEmpty()) throw ProblemException.badRequest("items", "a plan needs at least one item");
        List<PlannedItem> planned = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) planned.add(item(i, items.get(i), ports));
        return planned;
    }

    private static PlannedItem item(int i, PlanRequest.Item item, List<PortOption> ports) {
        String at = "items[" + i + "]";
        if (item == null) throw ProblemException.badRequest(at, "an item is an object with a kind");
        PlanItemKind kind = PlanItemKind.parse(item.kind()).orElseThrow(() ->
                ProblemException.badRequest(at + ".kind", "kind is one of cable, enclosure, hub, card"));
        boolean catalogued = DeviceCatalog.bundled().find(item.vendorId(), item.productId()).isPresent();
        if ((item.vendorId() == null) != (item.productId() == null))
            throw ProblemException.badRequest(at + (item.vendorId() == null ? ".vendorId" : ".productId"),
                    "give both vendorId and productId (hex, e.g. 152d and 0583)");
        PlannedItem planned = new PlannedItem(kind, blankToNull(item.rating()), item.vendorId(), item.productId(),
                blankToNull(item.bridge()), medium(item.medium()), blankToNull(item.portId()));
        if (kind == PlanItemKind.ENCLOSURE) {
            if (planned.medium() == null || !ItemProfiles.knownMedium(planned.medium()))
                throw ProblemException.badRequest(at + ".medium", "the medium is required, as an enclosure's: {\"kind\": \"NVME\"}, \"SATA\" or \"SD\" (with its sdClass, e.g. \"UHS-I\")");
            if (!catalogued && planned.bridge() == null && planned.rating() == null)
                throw ProblemException.badRequest(at + ".bridge", "name the bridge chip (\"JMS583\"), its vid:pid, or a rating");
        } else if (!catalogued && planned.rating() == null) {
            throw ProblemException.badRequest(at + ".rating", "a " + kind.wire() + " needs its printed rating (\"USB 10Gbps\")");
        }
        var profile = ItemProfiles.of(planned);
        if (profile.mode() == null && !profile.ambiguous())
            throw ProblemException.badRequest(at + (planned.rating() != null ? ".rating" : ".bridge"),
                    "cannot tell the speed of " + (planned.rating() != null ? "\"" + planned.rating() + "\"" : "bridge \"" + planned.bridge() + "\""));
        if (planned.portId() != null && ports.stream().noneMatch(p -> planned.portId().equals(p.portId())
                || planned.portId().equals(p.peer())))
            throw ProblemException.badRequest(at + ".portId", "no port '" + planned.portId() + "' on this host");
        return planned;
    }

    /** The rules read the medium as words ("NVME", "SD UHS-I"); the API takes it in the enclosure's shape. */
    private static String medium(Medium m) {
        if (m == null || m.kind() == null) return null;
        return m.sdClass() == null || m.sdClass().isBlank() ? m.kind().name() : m.kind().name() + " " + m.sdClass().trim();
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }
}
