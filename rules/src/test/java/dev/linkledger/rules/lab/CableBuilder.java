package dev.linkledger.rules.lab;

import dev.linkledger.rules.facts.CableFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EventRef;

import java.util.ArrayList;
import java.util.List;

import static dev.linkledger.rules.lab.Lab.event;

/** Builds a {@link CableFact}; {@code on(device)} attaches it where the device is. */
public final class CableBuilder {
    private final String id;
    private String label;
    private String printed;
    private Integer declared;
    private Integer limitedTo;
    private Integer carriesAtLeast;
    private String host;
    private String portId;
    private String devicePath;
    private final List<EventRef> measured = new ArrayList<>();

    CableBuilder(String id) {
        this.id = id;
    }

    public CableBuilder label(String label) { this.label = label; return this; }
    public CableBuilder printed(String printed) { this.printed = printed; return this; }
    public CableBuilder emarker(int mbps) { this.declared = mbps; return this; }
    public CableBuilder limitedTo(int mbps, EventRef event) { this.limitedTo = mbps; measured.add(event); return this; }
    public CableBuilder carries(int mbps, EventRef event) { this.carriesAtLeast = mbps; measured.add(event); return this; }
    public CableBuilder on(DeviceFact device) {
        this.host = device.hostId(); this.portId = device.portId(); this.devicePath = device.path(); return this;
    }

    public CableFact build() {
        return new CableFact(id, label, printed, declared, limitedTo, carriesAtLeast, host, portId, devicePath,
                List.of(event("ev-cable-" + id, "CableRegisteredEvent")), List.copyOf(measured));
    }
}
