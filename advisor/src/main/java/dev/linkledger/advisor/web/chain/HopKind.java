package dev.linkledger.advisor.web.chain;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * The elements of a device's chain, in the order issue 18 draws them: what stores the data, down to
 * the controller. {@code link} elements make the USB link (they decide what it negotiates); the
 * medium and the bridge's drive side only cap what flows through it.
 */
public enum HopKind {
    MEDIUM("medium", false), BRIDGE("bridge", false), DEVICE("device", true), HUB("hub", true),
    CABLE("cable", true), CONNECTOR("connector", true), ROOT_HUB("root hub", true), CONTROLLER("controller", true);

    private final String label;
    private final boolean link;

    HopKind(String label, boolean link) {
        this.label = label;
        this.link = link;
    }

    @JsonValue
    public String wire() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    public String label() {
        return label;
    }

    public boolean link() {
        return link;
    }
}
