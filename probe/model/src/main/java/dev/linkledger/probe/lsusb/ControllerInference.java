package dev.linkledger.probe.lsusb;

import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedController;

import java.util.ArrayList;
import java.util.List;

/**
 * lsusb -t cannot see PCI, so controllers are guessed from bus order: the kernel registers an
 * xHCI controller's USB 2.0 root hub and then its SuperSpeed one, so a 480M xHCI bus followed by
 * a >= 5000M xHCI bus is taken as one controller. Pairs are found in order rather than only on
 * odd numbers, because an EHCI/OHCI controller registered first shifts the numbering.
 * Everything else is a controller of its own. All of it is marked inferred.
 */
final class ControllerInference {
    private ControllerInference() {
    }

    /** The controllers, and the buses rewritten to point at them. */
    record Result(List<ObservedBus> buses, List<ObservedController> controllers) {
    }

    static Result infer(List<ObservedBus> sortedBuses) {
        List<ObservedBus> buses = new ArrayList<>();
        List<ObservedController> controllers = new ArrayList<>();
        for (int i = 0; i < sortedBuses.size(); i++) {
            ObservedBus bus = sortedBuses.get(i);
            ObservedBus next = i + 1 < sortedBuses.size() ? sortedBuses.get(i + 1) : null;
            if (next != null && pairs(bus, next)) {
                String id = prefix(bus) + "-bus" + bus.bus() + "+" + next.bus();
                controllers.add(new ObservedController(id, null, null, null, null, null, List.of(bus.bus(), next.bus()), true));
                buses.add(withController(bus, id));
                buses.add(withController(next, id));
                i++;
            } else {
                String id = prefix(bus) + "-bus" + bus.bus();
                controllers.add(new ObservedController(id, null, null, null, null, null, List.of(bus.bus()), true));
                buses.add(withController(bus, id));
            }
        }
        return new Result(buses, controllers);
    }

    private static boolean pairs(ObservedBus usb2, ObservedBus superSpeed) {
        return isXhci(usb2) && isXhci(superSpeed) && superSpeed.bus() == usb2.bus() + 1
                && usb2.speedMbps() != null && usb2.speedMbps().highSpeed()
                && superSpeed.speedMbps() != null && superSpeed.speedMbps().superSpeed();
    }

    private static boolean isXhci(ObservedBus bus) {
        return "xhci_hcd".equals(bus.driver()) || "xhci-hcd".equals(bus.driver());
    }

    /** {@code xhci_hcd} → {@code xhci}; an unknown driver → {@code hc}. */
    private static String prefix(ObservedBus bus) {
        if (bus.driver() == null) return "hc";
        return bus.driver().replaceAll("[-_]hcd$", "").replaceAll("[^A-Za-z0-9_-]", "");
    }

    private static ObservedBus withController(ObservedBus b, String id) {
        return new ObservedBus(b.bus(), b.speedMbps(), b.lanes(), b.ports(), b.driver(), id);
    }
}
