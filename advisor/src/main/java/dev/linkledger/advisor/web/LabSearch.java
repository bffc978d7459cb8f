package dev.linkledger.advisor.web;

import dev.linkledger.inventory.query.CableQueries;
import dev.linkledger.inventory.query.CableView;
import dev.linkledger.inventory.query.DeviceRecord;
import dev.linkledger.inventory.query.HostRecord;
import dev.linkledger.inventory.query.TopologyQueries;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The overview's search: a host by id or name, a device by path, name or vid:pid, a cable by
 * label. Case-insensitive substring matching over what the projections already hold.
 */
@ApplicationScoped
public class LabSearch {
    @Inject
    TopologyQueries topology;
    @Inject
    CableQueries cables;

    public List<SearchHit> find(String query) {
        String q = query.strip().toLowerCase(Locale.ROOT);
        List<SearchHit> hits = new ArrayList<>();
        for (HostRecord h : topology.hosts()) {
            if (contains(h.hostId(), q) || contains(h.hostname(), q)) {
                hits.add(new SearchHit("host", h.hostId(), h.hostname(), Links.host(h.hostId())));
            }
            for (DeviceRecord d : topology.devices(h.hostId())) {
                String vidPid = d.vendorId() == null ? null : d.vendorId() + ":" + d.productId();
                String name = (Objects.toString(d.manufacturer(), "") + " " + Objects.toString(d.product(), "")).strip();
                if (contains(vidPid, q) || contains(name, q) || contains(d.path(), q)) {
                    hits.add(new SearchHit("device", (name.isEmpty() ? "USB device " + d.path() : name) + (vidPid == null ? "" : " [" + vidPid + "]"),
                            h.hostId() + " " + d.path() + " at " + Objects.toString(d.speed(), "an unknown speed"),
                            Links.device(h.hostId(), d.path())));
                }
            }
        }
        for (CableView c : cables.list(null)) {
            if (contains(c.label(), q)) {
                hits.add(new SearchHit("cable", c.label(), c.rating() == null ? "no rating" : "rated " + c.rating(),
                        Links.cable(c.id())));
            }
        }
        return hits;
    }

    private static boolean contains(String text, String q) {
        return text != null && text.toLowerCase(Locale.ROOT).contains(q);
    }
}
