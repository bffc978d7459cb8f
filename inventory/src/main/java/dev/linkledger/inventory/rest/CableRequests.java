package dev.linkledger.inventory.rest;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/** Request bodies of the cable API. */
public final class CableRequests {
    private CableRequests() {
    }

    /** A cable as printed: {@code connectors} "C-C", "A-C", "A-microB"; {@code rating} as written, e.g. "5Gbps". */
    public record Registration(@NotBlank(message = "a label is required") @Size(max = 200) String label,
                               @NotBlank(message = "name both ends, e.g. \"C-C\"") String connectors,
                               Integer lengthCm, String rating, String notes) {
    }

    /** {@code portId}: either kernel name of the connector (usb4-port2 or its USB 2.0 peer usb3-port2). */
    public record Attachment(@NotBlank(message = "the host is required") String hostId,
                             @NotBlank(message = "the port is required") String portId, String devicePath) {
    }

    public record Retirement(String reason) {
    }
}
