package dev.linkledger.advisor.web.lab;

import dev.linkledger.advisor.web.Words;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The overview's three SVGs as geometry for the {@code LabPage/glance} template: slow links as one lettered
 * square per link on its host's row (the letter names the cause: colour only repeats it); the top fixes
 * as bars of MB/s gained; the cable drawer as bars per verdict. Narrow view boxes (380 units) so they
 * read at 360 px.
 */
public record LabPicture(int width, Matrix matrix, Bars fixes, Bars cables) {
    static final int WIDTH = 380;
    private static final int LABEL = 118;
    private static final int SQUARE = 18;
    private static final int PER_ROW = (WIDTH - LABEL - 40) / (SQUARE + 2);
    private static final int MAX_HOSTS = 12;

    public record Matrix(int height, List<HostRow> rows, int moreHosts) {
    }

    public record HostRow(int y, String hostId, String href, List<Square> squares, String count) {
        public int textY() {
            return y + 13;
        }

        public int countX() {
            return LABEL + Math.min(squares.size(), PER_ROW) * (SQUARE + 2) + 4;
        }
    }

    public record Square(int x, int y, String letter, String cause, String href, String title) {
        public int textX() {
            return x + SQUARE / 2;
        }

        public int textY() {
            return y + 13;
        }

        public int size() {
            return SQUARE;
        }
    }

    public record Bars(int height, List<Bar> bars) {
    }

    public record Bar(int y, String label, String value, String href, int width, String kind) {
        public int labelY() {
            return y + 13;
        }

        public int barY() {
            return y + 18;
        }

        public int valueX() {
            return 8 + width + 4;
        }

        public String valueAnchor() {
            return "start";
        }
    }

    public static LabPicture of(LabGlance g) {
        return new LabPicture(WIDTH, matrix(g), fixes(g), cables(g));
    }

    private static Matrix matrix(LabGlance g) {
        List<HostRow> rows = new ArrayList<>();
        int y = 4;
        for (LabGlance.HostLinks h : g.slow().stream().limit(MAX_HOSTS).toList()) {
            List<Square> squares = new ArrayList<>();
            int i = 0;
            for (LabGlance.SlowLink l : h.links()) {
                if (i == PER_ROW) break;
                squares.add(new Square(LABEL + i * (SQUARE + 2), y, l.causeLetter(), l.cause(),
                        l.href(), l.path() + " " + l.name() + ": " + l.negotiated() + " of " + l.possible() + " possible ("
                        + LabGlances.label(l.cause()) + ")"));
                i++;
            }
            String count = h.count() > PER_ROW ? "+" + (h.count() - PER_ROW) + " (" + h.count() + ")" : String.valueOf(h.count());
            rows.add(new HostRow(y, Words.cut(h.hostId(), 16), h.href(), squares, count));
            y += SQUARE + 6;
        }
        return new Matrix(Math.max(y, 24), rows, Math.max(0, g.slow().size() - MAX_HOSTS));
    }

    private static Bars fixes(LabGlance g) {
        int max = g.fixes().stream().mapToInt(LabGlance.LabFix::gainMBps).max().orElse(1);
        List<Bar> bars = new ArrayList<>();
        int y = 4;
        for (LabGlance.LabFix f : g.fixes()) {
            int hosts = f.sites().size();
            String label = Words.cut(f.label(), 38) + " \u00b7 " + hosts + (hosts == 1 ? " host" : " hosts");
            String href = f.sites().isEmpty() ? null : f.sites().get(0).findingHref();
            bars.add(new Bar(y, label, String.format(Locale.ROOT, "+%,d MB/s", f.gainMBps()), href, width(f.gainMBps(), max, 250), "fix"));
            y += 38;
        }
        return new Bars(y, bars);
    }

    private static Bars cables(LabGlance g) {
        int max = g.cables().stream().mapToInt(c -> c.cables().size()).max().orElse(1);
        List<Bar> bars = new ArrayList<>();
        int y = 4;
        for (LabGlance.CableGroup c : g.cables()) {
            int n = c.cables().size();
            bars.add(new Bar(y, c.label(), n + (n == 1 ? " cable" : " cables"), "/lab/cables", n == 0 ? 0 : width(n, max, 250),
                    c.verdict()));
            y += 38;
        }
        return new Bars(y, bars);
    }

    private static int width(int value, int max, int full) {
        return Math.max(3, Math.round((float) full * value / Math.max(1, max)));
    }

    public int labelWidth() {
        return LABEL;
    }
}
