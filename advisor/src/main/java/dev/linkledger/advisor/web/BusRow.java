package dev.linkledger.advisor.web;

import java.util.List;

/**
 * A root hub in the page's tree ({@code /:  Bus 03.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/4p, 480M});
 * {@code seen} false for a bus known only from the paths of devices on it.
 */
public record BusRow(int bus, String speed, Integer ports, String driver, List<LinkRow> devices, boolean seen) {

    public String busLabel() {
        return "Bus %02d".formatted(bus);
    }
}
