package dev.linkledger.probe.observation;

/**
 * A USB PD Discover Identity answer as the kernel exposes it under {@code identity/}: raw VDOs
 * (hex as read) and the vendor/product they carry.
 */
public record TypecIdentity(String idHeader, String certStat, String product, String productTypeVdo1,
                            String productTypeVdo2, String productTypeVdo3, String vendorId, String productId) {
}
