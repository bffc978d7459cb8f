package dev.linkledger.probe.udev;

/** No live uevents here (no libudev, or no netlink, as in many containers): the caller falls back to polling. */
public class UdevUnavailableException extends Exception {
    public UdevUnavailableException(String message) {
        super(message);
    }
}
