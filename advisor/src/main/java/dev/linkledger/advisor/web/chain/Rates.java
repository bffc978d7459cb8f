package dev.linkledger.advisor.web.chain;

import dev.linkledger.rules.link.LinkMode;
import dev.linkledger.rules.topology.Links;

/**
 * A link rate as the MB/s a chain's device gets through it: practical storage goodput for storage, by its
 * transport (UAS or BOT), the raw rate otherwise; both the rules' ceilings.
 */
record Rates(boolean storage, boolean uas) {

    Integer of(double rateMbps, int lanes) {
        if (Double.isNaN(rateMbps) || rateMbps <= 0) return null;
        return of(LinkMode.of(rateMbps, lanes, false));
    }

    Integer of(LinkMode mode) {
        if (mode == null) return null;
        return storage ? Links.practical(mode, uas) : Links.raw(mode);
    }

    String basis() {
        return storage ? "practical storage goodput over " + (uas ? "UAS" : "BOT (usb-storage)") : "raw link rate";
    }
}
