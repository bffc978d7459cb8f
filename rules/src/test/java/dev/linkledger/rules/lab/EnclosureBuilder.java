package dev.linkledger.rules.lab;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EnclosureFact;
import dev.linkledger.rules.facts.MediumKind;

import java.util.List;

import static dev.linkledger.rules.lab.Lab.event;

/** Builds an {@link EnclosureFact} bound to a device by vid:pid and serial. */
public final class EnclosureBuilder {
    private final String id;
    private String label;
    private String bridgeVid;
    private String bridgePid;
    private MediumKind medium;
    private Integer gen;
    private Integer lanes;
    private String sdClass;
    private String sdBus;
    private Integer rated;
    private DeviceFact device;

    EnclosureBuilder(String id) {
        this.id = id;
    }

    public EnclosureBuilder label(String label) { this.label = label; return this; }
    public EnclosureBuilder bridge(String vid, String pid) { this.bridgeVid = vid; this.bridgePid = pid; return this; }
    public EnclosureBuilder nvme(Integer gen, Integer lanes, Integer ratedMBps) {
        this.medium = MediumKind.NVME; this.gen = gen; this.lanes = lanes; this.rated = ratedMBps; return this;
    }
    public EnclosureBuilder sata() { this.medium = MediumKind.SATA; return this; }
    public EnclosureBuilder sd(String speedClass, String bus) { this.medium = MediumKind.SD; this.sdClass = speedClass; this.sdBus = bus; return this; }
    public EnclosureBuilder boundTo(DeviceFact device) { this.device = device; return this; }

    public EnclosureFact build() {
        return new EnclosureFact(id, label, bridgeVid, bridgePid, medium, gen, lanes, sdClass, sdBus, rated,
                device.vendorId(), device.productId(), device.serial(), List.of(event("ev-encl-" + id, "EnclosureRegisteredEvent")));
    }
}
