package dev.linkledger.inventory.api;

/**
 * The medium inside an enclosure: NVMe with its PCIe generation and lanes, SATA, or an SD card
 * with its class ({@code V30}, {@code U3}).
 */
public record Medium(MediumInterface kind, Integer pcieGeneration, Integer pcieLanes, String sdClass) {
}
