package dev.linkledger.rules.facts;

import java.util.List;

/**
 * A throughput measurement on a device, with the settings that produced it.
 *
 * @param goodputMBps    measured goodput in decimal MB/s (10^6 B/s)
 * @param read           true for a read, false for a write
 * @param direct         true when the page cache was bypassed (fio {@code --direct=1}, O_DIRECT)
 * @param queueDepth     requests in flight (fio {@code --iodepth}); 1 for dd and cp
 * @param blockSizeBytes request size in bytes, null if unknown
 * @param linkMbps       the link rate during the run, Mb/s: the kernel's {@code speed}, or for USB4 the
 *                       router's lanes times per-lane rate (40000)
 * @param linkLanes      lanes of that link (1 when unknown)
 * @param usb4           true when the link is a USB4/Thunderbolt link rather than a USB device speed
 * @param uas            true when the device was bound to {@code uas}; false for {@code usb-storage} or no storage
 * @param tool           what produced the number and how ("fio libaio", "dd", "cp", "USB4STREAM io_uring")
 */
public record MeasurementFact(String hostId, String devicePath, double goodputMBps, boolean read, boolean direct,
                              int queueDepth, Integer blockSizeBytes, double linkMbps, int linkLanes, boolean usb4,
                              boolean uas, String tool, List<EventRef> events) {
}
