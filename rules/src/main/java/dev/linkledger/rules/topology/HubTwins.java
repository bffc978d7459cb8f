package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;

import java.util.List;
import java.util.Objects;

/**
 * A USB 3 hub enumerates twice: its USB 2.0 half on the USB 2.0 bus and its SuperSpeed half on the
 * SuperSpeed bus of the same controller. Port numbers of the two halves need not match (Intel
 * root ports do not), so the twin is a SuperSpeed hub on the same controller (anywhere on the host
 * when the controller is unknown) with the same vendor id, or any, when the evidence has no ids
 * ({@code lsusb -t}).
 */
public final class HubTwins {
    private HubTwins() {
    }

    public static boolean hasSuperSpeedTwin(DeviceFact hub, List<?> devices, List<?> controllers) {
        List<Integer> buses = controllers.stream().map(ControllerFact.class::cast)
                .filter(c -> c.buses() != null && c.buses().contains(hub.bus())).findFirst()
                .map(ControllerFact::buses).orElse(null);
        return devices.stream().map(DeviceFact.class::cast)
                .filter(d -> d.hub() && d.negotiatedMbps() >= 5000 && Objects.equals(d.hostId(), hub.hostId()))
                .filter(d -> buses == null || buses.contains(d.bus()))
                .anyMatch(d -> hub.vendorId() == null || d.vendorId() == null || hub.vendorId().equals(d.vendorId()));
    }
}
