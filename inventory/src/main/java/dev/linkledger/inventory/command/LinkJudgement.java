package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.CableVerdict;

/**
 * What one link through an attached cable proves, with no hub between: both ends could do
 * {@code bothEnds} = the least of the device's capability, the root hub behind the connector's
 * SuperSpeed half and any limit measured on the connector itself. Negotiated below that, the
 * cable holds the link back; unless the cable was already proven faster, in which case the
 * connector does. Negotiated at that speed (or with the device's capability unknown), the
 * cable carries at least the negotiated speed.
 */
public record LinkJudgement(CableVerdict cableVerdict, Integer portLimitMbps, Integer bothEndsMbps) {

    public static LinkJudgement of(int negotiatedMbps, Integer deviceMbps, Integer rootHubMbps, Integer portLimitMbps,
                                   Integer cableProvenMbps) {
        Integer bothEnds = deviceMbps == null ? null : least(deviceMbps, rootHubMbps, portLimitMbps);
        if (bothEnds == null || negotiatedMbps >= bothEnds)
            return new LinkJudgement(CableVerdict.CARRIES_AT_LEAST, null, bothEnds);
        if (cableProvenMbps != null && cableProvenMbps >= bothEnds)
            return new LinkJudgement(CableVerdict.CARRIES_AT_LEAST, negotiatedMbps, bothEnds);
        return new LinkJudgement(CableVerdict.LIMITED_TO, null, bothEnds);
    }

    public boolean capsPort() {
        return portLimitMbps != null;
    }

    private static Integer least(int first, Integer... others) {
        int least = first;
        for (Integer o : others) if (o != null) least = Math.min(least, o);
        return least;
    }
}
