package dev.linkledger.probe.history;

import dev.linkledger.probe.usb.LinkSpeed;

import java.util.ArrayList;
import java.util.List;

/**
 * One try of the kernel to bring a device up on a port: an enumeration attempt of hub.c's
 * {@code hub_port_connect()} loop (a new device number each time) or a reset of a working device
 * ({@code usb_reset_and_verify_device()}), with the lines that tell how it ended.
 *
 * @param start    the "new …"/"reset …" line; null for an attempt the log shows only by its failure
 *                 (a SuperSpeed attempt that failed before SET_ADDRESS prints no "new" line)
 * @param speed    the speed the link trained at, from {@code start}; null when unknown
 * @param failures the failure lines of this attempt, in order
 * @param found    "New USB device found" and the strings that followed, in order
 */
public record Attempt(KernelLogLine start, Integer devnum, LinkSpeed speed, boolean reset, Outcome outcome,
                      List<KernelLogLine> failures, List<KernelLogLine> found) {

    public enum Outcome {
        /** the device answered with its descriptors, was disconnected as a registered device, or was reset later */
        SUCCEEDED,
        /** a failure line of this attempt, or the kernel's power cycle or giving up after it */
        FAILED,
        /** the log shows neither: a paste cut after the "new" line, a grep for "new" */
        UNKNOWN
    }

    public Attempt {
        failures = List.copyOf(failures);
        found = List.copyOf(found);
    }

    /** The link rate in Mb/s, null when the attempt's speed is unknown. */
    public Double mbps() {
        return start == null ? null : start.mbps();
    }

    /** The attempt's first line: its start, or its first failure. */
    public KernelLogLine first() {
        return start != null ? start : failures.isEmpty() ? found.get(0) : failures.get(0);
    }

    /** Every line of the attempt, in order. */
    public List<KernelLogLine> lines() {
        List<KernelLogLine> all = new ArrayList<>();
        if (start != null) all.add(start);
        all.addAll(failures);
        all.addAll(found);
        all.sort(java.util.Comparator.comparingInt(KernelLogLine::order));
        return all;
    }

    public String vendorId() {
        return ids(true);
    }

    public String productId() {
        return ids(false);
    }

    /** The device's serial string as the kernel announced it, null when not shown. */
    public String serial() {
        return found.stream().filter(l -> l.kind() == KernelMessage.SERIAL_NUMBER).map(KernelLogLine::value)
                .findFirst().orElse(null);
    }

    /** The ids of the first line that carried them: "New USB device found", or an OTG refusal naming them. */
    private String ids(boolean vendor) {
        return found.stream().filter(l -> l.vendorId() != null).map(l -> vendor ? l.vendorId() : l.productId())
                .findFirst().orElse(null);
    }
}
