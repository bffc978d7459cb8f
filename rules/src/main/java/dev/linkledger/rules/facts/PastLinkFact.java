package dev.linkledger.rules.facts;

/**
 * History: the fastest link a device (by vid:pid and serial) was ever seen at, on any host.
 *
 * @param bestMbps the fastest negotiated speed seen, Mb/s as the kernel writes it
 * @param hostId   where, with {@code portId} and {@code path}
 * @param event    the event that showed it
 */
public record PastLinkFact(String vendorId, String productId, String serial, double bestMbps, int bestLanes,
                           String hostId, String portId, String path, EventRef event) {
}
