package dev.linkledger.probe.spool;

/** What became of one attempt to send a spooled observation. */
public enum DeliveryOutcome {
    /** 2xx, or 304/412 to If-None-Match (it holds this content already): the service has it; the file is removed. */
    DELIVERED,
    /** 4xx (other than 408/429): resending cannot help; the file moves to {@code rejected/}. */
    REJECTED,
    /** Unreachable, 5xx, 408 or 429: kept, tried again after a backoff. */
    RETRY;

    public static DeliveryOutcome ofStatus(int status) {
        if (status >= 200 && status < 300 || unchanged(status)) return DELIVERED;
        if (status >= 400 && status < 500 && status != 408 && status != 429) return REJECTED;
        return RETRY;
    }

    /** The service holds the content: 304 to the probe's question with the digest alone, 412 to a conditional POST. */
    public static boolean unchanged(int status) {
        return status == 304 || status == 412;
    }
}
