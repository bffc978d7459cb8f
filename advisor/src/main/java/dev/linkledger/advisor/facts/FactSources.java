package dev.linkledger.advisor.facts;

import io.quarkus.hibernate.orm.panache.Panache;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Which of the facts a host's fold does not hold are there to read at all, asked in one round trip:
 * its kernel log lines, the cables attached to it, the enclosures bound to a USB identity (any host's),
 * its measurements. Most writes of a busy lab bench have none of them, and reading each (four
 * queries, the cables' tests a fifth) was 8–10 % of a write's time on the request thread
 * (BENCHMARKS.md, "where one write's time goes"); now only those present are read.
 */
@ApplicationScoped
public class FactSources {
    private static final String PRESENT = """
            SELECT EXISTS (SELECT 1 FROM kernel_log_line WHERE host_id = ?1),
                   EXISTS (SELECT 1 FROM cable WHERE attached_host = ?1 AND NOT retired),
                   EXISTS (SELECT 1 FROM enclosure WHERE usb_vendor_id IS NOT NULL),
                   EXISTS (SELECT 1 FROM measurement WHERE host_id = ?1)
            """;

    /** What there is to read for {@code hostId}, in the caller's transaction (a write sees its own rows). */
    public Present present(String hostId) {
        Object[] row = (Object[]) Panache.getEntityManager().createNativeQuery(PRESENT).setParameter(1, hostId).getSingleResult();
        return new Present(Boolean.TRUE.equals(row[0]), Boolean.TRUE.equals(row[1]), Boolean.TRUE.equals(row[2]), Boolean.TRUE.equals(row[3]));
    }

    public record Present(boolean kernelLog, boolean cables, boolean enclosures, boolean measurements) {
    }
}
