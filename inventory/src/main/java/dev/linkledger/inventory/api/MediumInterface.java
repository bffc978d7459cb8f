package dev.linkledger.inventory.api;

/** How the medium inside an enclosure is attached to its bridge. */
public enum MediumInterface { NVME, SATA, SD }
