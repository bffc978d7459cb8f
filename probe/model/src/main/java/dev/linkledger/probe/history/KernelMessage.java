package dev.linkledger.probe.history;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The kernel's messages about a USB link, each named after the message and cited where the
 * kernel prints it: the one reader of what a kernel log line about a port or device says. The
 * patterns take the message after the kernel's "driver device: " ({@code usb 2-2: },
 * {@code usb usb2-port2: }, {@code hub 2-0:1.0: }); old kernels (before 3.9, when ports had no
 * device of their own) printed the port messages on the hub's interface with "port N" in the
 * text, and those forms are read too. Sources: drivers/usb/core/hub.c (torvalds/linux
 * 002bba562dd3, read for this table; the messages are unchanged since 5.x), config.c,
 * drivers/usb/host/xhci.c. {@link #wire()} is the {@code KernelLogEntry.kind} spelling.
 */
public enum KernelMessage {
    /**
     * "new high-speed USB device number 4 using xhci_hcd": hub.c {@code hub_port_init()}. Below
     * SuperSpeed it is printed after the port reset told the speed, SuperSpeed and faster only
     * after SET_ADDRESS succeeded, so the words are the speed the link trained at. Before 2.6.32:
     * "new high speed USB device using ehci_hcd and address 4".
     */
    NEW_DEVICE("new-device", Role.ENUMERATED,
            "new (?<speed>.+?) USB device number (?<devnum>\\d{1,9}) using (?<driver>\\S+)\\s*",
            "new (?<speed>.+?) USB device using (?<driver>\\S+) and address (?<devnum>\\d{1,9})\\s*"),
    /** "reset SuperSpeed USB device number 5 using xhci_hcd": hub.c {@code hub_port_init()} called by {@code usb_reset_and_verify_device()}. */
    RESET_DEVICE("reset", Role.RESET,
            "reset (?<speed>.+?) USB device number (?<devnum>\\d{1,9}) using (?<driver>\\S+)\\s*",
            "reset (?<speed>.+?) USB device using (?<driver>\\S+) and address (?<devnum>\\d{1,9})\\s*"),
    /** "New USB device found, idVendor=2b89, idProduct=5871, bcdDevice= 0.00": hub.c {@code announce_device()}, once the descriptors were read. */
    DEVICE_FOUND("device-found", Role.IDENTIFIED,
            "New USB device found, idVendor=(?<vendor>[0-9a-fA-F]{4}), idProduct=(?<product>[0-9a-fA-F]{4}).*"),
    /** "New USB device strings: Mfr=1, Product=2, SerialNumber=3": hub.c {@code announce_device()}. */
    DEVICE_STRINGS("device-strings", Role.IDENTIFIED, "New USB device strings:.*"),
    /**
     * "device v1a86 p7523 is not supported": hub.c's is_targeted() refusing a device that is not on
     * the OTG targeted-peripheral list (CONFIG_USB_OTG_WHITELIST). The kernel read the device's
     * descriptor to say so: the link answered, and the refusal that follows is policy.
     */
    NOT_SUPPORTED("not-supported", Role.IDENTIFIED, "device v(?<vendor>[0-9a-fA-F]{4}) p(?<product>[0-9a-fA-F]{4}) is not supported\\s*"),
    /** "Product: …": hub.c {@code show_string()}. */
    PRODUCT("product", Role.IDENTIFIED, "Product:\\s*(?<value>.*)"),
    /** "Manufacturer: …": hub.c {@code show_string()}. */
    MANUFACTURER("manufacturer", Role.IDENTIFIED, "Manufacturer:\\s*(?<value>.*)"),
    /** "SerialNumber: …": hub.c {@code show_string()}. */
    SERIAL_NUMBER("serialnumber", Role.IDENTIFIED, "SerialNumber:\\s*(?<value>.*)"),
    /** "USB hub found" on the hub's interface ({@code hub 2-1:1.0:}): hub.c {@code hub_probe()}. */
    HUB_FOUND("hub-found", Role.HUB, "USB hub found\\s*"),
    /** "USB disconnect, device number 3": hub.c {@code usb_disconnect()}; a device that had been registered went away (unplugged, or logically disconnected after a failed reset). Before 2.6.32: "address 3". */
    DISCONNECT("disconnect", Role.DISCONNECTED, "USB disconnect, (?:device number|address) (?<devnum>\\d{1,9})\\s*"),
    /**
     * "device descriptor read/64, error -71" (also /8, /all): hub.c {@code hub_port_init()}, the
     * first reads of the device descriptor, retried {@code GET_DESCRIPTOR_TRIES} times per attempt.
     */
    DESCRIPTOR_READ_ERROR("descriptor-read-error", Role.ATTEMPT_FAILED,
            "device descriptor read/\\w+, error (?<error>-?\\d{1,4})\\s*"),
    /** "device not accepting address 4, error -71": hub.c {@code hub_port_init()}, SET_ADDRESS failed {@code SET_ADDRESS_TRIES} times. */
    ADDRESS_NOT_ACCEPTED("address-not-accepted", Role.ATTEMPT_FAILED,
            "device not accepting address (?<devnum>\\d{1,9}), error (?<error>-?\\d{1,4})\\s*"),
    /**
     * "Device not responding to setup address.": drivers/usb/host/xhci.c {@code xhci_setup_device()},
     * the Address Device command ended in a USB transaction error (returned as -EPROTO, -71).
     */
    SETUP_NO_RESPONSE("setup-no-response", Role.ATTEMPT_FAILED, "Device not responding to setup (?:address|context)\\.?\\s*"),
    /**
     * "unable to read config index 0 descriptor/start: -19", "can't read configurations, error -71":
     * config.c {@code usb_get_configuration()}, hub.c {@code usb_enumerate_device()}; the attempt
     * fails in {@code usb_new_device()} and hub.c {@code hub_port_connect()} tries again.
     */
    CONFIG_READ_ERROR("config-read-error", Role.ATTEMPT_FAILED,
            "unable to read config index \\d+ descriptor/\\w+(?::\\s*(?<error>-?\\d{1,4}))?.*",
            "can't read configurations, error (?<error>-?\\d{1,4})\\s*",
            // config.c usb_get_configuration(): a short read of the configuration fails the attempt with -EINVAL
            "config index \\d+ descriptor too short \\(expected \\d+, got \\d+\\)\\s*"),
    /**
     * "hub failed to enable device, error -71": hub.c {@code hub_enable_device()}, called by
     * {@code hub_port_init()} before the first descriptor read on host controllers that enable a
     * device slot first (xHCI); the attempt fails and {@code hub_port_connect()} tries again.
     */
    ENABLE_DEVICE_FAILED("enable-device-failed", Role.ATTEMPT_FAILED, "hub failed to enable device, error (?<error>-?\\d{1,4})\\s*"),
    /**
     * "Cannot enable. Maybe the USB cable is bad?": hub.c {@code hub_port_reset()}, after
     * {@code PORT_RESET_TRIES} resets the port never came up enabled. Before 3.9 on the hub:
     * "Cannot enable port 3.  Maybe the USB cable is bad?".
     */
    CANNOT_ENABLE("cannot-enable", Role.ATTEMPT_FAILED, "Cannot enable(?: port \\d{1,3})?\\.\\s+Maybe the USB cable is bad\\?\\s*"),
    /** "cannot reset (err = -110)": hub.c {@code hub_port_reset()}, the hub refused the reset request. Before 3.9: "cannot reset port 4 (err = -110)". */
    CANNOT_RESET("cannot-reset", Role.ATTEMPT_FAILED, "cannot (?:warm )?reset(?: port \\d{1,3})? \\(err = (?<error>-?\\d{1,4})\\)\\s*"),
    /** "unable to enumerate USB device": hub.c {@code hub_port_connect()}, all {@code PORT_INIT_TRIES} attempts failed. Before 3.9 on the hub: "… on port 2". */
    UNABLE_TO_ENUMERATE("unable-to-enumerate", Role.GAVE_UP, "unable to enumerate USB device(?: on port \\d{1,3})?\\s*"),
    /** "attempt power cycle": hub.c {@code hub_port_connect()}, halfway through its attempts it switches the port's power off and on. */
    POWER_CYCLE("power-cycle", Role.POWER_CYCLE, "attempt power cycle\\s*"),
    /**
     * "over-current condition": hub.c {@code port_event()} (a port) or {@code hub_event()} (the hub
     * itself), printed only when the over-current status is still set after a 100 ms cool-down and
     * the port power switched back on. Before 3.9: "over-current condition on port 1".
     */
    OVER_CURRENT("over-current", Role.OVER_CURRENT, "over-current condition(?: on port \\d{1,3})?\\s*"),
    /**
     * "status 0088, change 0000, 5.0 Gb/s" (hub.c {@code hub_port_connect_change()}) or "status 0008
     * change 0000" ({@code hub_activate()}), debug lines printing the port's wPortStatus, when bit 3,
     * PORT_OVER_CURRENT, is set: "an over-current condition exists on this port" (USB 2.0 table
     * 11-21, USB 3.2 table 10-13; the transient is the change bit C_PORT_OVER_CURRENT, not this one).
     */
    PORT_STATUS_OVER_CURRENT("port-status-over-current", Role.OVER_CURRENT,
            "(?:port \\d{1,3}, )?status [0-9a-fA-F]{3}[89a-fA-F],? change [0-9a-fA-F]{4}.*"),
    /** "over-current change": hub.c {@code port_event()}, a debug message now (older and vendor kernels print it): the status bit changed, not yet a condition. */
    OVER_CURRENT_CHANGE("over-current-change", Role.OVER_CURRENT_CHANGE, "over-current change(?: on port \\d{1,3}| #\\d+)?\\s*"),
    /** "disabled by hub (EMI?), re-enabling...": hub.c {@code port_event()}, the hub disabled a port whose device was working. */
    DISABLED_BY_HUB("disabled-by-hub", Role.LINK_DROPPED, "(?:port \\d{1,3} )?disabled by hub \\(EMI\\?\\), re-enabling.*"),
    /** "connect-debounce failed": hub.c {@code hub_port_connect()}, the connection did not stay stable for 100 ms within 2 s. */
    CONNECT_DEBOUNCE_FAILED("connect-debounce-failed", Role.LINK_DROPPED, "connect-debounce failed.*"),
    /** "can't restore configuration #1 (error=-71)": hub.c {@code usb_reset_and_verify_device()}, a reset device did not take its configuration back. */
    RESET_FAILED("reset-failed", Role.ATTEMPT_FAILED, "can't restore configuration #\\d+ \\(error=(?<error>-?\\d{1,4})\\)\\s*"),
    /**
     * "config error": hub.c {@code port_event()} ({@code dev_warn}), the SuperSpeed port's
     * C_PORT_CONFIG_ERROR change bit: the port failed to configure the link with its partner
     * (USB 3.2 section 10.16.2.6.2, wPortChange). A link that failed, whatever came up after it.
     */
    CONFIG_ERROR("config-error", Role.PORT_FAILED, "config error\\s*"),
    /** "cannot disable (err = -32)": hub.c {@code hub_port_disable()}. Before 3.9: "cannot disable port 2 (err = -32)". */
    CANNOT_DISABLE("cannot-disable", Role.PORT_FAILED, "cannot disable(?: port \\d{1,3})? \\(err = (?<error>-?\\d{1,4})\\)\\s*"),
    /** "hub_ext_port_status failed (err = -71)" (older "hub_port_status failed"): hub.c {@code hub_ext_port_status()}, the hub did not answer GET_PORT_STATUS. */
    PORT_STATUS_FAILED("port-status-failed", Role.HUB_FAILED, "hub_(?:ext_)?port_status failed \\(err = (?<error>-?\\d{1,4})\\)\\s*"),
    /** "hub_hub_status failed (err = -71)", "get_hub_status failed", "config failed, can't get hub status (err -71)": hub.c {@code hub_hub_status()}, {@code hub_event()}, {@code hub_configure()}. */
    HUB_STATUS_FAILED("hub-status-failed", Role.HUB_FAILED,
            "hub_hub_status failed \\(err = (?<error>-?\\d{1,4})\\)\\s*", "get_hub_status failed\\s*",
            "config failed, can't get hub status \\(err (?<error>-?\\d{1,4})\\)\\s*"),
    /** "config failed, can't read hub descriptor (err -22)": hub.c {@code hub_configure()}, the hub's driver gave up on it. */
    HUB_CONFIG_FAILED("hub-config-failed", Role.HUB_FAILED, "config failed, .*\\(err (?<error>-?\\d{1,4})\\)\\s*"),
    /** "unable to get BOS descriptor or descriptor too short": config.c {@code usb_get_bos_descriptor()}; the attempt goes on without it. */
    BOS_DESCRIPTOR_ERROR("bos-descriptor-error", Role.DESCRIPTOR_DEFECT, "unable to get BOS descriptor.*"),
    /** "config 1 has an invalid descriptor of length 0, skipping remainder of the config": config.c {@code usb_parse_configuration()}, a firmware defect the kernel works around. */
    INVALID_CONFIG_DESCRIPTOR("invalid-config-descriptor", Role.DESCRIPTOR_DEFECT, "config \\d+ has an invalid descriptor of length \\d+.*"),
    /**
     * "Disable of device-initiated U1 failed.", "Enable of device-initiated U2 failed." (older
     * kernels: "enable of …"), "Set SEL for device-initiated U1 failed.", "LPM exit latency is
     * zeroed, disabling LPM.": hub.c {@code usb_disable_link_state()}, {@code usb_enable_link_state()},
     * {@code usb_req_set_sel()} and {@code usb_device_supports_lpm()}. U1 and U2 are SuperSpeed
     * link states and the exit latencies come from the SuperSpeed capability (a high- or
     * full-speed device returns from {@code usb_device_supports_lpm()} before that line): only a
     * device linked at SuperSpeed or faster gets these lines, so they prove the link's speed class
     * where the paste cut its "new SuperSpeed USB device" line away.
     */
    LINK_POWER("link-power", Role.SUPER_SPEED_LINK,
            "(?:[Dd]isable|[Ee]nable) of device-initiated U[12] failed\\.?\\s*",
            "Set SEL for device-initiated U[12] failed\\.?\\s*",
            "LPM exit latency is zeroed, disabling LPM\\.?\\s*"),
    /**
     * A handler in the kernel's report of an interrupt nobody handled ("irq 66: nobody cared", then
     * "handlers:" with one "[<address>] handler" line each, then "Disabling IRQ #66":
     * kernel/irq/spurious.c __report_bad_irq() and note_interrupt()) that is a USB host controller's:
     * usb_hcd_irq() (drivers/usb/core/hcd.c) or a controller driver's own. With its interrupt off the
     * controller completes nothing, and every request on its ports times out (-110). The line names
     * no port: the history puts it on each port of the log ({@link LinkHistory}).
     */
    HCD_INTERRUPT_DISABLED("hcd-interrupt-disabled", Role.CONTROLLER_UNSERVICED,
            "\\[<[0-9a-fA-F]{1,16}>\\]\\s+\\(?(?:usb_hcd_irq|xhci_irq|xhci_msi_irq|ehci_irq|ohci_irq|uhci_irq"
                    + "|dwc2_handle_common_intr|dwc_otg_common_irq|musb_interrupt)\\b.*"),
    /**
     * An interface driver's report that a transfer of a working device ended in an error
     * ("trackpad urb status: -71" bcm5974, "nonzero urb status received: -71" input drivers): the
     * URB's status, Documentation/driver-api/usb/error-codes.rst. Read only on an interface's line
     * ({@link KernelLogLine#read}); last in this table, so every message above wins.
     */
    TRANSFER_ERROR("transfer-error", Role.TRANSFER_FAILED, ".*\\b(?:status|error|err)\\b[^\\d-]{0,12}(?<error>-\\d{1,4})\\)?\\.?\\s*");

    /** What a message tells about the link's history. */
    public enum Role {
        /** a link came up and enumeration began: the speed is the one the link trained at */
        ENUMERATED,
        /** a working device was reset (by its driver, the SCSI layer, resume or usbfs) */
        RESET,
        /** the device answered with its descriptors: the attempt got through */
        IDENTIFIED,
        /** a hub's driver bound to it */
        HUB,
        /** a registered device went away */
        DISCONNECTED,
        /** one enumeration attempt (or reset) failed */
        ATTEMPT_FAILED,
        /** the kernel gave up on the port after all its attempts */
        GAVE_UP,
        /** the kernel switched the port's power off and on between attempts */
        POWER_CYCLE,
        /** over-current confirmed after the cool-down */
        OVER_CURRENT,
        /** over-current status bit changed */
        OVER_CURRENT_CHANGE,
        /** a working link was dropped by the hub or would not stay connected */
        LINK_DROPPED,
        /** a port operation failed */
        PORT_FAILED,
        /** a hub failed to answer or configure */
        HUB_FAILED,
        /** a descriptor the device sent was missing or malformed; the kernel carried on */
        DESCRIPTOR_DEFECT,
        /** a working device's transfer ended in an error its driver reported */
        TRANSFER_FAILED,
        /** a SuperSpeed link-power message: the device was linked at SuperSpeed or faster */
        SUPER_SPEED_LINK,
        /** the host controller's interrupt was turned off: nothing on its ports completes from here on */
        CONTROLLER_UNSERVICED
    }

    private final String wire;
    private final Role role;
    private final List<Pattern> patterns;

    KernelMessage(String wire, Role role, String... patterns) {
        this.wire = wire;
        this.role = role;
        this.patterns = java.util.Arrays.stream(patterns).map(Pattern::compile).toList();
    }

    /** {@code KernelLogEntry.kind}: {@code new-device}, {@code descriptor-read-error}, … */
    public String wire() {
        return wire;
    }

    public Role role() {
        return role;
    }

    /** The message's matcher, its named groups read, when {@code message} (the text after "driver device: ") is this kind; else null. */
    public Matcher matcher(String message) {
        for (Pattern p : patterns) {
            Matcher m = p.matcher(message);
            if (m.matches()) return m;
        }
        return null;
    }

    /** The kind of a message; null when it is none of these. */
    public static KernelMessage of(String message) {
        if (message == null) return null;
        for (KernelMessage k : values()) if (k.matcher(message) != null) return k;
        return null;
    }

    /**
     * True when the message is none of these kinds but the start of one, cut short: what a mail
     * client leaves of "USB disconnect, device number 66" when it wraps after "disconnect,". A kind
     * that matches any text ending in an error number (a transfer error) proves nothing here.
     */
    public static boolean cutShort(String message) {
        if (message == null || message.isBlank() || of(message) != null) return false;
        for (KernelMessage k : values()) {
            for (Pattern p : k.patterns) {
                if (p.pattern().startsWith(".*")) continue;
                Matcher m = p.matcher(message);
                if (!m.matches() && m.hitEnd()) return true;
            }
        }
        return false;
    }

    /** The kind the probe's spelling names, null for other spellings. */
    public static KernelMessage fromWire(String kind) {
        for (KernelMessage k : values()) if (k.wire.equals(kind)) return k;
        return null;
    }
}
