package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.CableVerdict;

/** Verdicts in words a person reads in the cable's history. */
final class Verdicts {
    private Verdicts() {
    }

    static String summary(CableVerdict verdict, int mbps) {
        return switch (verdict) {
            case LIMITED_TO -> mbps <= 480
                    ? "limited to " + mbps + ": USB 2.0 only or broken SuperSpeed pairs"
                    : "limited to " + mbps;
            case CARRIES_AT_LEAST -> "carries at least " + mbps;
        };
    }
}
