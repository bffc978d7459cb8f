package dev.linkledger.advisor.web;

import java.time.Instant;

/** A host on the lab overview: how many devices, its open findings by severity, when it was last observed. */
public record HostSummary(String hostId, String hostname, int devices, long critical, long warning, long info,
                          Instant lastObservedAt) {

    public long openFindings() {
        return critical + warning + info;
    }
}
