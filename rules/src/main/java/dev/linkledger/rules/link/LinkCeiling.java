package dev.linkledger.rules.link;

/**
 * What one {@link LinkMode} carries: the raw rate after line encoding and the practical
 * sequential storage goodput. USB4 modes carry storage as a PCIe tunnel, so they have
 * {@code tunnel} figures (Gen3 x4 bridge; {@code tunnelGen4Bridge} with a PCIe Gen4 bridge)
 * instead of UAS/BOT ones.
 */
public record LinkCeiling(LinkMode mode, Figure raw, Figure uas, Figure bot, Figure tunnel,
                          Figure tunnelGen4Bridge, String notes) {

    /** Practical storage goodput: UAS or BOT on USB 2/3 modes, the PCIe tunnel on USB4. */
    public Figure practical(boolean uasTransport) {
        Figure storage = uasTransport ? uas : bot;
        return storage != null ? storage : tunnel;
    }
}
