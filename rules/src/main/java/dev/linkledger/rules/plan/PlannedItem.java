package dev.linkledger.rules.plan;

/**
 * One thing someone means to buy, as they describe it: a printed rating ("USB4 80Gbps"), a vid:pid,
 * a bridge chip ("JMS583"), a medium ("NVMe", "SATA", "SD UHS-I") and, optionally, the port it is for.
 */
public record PlannedItem(PlanItemKind kind, String rating, String vendorId, String productId, String bridge,
                          String medium, String portId) {
}
