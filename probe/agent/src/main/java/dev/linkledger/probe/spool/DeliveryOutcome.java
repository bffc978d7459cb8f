package dev.linkledger.probe.spool;

/** What became of one attempt to send a spooled observation. */
public enum DeliveryOutcome {
    /** 2xx, or 412 to If-None-Match (it holds this content already): the service has it; the file is removed. */
    DELIVERED,
    /** 4xx (other than 408/429): resending cannot help; the file moves to {@code rejected/}. */
    REJECTED,
    /** Unreachable, 5xx, 408 or 429: kept, tried again after a backoff. */
    RETRY;

    public static DeliveryOutcome ofStatus(int status) {
        if (status >= 200 && status < 300 || status == 412) return DELIVERED;
        if (status >= 400 && status < 500 && status != 408 && status != 429) return REJECTED;
        return RETRY;
    }
}
