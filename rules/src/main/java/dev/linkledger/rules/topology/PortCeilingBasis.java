package dev.linkledger.rules.topology;

/** How a port's ceiling is known. */
public enum PortCeilingBasis {
    /** the port's own measured capability ({@code PortFact.measuredCapabilityMbps}) */
    MEASURED,
    /** a cable proven faster elsewhere still links slower here, with nothing else in between */
    CABLE_CLEARED,
    /** the root hub's speed: the controller's capability, which a single port may not reach */
    ROOT_HUB
}
