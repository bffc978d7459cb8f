package dev.linkledger.rules.plan;

import java.util.List;

/** A port with the ceiling an item would get there and why it ranks where it does. */
public record RankedPort(PortOption port, Expectation expectation, List<String> reasons) {
}
