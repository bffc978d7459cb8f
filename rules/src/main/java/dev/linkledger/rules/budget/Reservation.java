package dev.linkledger.rules.budget;

import dev.linkledger.rules.facts.EventRef;

import java.util.List;

/**
 * What one device's periodic endpoints take of a budget domain's interval, in microseconds.
 *
 * @param streamingUs what it takes with every interface in its hungriest alternate setting: what it reserves
 *                    when it streams (a camera's isochronous endpoints live in settings above 0)
 * @param nowUs       what the settings in use take now; null when the evidence does not say which are in use
 *                    ({@code lsusb -v} lists every setting and marks none)
 * @param streamingSettings the settings that give {@code streamingUs}, in words ("interface 1 setting 11")
 * @param endpointsKnown    every interface came with its endpoints; false: the figures leave part of it out
 */
public record Reservation(String path, String label, double streamingUs, Double nowUs, String streamingSettings,
                          boolean endpointsKnown, List<EventRef> events) {

    public Reservation {
        events = events == null ? List.of() : List.copyOf(events);
    }
}
