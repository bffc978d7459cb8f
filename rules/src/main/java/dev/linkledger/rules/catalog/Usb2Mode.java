package dev.linkledger.rules.catalog;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** How a USB 3 chip family behaves before its driver has run: the difference between "by design" and "stuck". */
public enum Usb2Mode {
    /** Enumerates in USB 2.0 mode and its driver switches it to USB 3 on binding (Realtek rtw88/rtw89). */
    SWITCHED_BY_DRIVER("switched-by-driver"),
    /** Enumerates at SuperSpeed by itself: at 480M the path (port, cable, hub) is USB 2.0. */
    NATIVE("native");

    private final String wire;

    Usb2Mode(String wire) {
        this.wire = wire;
    }

    @JsonValue
    public String wire() {
        return wire;
    }

    @JsonCreator
    public static Usb2Mode fromWire(String text) {
        for (Usb2Mode m : values()) if (m.wire.equals(text) || m.name().equals(text)) return m;
        throw new IllegalArgumentException("unknown usb2Mode: " + text);
    }
}
