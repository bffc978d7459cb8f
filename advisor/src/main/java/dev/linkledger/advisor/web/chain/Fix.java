package dev.linkledger.advisor.web.chain;

/**
 * What would lift the chain's cap, and what it would then carry: {@code change} in a few words
 * ("a 10 Gb/s port"), from {@code fromMBps} to {@code toMBps} (the next cap in the chain). The open
 * finding that says the same in full, when there is one, with its action.
 */
public record Fix(String change, int fromMBps, int toMBps, String findingId, String findingTitle, String action) {

    /** "a 10 Gb/s port: 43 → 1,050 MB/s". */
    public String text() {
        return change + ": " + ChainView.mbps(fromMBps).replace(" MB/s", "") + " → " + ChainView.mbps(toMBps);
    }
}
