package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedThunderboltDevice;
import dev.linkledger.probe.text.Elision;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads {@code boltctl list} (with {@code -a}), {@code boltctl info} and {@code boltctl domains}
 * as bolt 0.1 to 0.9 print them: a header line with a status glyph ({@code ●}/{@code ○}, or
 * {@code *}/{@code o} on a terminal without UTF-8), then {@code key: value} lines behind tree
 * glyphs ({@code ├─}, {@code │  └─}, or {@code |-}, {@code `-}). Inline code marks a forum put
 * around each line are dropped. A field this import does not know, inside a block, becomes a note
 * with its line number; so does a device that is stored but not connected, which is not part of
 * the topology. {@link BoltctlRouters} turns the blocks into routers.
 */
final class BoltctlParser {
    /** A status glyph and a label: {@code ● Razer Core}, {@code * CalDigit, Inc. TS3 Plus}, {@code ○ Dock}. */
    private static final Pattern HEADER = Pattern.compile("\\s*([●○*o?])\\s+(\\S.*?)\\s*");
    /** Tree glyphs (anything but letters, digits and spaces), a key of words, a colon, the value. */
    private static final Pattern FIELD = Pattern.compile("\\s*(?:[^\\p{L}\\p{N}\\s]+\\s*)+([a-z]+(?: [a-z]+)?):\\s*(.*?)\\s*");
    /** A boot ACL entry under {@code bootacl:}: {@code │  ├─[0] d0010000-…}. */
    private static final Pattern ACL_ENTRY = Pattern.compile("\\s*(?:[^\\p{L}\\p{N}\\s]+\\s*)*\\[\\d{1,3}]\\s+\\S+\\s*");
    /** Keys that only boltctl prints right under a header, so a header followed by one starts a block. */
    private static final List<String> OPENING_KEYS = List.of("type", "name", "vendor", "uuid", "status", "bootacl",
            "security", "online", "syspath");

    private final PasteText paste;
    private final List<BoltctlBlock> blocks = new ArrayList<>();
    private final List<ObservationNote> notes = new ArrayList<>();

    private BoltctlParser(PasteText paste) {
        this.paste = paste;
    }

    static SectionResult parse(PasteText paste) {
        return new BoltctlParser(paste).run();
    }

    private SectionResult run() {
        BoltctlBlock block = null;
        for (int n = 1; n <= paste.size(); n++) {
            String text = unquoted(paste.line(n));
            if (text.isBlank()) {
                block = null;
                continue;
            }
            Matcher header = HEADER.matcher(text);
            if (header.matches() && opensBlock(n)) {
                String glyph = header.group(1);
                block = new BoltctlBlock(n, header.group(2), !glyph.equals("○") && !glyph.equals("o"));
                blocks.add(block);
                continue;
            }
            if (block == null) continue;
            if (Elision.is(text) || ACL_ENTRY.matcher(text).matches()) continue;
            Matcher field = FIELD.matcher(text);
            String problem = field.matches() ? block.field(field.group(1), field.group(2)) : "expected 'key: value' inside a boltctl block";
            if (problem != null) LineNotes.skip(notes, n, text, ImportFormat.BOLTCTL, problem);
        }
        List<ObservedThunderboltDevice> routers = BoltctlRouters.of(blocks, notes);
        int first = blocks.isEmpty() ? 0 : blocks.get(0).line;
        return new SectionResult(ImportFormat.BOLTCTL, first, List.of(), List.of(), List.of(), List.of(), notes, List.of(), routers);
    }

    /** A header starts a block when one of the next two lines is a field boltctl prints first (bolt#37 has "[...]" between). */
    private boolean opensBlock(int n) {
        for (int next = n + 1; next <= Math.min(paste.size(), n + 2); next++) {
            String text = unquoted(paste.line(next));
            Matcher field = FIELD.matcher(text);
            if (field.matches() && OPENING_KEYS.contains(field.group(1))) return true;
            if (!Elision.is(text)) return false;
        }
        return false;
    }

    /** A forum's inline code around a whole line: {@code `   ├─ type:          peripheral`}. */
    private static String unquoted(String line) {
        String t = line.strip();
        if (t.length() >= 2 && t.startsWith("`") && t.endsWith("`") && t.indexOf('`', 1) == t.length() - 1)
            return line.substring(0, line.indexOf('`')) + t.substring(1, t.length() - 1);
        return line;
    }
}
