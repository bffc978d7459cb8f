package dev.linkledger.rules.link;

/** One number with where it comes from. Rates are decimal MB/s (10^6 B/s). */
public record Figure(double mbps, Basis basis, String source) {

    public int rounded() {
        return (int) Math.round(mbps);
    }
}
