package dev.linkledger.rules.facts;

/** What sits behind an enclosure's or reader's bridge. */
public enum MediumKind {
    NVME, SATA, SD
}
