package dev.linkledger.inventory.api;

import dev.linkledger.probe.usb.CapabilitySource;

/**
 * The facts a verdict about a cable or a port rests on: one link of a device through a connector.
 *
 * @param linkEventId        the {@code DeviceConnectedEvent} or {@code LinkSpeedChangedEvent} that showed the link
 * @param negotiatedMbps     the speed the link came up at
 * @param deviceMbps         what the device can do (null when unknown), from {@code capabilitySource}
 * @param capabilityEventId  the event that established the device's capability
 * @param rootHubMbps        the root hub speed behind the connector's SuperSpeed half
 * @param portLimitMbps      the limit the tests before this one showed on the connector, if any (context only:
 *                           verdicts are recomputed from all tests)
 * @param cableProvenMbps    the most the cable was proven to carry before this link, if anything (context only)
 * @param bothEndsMbps       what both ends could do: the least of the device's capability and the root hub
 *                           (before verdicts were recomputed from all tests, also the connector's limit)
 */
public record LinkEvidence(String hostId, String devicePath, String portId, String linkEventId, String linkEventType,
                           int negotiatedMbps, Integer deviceMbps, CapabilitySource capabilitySource, String capabilityEventId,
                           Integer rootHubMbps, Integer portLimitMbps, Integer cableProvenMbps, Integer bothEndsMbps) {
}
