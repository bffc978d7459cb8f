package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.Connector;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Resolves a kernel port name to its physical connector from the topology projection: the port,
 * its {@code peer}, and the root hub speed behind the faster half.
 */
@ApplicationScoped
public class Connectors {

    public Optional<Connector> of(String hostId, String portId) {
        PortEntity port = PortEntity.findById(new PortEntity.Key(hostId, portId));
        if (port == null) return Optional.empty();
        List<PortEntity> halves = new ArrayList<>(List.of(port));
        if (port.peer != null) {
            PortEntity peer = PortEntity.findById(new PortEntity.Key(hostId, port.peer));
            if (peer != null) halves.add(peer);
        }
        String fastest = null;
        Integer fastestMbps = null;
        for (PortEntity half : halves) {
            Integer mbps = busMbps(hostId, half.bus);
            if (mbps != null && (fastestMbps == null || mbps > fastestMbps)) {
                fastest = half.portId;
                fastestMbps = mbps;
            }
        }
        List<String> ids = halves.stream().map(p -> p.portId).sorted().toList();
        return Optional.of(new Connector(hostId, ids, fastest, fastestMbps));
    }

    private static Integer busMbps(String hostId, int bus) {
        BusEntity b = BusEntity.findById(new BusEntity.Key(hostId, bus));
        return b == null || b.speedMbps == null ? null : b.speedMbps.intValue();
    }
}
