package dev.linkledger.advisor.web.chain;

import dev.linkledger.advisor.web.Words;

import java.util.ArrayList;
import java.util.List;

/**
 * The chain as an SVG's geometry, for the {@code chain} template: one row per hop with a bar as long as
 * its ceiling (linear, decimal MB/s; the bottleneck's the shortest), and vertical lines at what flows
 * now, after the fix, and the best measured run. Narrow by design (a 380-unit view box, drawn at most
 * 560 px wide) so that it reads at 360 px; every mark is a word too, never a colour alone.
 */
public record ChainPicture(String id, int width, int height, List<Row> rows, List<Marker> markers) {
    static final int WIDTH = 380;
    private static final int LEFT = 8;
    private static final int BAR = WIDTH - 2 * LEFT;
    private static final int TOP = 36;
    private static final int ROW = 60;
    /** Characters of a row's first line: its kind, its name and its mark share it. */
    private static final int FIRST_LINE_CHARS = 45;
    private static final int LINE_CHARS = 54;

    /**
     * One hop. {@code barWidth} is its known ceiling; an unknown ceiling draws its proven floor
     * ({@code floorWidth}) and an open dashed track beyond it.
     */
    public record Row(int y, String kind, String name, String href, String state, String mark, int barWidth,
                      int floorWidth, boolean open, String line, String full) {
        public int textY() {
            return y + 15;
        }

        public int barY() {
            return y + 22;
        }

        public int lineY() {
            return y + 50;
        }

        public int floorEnd() {
            return LEFT + floorWidth;
        }
    }

    /** A vertical line across the rows, with its label at {@code labelY}. */
    public record Marker(String kind, int x, int labelY, String anchor, String label, int bottom) {
    }

    public static ChainPicture of(String id, ChainView chain) {
        double max = 1;
        for (Hop h : chain.hops()) {
            if (h.ceilingMBps() != null) max = Math.max(max, h.ceilingMBps());
            if (h.floorMBps() != null) max = Math.max(max, h.floorMBps());
        }
        if (chain.nowMBps() != null) max = Math.max(max, chain.nowMBps());
        if (chain.fix() != null) max = Math.max(max, chain.fix().toMBps());
        if (chain.measuredMBps() != null) max = Math.max(max, chain.measuredMBps());
        List<Row> rows = new ArrayList<>();
        int y = TOP;
        for (Hop h : chain.hops()) {
            int bar = h.ceilingMBps() == null ? 0 : width(h.ceilingMBps(), max);
            int floor = h.ceilingMBps() == null && h.floorMBps() != null ? width(h.floorMBps(), max) : 0;
            String line = Words.cut(h.valueText() + " \u00b7 " + h.how(), LINE_CHARS);
            String full = h.title() + ": " + h.valueText() + ", " + h.how() + " (" + h.state().mark() + ")";
            String kind = h.kind().label().toUpperCase(java.util.Locale.ROOT);
            String mark = symbol(h.state()) + " " + h.state().mark();
            rows.add(new Row(y, kind, Words.cut(h.name(), FIRST_LINE_CHARS - kind.length() - mark.length()), h.href(),
                    h.state().wire(), mark, bar, floor, h.ceilingMBps() == null, line, full));
            y += ROW;
        }
        int bottom = y;
        List<Marker> markers = new ArrayList<>();
        if (chain.nowMBps() != null) markers.add(marker("now", chain.nowMBps(), max, 14, "now " + ChainView.mbps(chain.nowMBps()), bottom));
        if (chain.fix() != null && chain.fix().toMBps() > chain.nowMBps())
            markers.add(marker("fix", chain.fix().toMBps(), max, 30, "after the fix " + ChainView.mbps(chain.fix().toMBps()), bottom));
        if (chain.measuredMBps() != null) {
            int run = (int) Math.round(chain.measuredMBps());
            markers.add(marker("run", run, max, bottom + 14, "best run measured " + ChainView.mbps(run), bottom));
        }
        int height = bottom + (chain.measuredMBps() != null ? 20 : 4);
        return new ChainPicture(id, WIDTH, height, rows, markers);
    }

    private static Marker marker(String kind, double mbps, double max, int labelY, String label, int bottom) {
        int x = LEFT + width(mbps, max);
        return new Marker(kind, x, labelY, x > WIDTH / 2 ? "end" : "start", label, bottom);
    }

    private static int width(double mbps, double max) {
        return Math.max(2, (int) Math.round(BAR * mbps / max));
    }

    public int barLeft() {
        return LEFT;
    }

    public int barFull() {
        return BAR;
    }

    public int right() {
        return WIDTH - LEFT;
    }

    private static String symbol(HopState s) {
        return switch (s) {
            case CAP -> "\u25bc";
            case SUSPECT -> "?";
            case CLEAR -> "\u2713";
            case OPEN -> "\u00b7";
        };
    }
}
