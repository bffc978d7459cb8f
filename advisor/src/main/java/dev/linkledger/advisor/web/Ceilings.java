package dev.linkledger.advisor.web;

/** How the page words a pair of ceilings (decimal MB/s). */
final class Ceilings {
    private Ceilings() {
    }

    static String text(Integer now, Integer possible) {
        if (now == null && possible == null) return "ceilings unknown";
        String a = now == null ? "now unknown" : now + " MB/s now";
        String b = possible == null ? "possible unknown" : possible + " MB/s possible";
        return a + ", " + b;
    }
}
