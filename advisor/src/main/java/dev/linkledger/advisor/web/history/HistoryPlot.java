package dev.linkledger.advisor.web.history;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * uPlot's columns for a speed history on one time axis (seconds since the epoch): the negotiated speed as
 * a step line (Mb/s, carried forward to now; null while disconnected), the downgrades as marks on it, the
 * throughput runs (MB/s, on their own axis). ledger.js draws it; the page's table says the same in words.
 */
public final class HistoryPlot {
    private static final ObjectMapper JSON = new ObjectMapper();

    private HistoryPlot() {
    }

    /** The JSON for {@code data-history}, or null when there is nothing to draw. */
    public static String json(SpeedHistory h, Instant now) {
        if (h.links().isEmpty() && h.runs().isEmpty()) return null;
        // The speed as steps: a disconnect ends the step it cuts at its own second and starts the gap one after,
        // so the segment before it is drawn to its end.
        java.util.TreeMap<Long, Double> steps = new java.util.TreeMap<>();
        Double last = null;
        for (SpeedHistory.LinkPoint p : h.links()) {
            long x = p.at().getEpochSecond();
            if (p.mbps() == null) {
                steps.put(x, last);
                steps.put(x + 1, null);
            } else {
                steps.put(x, p.mbps());
            }
            last = p.mbps();
        }
        TreeSet<Long> xs = new TreeSet<>(steps.keySet());
        h.downgrades().forEach(d -> xs.add(d.at().getEpochSecond()));
        h.runs().forEach(r -> xs.add(r.at().getEpochSecond()));
        Instant end = now;
        for (Long x : xs) if (x > end.getEpochSecond()) end = Instant.ofEpochSecond(x);
        xs.add(end.getEpochSecond());
        List<Long> t = new ArrayList<>(xs);
        List<Double> link = new ArrayList<>(), down = new ArrayList<>(), runs = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (Long x : t) {
            Map.Entry<Long, Double> step = steps.floorEntry(x);
            link.add(step == null ? null : step.getValue());
            SpeedHistory.Downgrade d = h.downgrades().stream().filter(g -> g.at().getEpochSecond() == x).findFirst().orElse(null);
            down.add(d == null ? null : d.toMbps());
            notes.add(d == null ? null : d.change() + " (" + d.event().type() + ")");
            SpeedHistory.Run r = h.runs().stream().filter(g -> g.at().getEpochSecond() == x).findFirst().orElse(null);
            runs.add(r == null ? null : r.mbps());
        }
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("t", t);
        data.put("link", link);
        data.put("down", down);
        data.put("runs", runs);
        data.put("notes", notes);
        try {
            return JSON.writeValueAsString(data);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** 480.0 → "480", 1.5 → "1.5". */
    public static String number(double mbps) {
        return mbps == Math.rint(mbps) ? String.valueOf((long) mbps) : String.valueOf(mbps);
    }
}
