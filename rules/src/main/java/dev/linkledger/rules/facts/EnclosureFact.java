package dev.linkledger.rules.facts;

import java.util.List;

/**
 * A registered enclosure or card reader and what is inside it. It is bound to the USB device it
 * shows up as by vid:pid and serial, on whatever host it is plugged into.
 *
 * @param bridgeVendorId   the bridge chip's vid (hex, lower case), for the catalog; often the device's own
 * @param mediumKind       NVMe, SATA or SD
 * @param pcieGen          PCIe generation of the bridge-to-drive link (NVMe only), e.g. 3; null if unknown
 * @param pcieLanes        PCIe lanes of that link, e.g. 2; null if unknown
 * @param sdSpeedClass     the card's speed class as printed (V30, U3, C10), SD only
 * @param sdBus            the card's bus (UHS-I, UHS-II), SD only
 * @param ratedMediumMBps  the medium's rated sequential read in decimal MB/s (the SN550's 2400), null if unknown
 * @param deviceVendorId   vid of the USB device it enumerates as (hex, lower case)
 * @param deviceSerial     that device's serial, or null when it reports none
 */
public record EnclosureFact(String id, String label, String bridgeVendorId, String bridgeProductId,
                            MediumKind mediumKind, Integer pcieGen, Integer pcieLanes, String sdSpeedClass,
                            String sdBus, Integer ratedMediumMBps, String deviceVendorId, String deviceProductId,
                            String deviceSerial, List<EventRef> events) {
}
