package dev.linkledger.rules.facts;

import java.util.List;
import java.util.Objects;

/**
 * History: a faster link a device had before, from the inventory's connection history (the
 * fastest link a device, by vid:pid and serial, was ever seen at, on any host: imported pastes
 * and the probe's observations over time alike) or from the host's kernel log (the same port
 * came up faster before its errors). One notion, whatever recorded it.
 *
 * @param vendorId     null when the kernel log never showed the device's ids
 * @param serial       with vid:pid, the device's identity across hosts and ports; null matches
 *                     only the same host and path
 * @param bestMbps     the faster negotiated speed, Mb/s as the kernel writes it
 * @param hostId       where, with {@code portId} and {@code path}
 * @param event        the event that showed it
 * @param shownBy      the kernel's line that showed it ("new SuperSpeed Plus Gen 2x1 USB device number 2 …");
 *                     null when the history is the connection history
 * @param troubleSince the kernel's failure lines between that link and the present one, in order;
 *                     empty when the history is the connection history
 */
public record PastLinkFact(String vendorId, String productId, String serial, double bestMbps, int bestLanes,
                           String hostId, String portId, String path, EventRef event, String shownBy,
                           List<LoggedLine> troubleSince) {

    public PastLinkFact {
        troubleSince = troubleSince == null ? List.of() : List.copyOf(troubleSince);
    }

    /** A link of the connection history, which records no kernel lines. */
    public PastLinkFact(String vendorId, String productId, String serial, double bestMbps, int bestLanes,
                        String hostId, String portId, String path, EventRef event) {
        this(vendorId, productId, serial, bestMbps, bestLanes, hostId, portId, path, event, null, List.of());
    }

    /** True when the kernel log showed it (and what went wrong since). */
    public boolean fromKernelLog() {
        return shownBy != null;
    }

    /**
     * Whether this past link was the device's: the same vid:pid and serial on any host and port;
     * otherwise the same host and path with ids that agree where both are known (vid:pid alone
     * names a product, not one unit; the kernel log's past links are of a port, and carry no serial).
     */
    public boolean sameDevice(DeviceFact d) {
        if (serial != null && serial.equals(d.serial()) && Objects.equals(vendorId, d.vendorId())
                && Objects.equals(productId, d.productId())) return true;
        return Objects.equals(hostId, d.hostId()) && Objects.equals(path, d.path()) && agree(vendorId, d.vendorId())
                && agree(productId, d.productId()) && agree(serial, d.serial());
    }

    private static boolean agree(String a, String b) {
        return a == null || b == null || a.equals(b);
    }
}
