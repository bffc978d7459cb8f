package dev.linkledger.probe.imports;

import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ties the SCSI layer's kernel lines to the USB device behind them. A USB storage device gets a
 * SCSI host when its driver binds: {@code scsi host6: usb-storage 4-2:1.0} names the device,
 * {@code scsi host2: uas} follows the lines of the device being bound. Later lines name only the
 * host ({@code scsi host2: uas_eh_device_reset_handler start}) or its address
 * ({@code sd 2:0:0:0: [sdb] tag#5 uas_eh_abort_handler …}, {@code sd 2:0:0:0: Device offlined}).
 * A paste cut after the binding still shows the tie in a UAS reset: the USB reset between
 * {@code uas_eh_device_reset_handler start} and its {@code success} is the host's device.
 * A SCSI line of a host the paste never ties to a USB device (a SATA disk) is not a USB line.
 */
final class ScsiHosts {
    private static final Pattern BOUND = Pattern.compile(".*?\\bscsi host(\\d{1,9}): (uas|usb-storage)(?:\\s+(\\d+-[\\d.]+):[\\d.]+)?\\s*");
    private static final Pattern HOST = Pattern.compile(".*?\\bscsi host(\\d{1,9}): (.*)");
    private static final Pattern ADDRESS = Pattern.compile(".*?\\b(?:scsi|sd|sr|sg|ses) (\\d{1,9}):\\d+:\\d+:\\d+: (.*)");

    /**
     * A SCSI line about a USB device.
     *
     * @param host null for a UAS line that names no host
     * @param path null when the paste has not (yet) shown which device the host is
     */
    record Line(Integer host, String path, String kind) {
    }

    private final Map<Integer, String> paths = new HashMap<>();
    private Integer resetting;

    /**
     * @param lastDevice the USB device the log spoke of last: the one a bare {@code scsi hostN: uas} belongs to
     * @return null for a line that is not a SCSI line; a line of a host not (yet) tied to a USB
     *         device has a null path, and is a USB line only if the paste ties its host later
     */
    Line read(String text, String lastDevice) {
        Matcher m;
        if ((m = BOUND.matcher(text)).matches()) {
            int host = Integer.parseInt(m.group(1));
            String path = m.group(3) != null ? m.group(3) : lastDevice;
            paths.put(host, path);
            return new Line(host, path, "scsi-host");
        }
        if ((m = HOST.matcher(text)).matches() || (m = ADDRESS.matcher(text)).matches()) {
            int host = Integer.parseInt(m.group(1));
            String message = m.group(2);
            String kind = kind(message);
            if (kind.equals("uas-reset")) resetting = message.contains(" start") ? Integer.valueOf(host) : null;
            return new Line(host, paths.get(host), kind);
        }
        if (text.contains("uas_eh_")) return new Line(null, null, kind(text));
        return null;
    }

    /** A USB reset at {@code path}: inside a UAS reset of a host not yet tied, it ties that host. */
    void usbReset(String path) {
        if (resetting != null) paths.putIfAbsent(resetting, path);
    }

    boolean tied(Integer host) {
        return host != null && paths.containsKey(host);
    }

    String pathOf(Integer host) {
        return host == null ? null : paths.get(host);
    }

    private static String kind(String message) {
        if (message.contains("uas_eh_abort_handler")) return "uas-abort";
        if (message.contains("uas_eh_device_reset_handler")) return "uas-reset";
        if (message.contains("Device offlined") || message.contains("rejecting I/O to offline device")) return "device-offlined";
        return "scsi";
    }
}
