package dev.linkledger.rules.plan;

import java.util.List;

/**
 * A port with the ceiling an item would get there for certain and why it ranks where it does.
 *
 * @param ifSuperSpeed for a connector whose SuperSpeed half is unknown, the ceiling it would get with one; else null
 */
public record RankedPort(PortOption port, Expectation expectation, List<String> reasons, Expectation ifSuperSpeed) {
}
