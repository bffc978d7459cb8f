package dev.linkledger.advisor.web;

import java.util.List;

/** A connector as its kernel ports: the USB 2.0 half paired with its SuperSpeed companion, when it has one. */
public record ConnectorPair(String usb2Port, String superSpeedPort, List<String> labels, String occupiedBy,
                            Integer measuredLimitMbps) {

    public String labelsText() {
        return String.join(", ", labels);
    }

    public String name() {
        return superSpeedPort == null ? usb2Port : usb2Port == null ? superSpeedPort : usb2Port + " + " + superSpeedPort;
    }
}
