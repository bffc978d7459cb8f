package dev.linkledger.inventory.command;

import dev.linkledger.probe.observation.ObservedPort;

import java.util.ArrayList;
import java.util.List;

import static dev.linkledger.inventory.api.CommandRejectedException.invalid;
import static dev.linkledger.inventory.api.CommandRejectedException.notFound;

/** Labels people give a connector, and which kernel ports make up that connector. */
final class PortLabels {
    private static final int MAX_LABELS = 10;
    private static final int MAX_LENGTH = 100;

    private PortLabels() {
    }

    /** The port and its peer (when the host reported one), in that order. */
    static List<String> connectorOf(HostTopology topology, String portId) {
        HostTopology.KnownPort known = topology.ports().get(portId);
        ObservedPort port = known == null ? null : known.port();
        if (port == null) throw notFound("portId", "the host has no port '" + portId + "'");
        List<String> ports = new ArrayList<>(List.of(port.id()));
        if (port.peer() != null && !port.peer().equals(port.id())) ports.add(port.peer());
        return List.copyOf(ports);
    }

    static List<String> validated(List<String> labels) {
        if (labels == null) throw invalid("labels", "a list of labels is required (empty to clear them)");
        if (labels.size() > MAX_LABELS) throw invalid("labels", "at most " + MAX_LABELS + " labels");
        List<String> clean = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            String label = labels.get(i);
            if (label == null || label.isBlank()) throw invalid("labels[" + i + "]", "a label is not empty");
            if (label.length() > MAX_LENGTH) throw invalid("labels[" + i + "]", "at most " + MAX_LENGTH + " characters");
            if (!clean.contains(label.trim())) clean.add(label.trim());
        }
        return List.copyOf(clean);
    }
}
