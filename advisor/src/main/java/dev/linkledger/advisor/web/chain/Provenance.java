package dev.linkledger.advisor.web.chain;

import com.fasterxml.jackson.annotation.JsonValue;
import dev.linkledger.probe.usb.CapabilitySource;

/**
 * How a fact is known, in the words of issue 18 (and WhatCable's debug builds): {@code measured}, the
 * kernel reported it or a throughput run measured it; {@code demonstrated}, a verdict from tests (a cable
 * or a connector proven by links through it); {@code inferred}, from a catalog, a driver, a declaration
 * or a pairing guessed; {@code unknown}, nothing says.
 */
public enum Provenance {
    MEASURED, DEMONSTRATED, INFERRED, UNKNOWN;

    @JsonValue
    public String wire() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * A device's "can do": read from its BOS descriptor is the kernel reporting what the device said
     * of itself; every other source (catalog, bcdUSB, the uas driver, a product string) is reasoning.
     */
    public static Provenance ofCapability(CapabilitySource source) {
        if (source == null || source == CapabilitySource.UNKNOWN) return UNKNOWN;
        return source == CapabilitySource.BOS ? MEASURED : INFERRED;
    }

    /** The weaker of two: a fact resting on an inference is an inference. */
    public Provenance weakest(Provenance other) {
        return other.ordinal() > ordinal() ? other : this;
    }
}
