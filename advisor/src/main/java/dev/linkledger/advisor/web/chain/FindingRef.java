package dev.linkledger.advisor.web.chain;

import dev.linkledger.advisor.advice.RecordedFinding;

/** An open finding as a chain cites it: what it says to do, and its ceilings now and possible (decimal MB/s). */
public record FindingRef(String id, String rule, String title, String action, Integer nowMBps, Integer possibleMBps) {

    static FindingRef of(RecordedFinding f) {
        return new FindingRef(f.id(), f.rule(), f.title(), f.action(), f.ceilingNowMBps(), f.ceilingPossibleMBps());
    }

    /** MB/s the finding's fix would gain; 0 when it names no gain. */
    public int gain() {
        return nowMBps == null || possibleMBps == null ? 0 : Math.max(0, possibleMBps - nowMBps);
    }

    public String href() {
        return dev.linkledger.advisor.web.Links.finding(id);
    }
}
