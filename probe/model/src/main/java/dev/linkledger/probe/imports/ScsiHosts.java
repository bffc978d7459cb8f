package dev.linkledger.probe.imports;

import dev.linkledger.probe.usb.PortPath;

import java.util.Collection;
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
 * A paste cut after the binding still shows the tie in a UAS reset: uas_eh_device_reset_handler
 * calls usb_reset_device, so the USB device reset between {@code uas_eh_device_reset_handler start}
 * and its {@code success} (or {@code FAILED}) is the host's device, whether the reset shows as
 * {@code usb B-P: reset … USB device number N} or as the errors of that re-enumeration
 * ({@code usb B-P: device not accepting address N}); a paste that starts after the {@code start}
 * ties the last USB reset before the {@code success}. Kernels before 3.19 wrote the binding
 * {@code scsi1 : uas}. A SCSI line of a host the paste never ties to a USB device (a SATA disk)
 * is not a USB line.
 */
final class ScsiHosts {
    private static final Pattern BOUND = Pattern.compile(".*?\\bscsi(?: host|(?=\\d))(\\d{1,9}) ?: (uas|usb-storage)(?:\\s+(\\d+-[\\d.]+):[\\d.]+)?\\s*");
    private static final Pattern HOST = Pattern.compile(".*?\\bscsi(?: host|(?=\\d))(\\d{1,9}) ?: (.*)");
    /** The uas driver ends each of its device reset lines with how far it got. */
    private static final Pattern RESET_WHOLE = Pattern.compile(".*uas_eh_device_reset_handler (?:start|success|FAILED\\b.*)\\s*");
    /** uas.c's uas_zap_pending(): one line per command still in flight at a reset or a disconnect. */
    private static final String ZAP = "uas_zap_pending";
    /**
     * The disk's own report that it could not read or write its media (SPC sense key 3, MEDIUM ERROR,
     * printed by scsi_print_sense() as "Sense Key : Medium Error", with its additional sense such as
     * "Unrecovered read error"): the bridge carried the answer, so the link worked.
     */
    private static final Pattern MEDIUM = Pattern.compile("Sense Key ?: Medium Error|Add\\. Sense: Unrecovered (?:read|write) error");
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
    /** The host whose UAS reset has started and not yet ended. */
    private Integer resetting;
    /** The USB device reset since the last UAS reset line. */
    private String resetDevice;

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
            if (!devicePath(path)) return new Line(host, null, "scsi-host");
            paths.put(host, path);
            return new Line(host, path, "scsi-host");
        }
        if ((m = HOST.matcher(text)).matches() || (m = ADDRESS.matcher(text)).matches()) {
            int host = Integer.parseInt(m.group(1));
            String message = m.group(2);
            String kind = zappedByTheReset(message) ? "scsi" : kind(message);
            if (kind.equals("uas-reset")) uasReset(host, message);
            return new Line(host, paths.get(host), kind);
        }
        if (uasDriverLine(text)) return new Line(null, null, zappedByTheReset(text) ? "scsi" : kind(text));
        return null;
    }

    private void uasReset(int host, String message) {
        boolean start = message.contains(" start");
        // A paste that begins inside the reset shows only its end: the USB reset just before it was the host's device.
        if (!start && resetting == null && resetDevice != null) paths.putIfAbsent(host, resetDevice);
        resetting = start ? Integer.valueOf(host) : null;
        resetDevice = null;
    }

    /** A USB reset at {@code path}: inside a UAS reset of a host not yet tied, it ties that host. */
    void usbReset(String path) {
        if (!devicePath(path)) return;
        resetDevice = path;
        if (resetting != null) paths.putIfAbsent(resetting, path);
    }

    /** A name the kernel could give a device ("4-2..1", bus 64 or port 0 it could not): only such a name ties a host. */
    private static boolean devicePath(String path) {
        return path != null && PortPath.problem(path) == null;
    }

    /** The USB devices the paste ties to a SCSI host. */
    Collection<String> tiedPaths() {
        return paths.values();
    }

    /**
     * A line only the uas driver prints, its command log included: uas_log_cmd_state() writes
     * {@code … uas-tag 1 inflight: CMD} after an error of a command (a completion error, an abort).
     */
    static boolean uasLogLine(String text) {
        return uasDriverLine(text) || text.contains(" uas-tag ");
    }

    /** True for a line of the SCSI layer about a host or a device address. */
    static boolean isScsiLine(String text) {
        return HOST.matcher(text).matches() || ADDRESS.matcher(text).matches() || uasDriverLine(text);
    }

    /** False for a UAS reset line cut before the word that says how far it got. */
    static boolean whole(String text) {
        return !text.contains("uas_eh_device_reset_handler") || RESET_WHOLE.matcher(text).matches();
    }

    boolean tied(Integer host) {
        return host != null && paths.containsKey(host);
    }

    String pathOf(Integer host) {
        return host == null ? null : paths.get(host);
    }

    /**
     * A line only the uas driver prints, with or without the SCSI address before it (a blog's excerpt
     * often keeps only {@code [sda] tag#7 …}): its error handlers, and {@code uas_zap_pending}, which
     * uas.c's {@code uas_pre_reset()} and {@code uas_disconnect()} log for each command still in flight
     * when the device is reset or drops off.
     */
    private static boolean uasDriverLine(String text) {
        return text.contains("uas_eh_") || text.contains(ZAP);
    }

    /** A command zapped inside a UAS reset the log shows is that reset's, not an abort of its own. */
    private boolean zappedByTheReset(String message) {
        return resetting != null && message.contains(ZAP);
    }

    private static String kind(String message) {
        // a command ended by a reset or a disconnect is aborted as surely as by the abort handler
        if (message.contains("uas_eh_abort_handler") || message.contains(ZAP)) return "uas-abort";
        if (message.contains("uas_eh_device_reset_handler")) return "uas-reset";
        if (message.contains("Device offlined") || message.contains("rejecting I/O to offline device")) return "device-offlined";
        if (MEDIUM.matcher(message).find()) return "medium-error";
        return "scsi";
    }
}
