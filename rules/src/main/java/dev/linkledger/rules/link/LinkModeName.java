package dev.linkledger.rules.link;

import java.util.List;
import java.util.Optional;

/**
 * What a name people use for a USB speed means: exactly one {@link LinkMode}, several
 * ({@code candidates}, e.g. "USB 3.1" alone) or none.
 */
public record LinkModeName(String input, List<LinkMode> candidates) {

    public LinkModeName {
        candidates = List.copyOf(candidates);
    }

    public Optional<LinkMode> mode() {
        return candidates.size() == 1 ? Optional.of(candidates.get(0)) : Optional.empty();
    }

    public boolean ambiguous() {
        return candidates.size() > 1;
    }

    public boolean unknown() {
        return candidates.isEmpty();
    }
}
