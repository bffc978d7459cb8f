package dev.linkledger.advisor.web.verdict;

import dev.linkledger.advisor.web.chain.ChainView;
import dev.linkledger.advisor.web.chain.Hop;
import dev.linkledger.advisor.web.chain.HopState;

import java.util.List;
import java.util.function.Function;

/**
 * A chain's hops as a verdict's suspects: the hops at the cap are blamed, those known to carry more
 * are eliminated (with how that is known and the events that show it), the unknown ones while nothing
 * known explains the cap remain.
 */
final class ChainSuspects {
    private final ChainView chain;
    private final Function<Hop, List<EventLink>> events;

    ChainSuspects(ChainView chain, Function<Hop, List<EventLink>> events) {
        this.chain = chain;
        this.events = events;
    }

    List<Suspect> in(HopState state) {
        return chain.hops().stream().filter(h -> h.state() == state).map(this::suspect).toList();
    }

    private Suspect suspect(Hop h) {
        String now = chain.nowMBps() == null ? "what flows now" : "the " + ChainView.mbps(chain.nowMBps()) + " now";
        String why = switch (h.state()) {
            case CAP -> "lets " + h.ceilingText() + " through at most, which is " + now + " (" + h.how() + ")";
            case CLEAR -> h.ceilingMBps() != null ? "lets " + h.ceilingText() + " through, more than " + now + " (" + h.how() + ")"
                    : h.how() + ": " + h.ceilingText() + ", more than " + now;
            case SUSPECT -> "not known to carry more than " + now + ": " + h.how();
            case OPEN -> "not known: " + h.how();
        };
        return new Suspect(h.title(), h.kind().wire(), why, h.provenance(), events.apply(h));
    }
}
