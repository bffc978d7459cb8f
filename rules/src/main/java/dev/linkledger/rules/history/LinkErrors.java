package dev.linkledger.rules.history;

import dev.linkledger.probe.history.KernelLogLine;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * What the error numbers in the kernel's USB messages say about a link, from
 * Documentation/driver-api/usb/error-codes.rst (and errno.h for the names). The host controller
 * often cannot tell a corrupted packet from a missing answer, so -71 and -62 point at the signal
 * path (cable, connector, port, a hub's power) as much as at the device.
 */
enum LinkErrors {
    /** -EPROTO: "a) bitstuff error b) no response packet received within the prescribed bus turn-around time c) unknown USB error" */
    EPROTO(-71, "a protocol error: bits garbled or no answer within the bus turn-around time, the signature of a marginal cable, connector or supply"),
    /** -EILSEQ: "a) CRC mismatch b) no response packet …" */
    EILSEQ(-84, "a CRC mismatch or no answer within the bus turn-around time: the signal path"),
    /** -ETIME: "No response packet received within the prescribed bus turn-around time" */
    ETIME(-62, "no answer within the bus turn-around time: the device went quiet on the wire"),
    /** -ETIMEDOUT: "Synchronous USB message functions use this code to indicate timeout expired before the transfer completed" */
    ETIMEDOUT(-110, "no answer at all within the request's timeout: a device without power or stuck, more often than a bad wire"),
    /** -EPIPE: "Endpoint stalled" */
    EPIPE(-32, "the device refused the request (stall): it answered, so its firmware or mode rather than the wire"),
    /** -ENODEV: "Device was removed. Often preceded by a burst of other errors" */
    ENODEV(-19, "the device went away during the request"),
    /**
     * -EINVAL: xhci.c xhci_setup_device() answers so when the controller's Address Device command
     * completed with a slot or context state error or a code it did not expect ("ERROR: unexpected
     * setup address command completion code 0x…"); a transaction error on the wire is -EPROTO there.
     */
    EINVAL(-22, "the host controller's Address Device command failed with a state or completion code that is no transfer "
            + "error: the device's or the controller's state, not the signal on the wire");

    private final int number;
    private final String meaning;

    LinkErrors(int number, String meaning) {
        this.number = number;
        this.meaning = meaning;
    }

    /** "error -71 (EPROTO): a protocol error …" for each distinct error of these lines, most frequent first. */
    static String explain(Collection<KernelLogLine> lines) {
        Map<Integer, Long> counts = lines.stream().map(KernelLogLine::error).filter(Objects::nonNull)
                .collect(Collectors.groupingBy(e -> e, LinkedHashMap::new, Collectors.counting()));
        return counts.entrySet().stream().sorted(Map.Entry.<Integer, Long>comparingByValue().reversed())
                .map(e -> "error " + e.getKey() + describe(e.getKey())).collect(Collectors.joining("; "));
    }

    /** The error the lines show most, or null. */
    static Integer commonest(Collection<KernelLogLine> lines) {
        return lines.stream().map(KernelLogLine::error).filter(Objects::nonNull)
                .collect(Collectors.groupingBy(e -> e, LinkedHashMap::new, Collectors.counting()))
                .entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(null);
    }

    private static String describe(int number) {
        for (LinkErrors e : values()) if (e.number == number) return " (" + e.name() + "): " + e.meaning;
        return "";
    }

    /** True for the error a host controller gives when its own command failed, with nothing wrong on the wire. */
    static boolean controllerRefused(Integer number) {
        return number != null && number == EINVAL.number;
    }

    /** True for -ETIMEDOUT: the request got no answer at all within its timeout. */
    static boolean timedOut(Integer number) {
        return number != null && number == ETIMEDOUT.number;
    }

    /** True for the errors that point at the signal path first. */
    static boolean wire(Integer number) {
        return number == null || number == EPROTO.number || number == EILSEQ.number || number == ETIME.number;
    }
}
