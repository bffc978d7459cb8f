package dev.linkledger.rules.budget;

/** The kinds of bus time a periodic endpoint reserves, each scheduled in its own interval ({@code periodic-limits.json}). */
public enum DomainKind {
    /** A high-speed bus's microframe: an xHCI root port's, or a whole EHCI bus's. */
    HIGH_SPEED,
    /** A high-speed hub's transaction translator: full- and low-speed devices below it share its frame. */
    FULL_SPEED_TT,
    /** A full-speed bus's frame with no translator: an xHCI root port's, or an OHCI/UHCI bus. */
    FULL_SPEED,
    /** A SuperSpeed link's bus interval: a root port's link or a hub's uplink. */
    SUPER_SPEED
}
