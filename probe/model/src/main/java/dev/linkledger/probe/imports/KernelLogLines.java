package dev.linkledger.probe.imports;

import dev.linkledger.probe.text.WrappedLines;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a kernel log line looks like, for mending the ones a mail client wrapped: it starts with
 * a {@code dmesg} timestamp ({@code [  394.369348]}, indented or not), a journalctl or syslog
 * prefix ({@code Nov 04 06:18:51 charon kernel: }, {@code 2020-11-04T06:18:51+0100 charon kernel: };
 * the month as the poster's locale abbreviates it, {@code Mär 20 07:52:53.870941 abreu kernel: }, see {@link dev.linkledger.probe.history.LogStamp}),
 * or, in a paste without either, with the kernel's "driver device: " ({@code usb 2-1: },
 * {@code sd 0:0:0:0: }, {@code scsi host0: }, the old {@code scsi1 : }). A tail such as
 * {@code xhci_hcd} or {@code inflight: CMD IN} starts with none of them.
 */
final class KernelLogLines implements WrappedLines.Shape {
    static final KernelLogLines SHAPE = new KernelLogLines();

    /** dmesg's own stamp, seconds since boot: "[   23.884317]"; Amlogic's vendor kernels add the CPU ("[    5.888840@0]"). */
    private static final String SINCE_BOOT = "\\[\\s*\\d+\\.\\d+(?:@\\d{1,4})?]";
    private static final Pattern STAMP = Pattern.compile("\\s*" + SINCE_BOOT + ".*");
    private static final Pattern STAMP_ANYWHERE = Pattern.compile(SINCE_BOOT);
    /** Three stamps on one line: the log's line breaks were lost. */
    private static final Pattern FLAT = Pattern.compile(SINCE_BOOT + ".*" + SINCE_BOOT + ".*" + SINCE_BOOT);
    /** A line that ends inside a stamp ("… [ " before "  44.748356] usb …" on the next). */
    private static final Pattern OPEN_STAMP = Pattern.compile("\\[\\s*[\\d.]*\\s*$");
    private static final Pattern JOURNAL = Pattern.compile(
            "\\s*(?:\\p{L}{3,4}\\.?\\s+\\d{1,2}\\s+\\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?|\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\S*)\\s+\\S+\\s+kernel:.*");
    private static final Pattern DRIVER_AND_DEVICE = Pattern.compile("\\s*(?:[\\w.-]+ [\\w:.\\-]+|scsi\\d+ ): .*");

    /**
     * A USB host controller driver's own line: dev_printk() with the controller's PCI or platform
     * name ({@code xhci_hcd 0000:05:00.4: ERROR Transfer event …}, {@code dwc2 3f980000.usb: …}), or
     * pr_err() with the driver's name alone, as USB/IP's virtual host controller prints
     * ({@code vhci_hcd: Failed attach request for unsupported USB speed: super-speed-plus}).
     */
    private static final Pattern HOST_CONTROLLER = Pattern.compile(
            "(?:.*?\\s)?(?:(?:[xeou]hci[_-](?:hcd|pci|plat|platform|mtk|tegra)|dwc2|dwc3|dwc_otg|musb-hdrc)\\s+[\\w:.-]+"
                    + "|vhci_hcd(?:\\s+vhci_hcd\\.\\d+)?): .*");

    private KernelLogLines() {
    }

    /**
     * A line of the USB stack that names no device: a host controller driver's, or one only the uas
     * driver prints ({@code uas_eh_…}, {@code uas_zap_pending}, and uas_log_cmd_state()'s
     * {@code … uas-tag 1 inflight: CMD}).
     */
    static boolean usbStackLine(String line) {
        return HOST_CONTROLLER.matcher(line).matches() || ScsiHosts.uasLogLine(line);
    }

    /**
     * A kernel log whose line breaks a web page or mail archive turned into spaces ("[ 23.88] usb
     * 1-4: … [ 29.02] usb 1-4: …" on one line, then wrapped anywhere, even inside a stamp): each
     * dmesg stamp starts a line again, and a line cut inside a stamp is joined to the next. Lines
     * without such a line are returned as they are.
     */
    static List<String> unflattened(List<String> lines) {
        if (lines.stream().noneMatch(l -> FLAT.matcher(l).find())) return lines;
        List<String> joined = new ArrayList<>();
        for (String l : lines) {
            int last = joined.size() - 1;
            if (last >= 0 && OPEN_STAMP.matcher(joined.get(last)).find()) joined.set(last, joined.get(last) + l.strip());
            else joined.add(l);
        }
        List<String> split = new ArrayList<>();
        for (String l : joined) {
            Matcher m = STAMP_ANYWHERE.matcher(l);
            int from = 0;
            while (m.find()) {
                if (m.start() > from && !l.substring(from, m.start()).isBlank()) {
                    split.add(l.substring(from, m.start()).stripTrailing());
                    from = m.start();
                }
            }
            split.add(l.substring(from));
        }
        return List.copyOf(split);
    }

    /** A line with a dmesg timestamp or a journal/syslog prefix: the kernel's log, whatever it says. */
    static boolean stamped(String line) {
        return STAMP.matcher(line).matches() || JOURNAL.matcher(line).matches();
    }

    @Override
    public boolean startsLine(String line) {
        return stamped(line) || DRIVER_AND_DEVICE.matcher(line).matches();
    }

    @Override
    public boolean whole(String line) {
        return DmesgParser.whole(line);
    }
}
