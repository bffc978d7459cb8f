package dev.linkledger.rules.plan;

import dev.linkledger.rules.finding.Finding;

import java.util.List;

/** What a plan check concluded about one item; ceilings in decimal MB/s, null when unknown. */
public record ItemVerdict(int index, String portId, Integer ceilingNowMBps, Integer ceilingWithItemMBps,
                          String cappedBy, List<Finding> findings) {
}
