package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.CableVerdict;
import dev.linkledger.inventory.api.LinkEvidence;
import dev.linkledger.inventory.api.Suspicion;

import dev.linkledger.probe.usb.UsbSpeed;

import java.util.List;
import java.util.stream.Collectors;

/** Tests and verdicts in words a person reads in the cable's history. */
final class Verdicts {
    private Verdicts() {
    }

    /** One link on its own: what it proves, and whom it points at when it is below both ends. */
    static String test(CableVerdict verdict, int mbps, LinkEvidence evidence) {
        if (verdict == CableVerdict.CARRIES_AT_LEAST) return "carries at least " + mbps;
        String where = evidence == null ? "" : " on " + evidence.hostId() + " " + evidence.portId();
        String ends = evidence == null || evidence.bothEndsMbps() == null ? "" : " where both ends can do " + evidence.bothEndsMbps();
        return "came up at " + mbps + where + ends + ": this cable or that connector holds it back";
    }

    /** The cable's standing verdict. */
    static String cable(TestVerdicts.CableStanding s) {
        StringBuilder words = new StringBuilder();
        if (s.limitMbps() != null) {
            words.append(UsbSpeed.usb2OrSlower(s.limitMbps()) ? "limited to " + s.limitMbps() + ": USB 2.0 only or broken SuperSpeed pairs"
                    : "limited to " + s.limitMbps());
            words.append(" (connector ").append(connector(s.limitTest().hostId(), s.limitTest().portIds()))
                    .append(" carried more with another cable)");
        } else {
            words.append("carries at least ").append(s.provenMbps());
        }
        if (!s.suspicions().isEmpty())
            words.append("; suspect, with the connector, at ").append(s.suspicions().stream()
                    .map(x -> x.mbps() + " on " + connector(x.hostId(), x.portIds())).collect(Collectors.joining(", ")));
        return words.toString();
    }

    /** Equal for equal verdicts: what decides whether a recomputed verdict is news. */
    static String fingerprint(TestVerdicts.CableStanding s) {
        return s.provenMbps() + "|" + s.limitMbps() + "|" + (s.limitTest() == null ? "" : s.limitTest().key()) + "|"
                + s.suspicions().stream().map(Verdicts::key).collect(Collectors.joining(";"));
    }

    private static String key(Suspicion s) {
        return s.linkEventId() + "@" + s.hostId() + " " + s.portIds();
    }

    private static String connector(String hostId, List<String> portIds) {
        return hostId + " " + String.join("+", portIds);
    }
}
