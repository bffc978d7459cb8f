package dev.linkledger.inventory.query;

import io.quarkus.hibernate.orm.panache.PanacheQuery;
import org.hibernate.jpa.HibernateHints;

import java.util.List;
import java.util.function.Function;

/**
 * Rows read to be handed out as records: loaded read-only (no snapshot kept for dirty-checking,
 * nothing to flush), then copied. Callers get immutable records, never the managed entities.
 */
final class ReadOnly {
    private ReadOnly() {
    }

    static <E, R> List<R> list(PanacheQuery<E> query, Function<E, R> record) {
        List<E> rows = query.withHint(HibernateHints.HINT_READ_ONLY, true).list();
        return rows.stream().map(record).toList();
    }
}
