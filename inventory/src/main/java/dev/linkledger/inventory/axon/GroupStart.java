package dev.linkledger.inventory.axon;

import io.quarkus.narayana.jta.QuarkusTransaction;
import org.axonframework.config.Configuration;
import org.axonframework.eventhandling.AbstractEventProcessor;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventhandling.tokenstore.TokenStore;
import org.jboss.logging.Logger;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/**
 * How a rebuildable processing group begins when the token store has no token for it: from empty
 * tables. That is a new database (the tables are empty anyway) or an upgrade that merged groups
 * ({@link ProcessorGroups}): the new group starts from the first event while its tables still hold
 * the rows the old groups wrote, and handlers that insert (a cable's registration) would fail on
 * them and park every such event as poison. So its reset handlers run first, the tokens of the
 * groups it replaces and their dead letters go (the replay handles those events again), and its
 * tokens are created at the tail, all in one transaction under a lock, so that a second instance
 * starting at the same moment finds the tokens and empties nothing.
 */
final class GroupStart {
    private static final Logger LOG = Logger.getLogger(GroupStart.class);
    /** The advisory lock class (first key) of group starts; the second key is the group's hash. */
    private static final int LOCK_CLASS = 0x4c4c4753; // "LLGS"

    private final Configuration configuration;
    private final DataSource dataSource;

    GroupStart(Configuration configuration, DataSource dataSource) {
        this.configuration = configuration;
        this.dataSource = dataSource;
    }

    /**
     * Before the group's processor starts: if it has no tokens, empties its tables, retires the
     * {@code replaced} groups' tokens and dead letters and creates its tokens.
     *
     * @return whether the group begins from scratch
     */
    boolean beginIfNew(String group, int segments, List<String> replaced) {
        return QuarkusTransaction.requiringNew().call(() -> {
            lock(group);
            TokenStore tokens = configuration.eventProcessingConfiguration().tokenStore(group);
            if (tokens.fetchSegments(group).length > 0) return false;
            var processor = configuration.eventProcessingConfiguration().eventProcessor(group, AbstractEventProcessor.class)
                    .orElseThrow(() -> new IllegalStateException("no processor " + group));
            // The group's reset handlers empty its tables; its dead-letter queue is cleared with them.
            processor.eventHandlerInvoker().performReset();
            int retired = retire(replaced);
            TrackingToken tail = configuration.eventStore().createTailToken();
            tokens.initializeTokenSegments(group, segments, tail);
            LOG.infof("Processor %s has no token yet: its tables were emptied and it starts from the first event"
                    + " (%d token and dead-letter rows of the groups it replaces %s removed)", group, retired, replaced);
            return true;
        });
    }

    private void lock(String group) throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement s = c.prepareStatement("SELECT pg_advisory_xact_lock(?, hashtext(?))")) {
            s.setInt(1, LOCK_CLASS);
            s.setString(2, group);
            s.execute();
        }
    }

    private int retire(List<String> groups) throws SQLException {
        if (groups.isEmpty()) return 0;
        int removed = 0;
        try (Connection c = dataSource.getConnection();
             PreparedStatement tokens = c.prepareStatement("DELETE FROM token_entry WHERE processor_name = ANY (?)");
             PreparedStatement letters = c.prepareStatement("DELETE FROM dead_letter_entry WHERE processing_group = ANY (?)")) {
            java.sql.Array names = c.createArrayOf("varchar", groups.toArray());
            tokens.setArray(1, names);
            letters.setArray(1, names);
            removed += tokens.executeUpdate();
            removed += letters.executeUpdate();
        }
        return removed;
    }
}
