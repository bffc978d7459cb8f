package dev.linkledger.advisor.web;

import java.util.List;

/** A root hub in the page's tree ({@code /:  Bus 03.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/4p, 480M}). */
public record BusRow(int bus, String speed, Integer ports, String driver, List<LinkRow> devices) {

    public String busLabel() {
        return "Bus %02d".formatted(bus);
    }
}
