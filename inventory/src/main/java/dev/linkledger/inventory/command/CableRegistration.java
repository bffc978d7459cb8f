package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.CableRegisteredEvent;
import dev.linkledger.inventory.api.RegisterCableCommand;
import dev.linkledger.rules.link.LinkModeName;
import dev.linkledger.rules.link.LinkModeNames;

import static dev.linkledger.inventory.api.CommandRejectedException.invalid;

/** Checks a cable registration and reads its printed rating. */
final class CableRegistration {
    /** Longer than any USB cable sold (passive USB 2.0 tops out near 5 m): a typo. */
    private static final int MAX_LENGTH_CM = 2000;

    private CableRegistration() {
    }

    static CableRegisteredEvent validated(RegisterCableCommand c) {
        if (c.label() == null || c.label().isBlank()) throw invalid("label", "a label is required");
        if (c.label().length() > 200) throw invalid("label", "a label has at most 200 characters");
        String connectors = ConnectorKinds.problem(c.connectors());
        if (connectors != null) throw invalid("connectors", connectors);
        if (c.lengthCm() != null && (c.lengthCm() <= 0 || c.lengthCm() > MAX_LENGTH_CM))
            throw invalid("lengthCm", "a length in centimetres between 1 and " + MAX_LENGTH_CM);
        String rating = c.rating() == null || c.rating().isBlank() ? "unknown" : c.rating().trim();
        return new CableRegisteredEvent(c.cableId(), c.label().trim(), c.connectors(), c.lengthCm(), rating,
                ratedMode(rating), c.notes());
    }

    static String ratedMode(String rating) {
        LinkModeName name = LinkModeNames.parse(rating);
        if (name.ambiguous()) return "ambiguous";
        return name.mode().map(Enum::name).orElse("unknown");
    }
}
