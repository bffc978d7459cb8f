package dev.linkledger.advisor.web;

import dev.linkledger.probe.usb.LinkMark;

import java.util.List;

/**
 * One device in the page's tree, the way {@code lsusb -t} prints it, with the link as
 * "negotiated of possible" and its mark. {@code depth} 1 is a device on a root port.
 * {@code unseenHub} names the hub the device's path says it hangs on when the evidence does not
 * show that hub (1-1 for 1-1.4 from a dmesg line); the page then draws a placeholder line for it,
 * once above the first of its devices ({@code opensUnseenHub}), and the device one level below.
 */
public record LinkRow(int depth, String path, int port, Integer devnum, String vidPid, String name, String classes,
                      List<String> drivers, String negotiated, String possible, LinkMark mark, String capabilitySource,
                      String portId, String companionPort, List<String> portLabels, Integer portLimitMbps,
                      String unseenHub, boolean opensUnseenHub) {

    /** "480M of 10000M possible", "480M (possible unknown)". */
    public String link() {
        return possible == null ? negotiated + " (possible unknown)" : negotiated + " of " + possible + " possible";
    }

    /** The text mark beside the colour, so the mark never depends on colour alone. */
    public String markText() {
        return switch (mark) {
            case AT -> "at capability";
            case BELOW -> "below capability";
            case UNKNOWN -> "capability unknown";
        };
    }

    public String markClass() {
        return mark.name().toLowerCase(java.util.Locale.ROOT);
    }

    public String driversText() {
        return String.join(",", drivers);
    }

    public String indent() {
        return "--depth:" + depth;
    }

    /** The placeholder of the unseen hub sits one level above its device. */
    public String unseenHubIndent() {
        return "--depth:" + (depth - 1);
    }
}
