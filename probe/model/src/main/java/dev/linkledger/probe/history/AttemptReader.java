package dev.linkledger.probe.history;

import dev.linkledger.probe.history.Attempt.Outcome;
import dev.linkledger.probe.history.KernelMessage.Role;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;

/**
 * Groups one port's lines into the kernel's attempts, following hub.c: {@code hub_port_connect()}
 * allocates a device number per attempt and calls {@code hub_port_init()}, which prints "new …
 * USB device number N" after the port reset below SuperSpeed but only after SET_ADDRESS for
 * SuperSpeed and faster, then the attempt's errors; {@code usb_new_device()} reads the
 * configuration (a failure there ends the attempt) and {@code announce_device()} prints "New USB
 * device found" once it got through; "attempt power cycle" and "unable to enumerate USB device"
 * come after failed attempts only.
 */
final class AttemptReader {
    /** The SET_ADDRESS stage of hub_port_init(). */
    private static final EnumSet<KernelMessage> ADDRESSING = EnumSet.of(KernelMessage.SETUP_NO_RESPONSE,
            KernelMessage.ADDRESS_NOT_ACCEPTED);
    /**
     * The failures after which hub_port_init() gives the attempt up ("goto fail": the port would
     * not enable, SET_ADDRESS failed, the whole descriptor could not be read, a reset device lost its
     * configuration) or usb_new_device() fails it (the configuration could not be read); a
     * "device descriptor read/64" or "/8" error is retried within the attempt.
     */
    private static final EnumSet<KernelMessage> ENDS_ATTEMPT = EnumSet.of(KernelMessage.CANNOT_ENABLE,
            KernelMessage.ENABLE_DEVICE_FAILED, KernelMessage.ADDRESS_NOT_ACCEPTED, KernelMessage.CONFIG_READ_ERROR,
            KernelMessage.RESET_FAILED);
    /** hub.c prints SuperSpeed's "new" line with this word, after SET_ADDRESS ("%s SuperSpeed%s%s USB device number %d"). */
    private static final String ADDRESSED_FIRST = "SuperSpeed";

    private final List<Attempt> done = new ArrayList<>();
    private Open open;

    /** An attempt still taking lines. */
    private static final class Open {
        final KernelLogLine start;
        Integer devnum;
        final boolean reset;
        final List<KernelLogLine> failures = new ArrayList<>();
        final List<KernelLogLine> found = new ArrayList<>();
        Outcome outcome = Outcome.UNKNOWN;
        /** hub_port_init() or usb_new_device() gave the attempt up: hub_port_connect() goes on with a new one */
        boolean over;

        Open(KernelLogLine start, Integer devnum, boolean reset) {
            this.start = start;
            this.devnum = devnum;
            this.reset = reset;
        }

        /** Whether a failure line can be this attempt's: not after it ended, not an addressing error after a line printed once addressed. */
        boolean takes(KernelLogLine failure) {
            if (over || outcome == Outcome.SUCCEEDED) return false;
            Integer n = failure.devnum();
            if (n != null && devnum != null && !devnum.equals(n)) return false;
            boolean addressed = start != null && !reset && start.text().contains(ADDRESSED_FIRST);
            return !(addressed && ADDRESSING.contains(failure.kind()));
        }

        Attempt attempt() {
            return new Attempt(start, devnum, start == null ? null : start.speed(), reset, outcome, failures, found);
        }
    }

    static List<Attempt> read(List<KernelLogLine> lines) {
        AttemptReader reader = new AttemptReader();
        lines.forEach(reader::take);
        reader.close();
        return List.copyOf(reader.done);
    }

    private void take(KernelLogLine line) {
        Role role = line.role();
        switch (role) {
            case ENUMERATED -> begin(new Open(line, line.devnum(), false));
            case RESET -> {
                // A reset is of a device that had come up: its enumeration got through.
                succeeded(line.devnum());
                begin(new Open(line, line.devnum(), true));
            }
            case IDENTIFIED -> identified(line);
            case DISCONNECTED -> {
                succeeded(line.devnum());
                if (open != null && Objects.equals(open.devnum, line.devnum())) close();
            }
            case ATTEMPT_FAILED -> failed(line);
            case POWER_CYCLE, GAVE_UP -> {
                if (open != null && open.outcome != Outcome.SUCCEEDED) open.outcome = Outcome.FAILED;
                close();
            }
            default -> {
                // over-current, hub and descriptor lines belong to the port's story, not to an attempt
            }
        }
    }

    private void begin(Open next) {
        close();
        open = next;
    }

    private void identified(KernelLogLine line) {
        if (open == null || open.outcome == Outcome.FAILED) begin(new Open(null, null, false));
        open.found.add(line);
        open.outcome = Outcome.SUCCEEDED;
    }

    private void failed(KernelLogLine line) {
        if (open == null || !open.takes(line)) begin(new Open(null, line.devnum(), false));
        if (open.devnum == null) open.devnum = line.devnum();
        open.failures.add(line);
        open.outcome = Outcome.FAILED;
        if (ENDS_ATTEMPT.contains(line.kind()) || line.text().contains("descriptor read/all")) open.over = true;
    }

    /** The latest attempt with this device number got through, whatever it showed itself. */
    private void succeeded(Integer devnum) {
        if (devnum == null) return;
        if (open != null && devnum.equals(open.devnum) && open.outcome == Outcome.UNKNOWN) {
            open.outcome = Outcome.SUCCEEDED;
            return;
        }
        for (int i = done.size() - 1; i >= 0; i--) {
            Attempt a = done.get(i);
            if (!devnum.equals(a.devnum())) continue;
            if (a.outcome() == Outcome.UNKNOWN)
                done.set(i, new Attempt(a.start(), a.devnum(), a.speed(), a.reset(), Outcome.SUCCEEDED, a.failures(), a.found()));
            return;
        }
    }

    private void close() {
        if (open != null) done.add(open.attempt());
        open = null;
    }
}
