package dev.linkledger.probe.history;

import java.time.LocalDateTime;
import java.time.Month;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.TextStyle;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * When a kernel log line was printed, as far as its prefix says: {@code dmesg}'s seconds since
 * boot ({@code [  394.369348]}, also inside a syslog or journal line), {@code dmesg -T}'s
 * {@code [Mon Oct 14 09:03:38 2024]}, a syslog/journalctl {@code Nov 04 06:18:51} or, in another
 * locale, {@code Mär 20 07:52:53} (no year: it is
 * read in one fixed year, so only gaps within a few months are right) or an ISO stamp. Two stamps
 * say how far apart their lines are only on the same clock.
 */
public record LogStamp(double seconds, Clock clock) {
    public enum Clock {
        /** seconds since boot: dmesg's own stamp */
        SINCE_BOOT,
        /** wall-clock seconds */
        WALL
    }

    /** dmesg's stamp; Amlogic's vendor kernels add the CPU that printed the line ("[    5.888840@0]"). */
    private static final Pattern SINCE_BOOT = Pattern.compile("\\[\\s*(\\d{1,10}\\.\\d{1,9})(?:@\\d{1,4})?\\s*]");
    private static final Pattern HUMAN = Pattern.compile(
            "^\\s*\\[\\s*[A-Z][a-z]{2} ([A-Z][a-z]{2}\\s+\\d{1,2} \\d\\d:\\d\\d:\\d\\d \\d{4})\\s*]");
    private static final Pattern SYSLOG = Pattern.compile("^\\s*(\\p{L}{3,4})\\.?\\s+(\\d{1,2}) (\\d\\d:\\d\\d:\\d\\d)(\\.\\d+)?\\s");
    /**
     * journalctl and syslog print the month with strftime's {@code %b}, in the poster's LC_TIME: the
     * abbreviations of glibc's locales that are not English ({@code Mär 20}, {@code Okt 19},
     * {@code déc.}), lower-cased, each to its month. No abbreviation names two months.
     */
    private static final Map<String, Month> LOCAL_MONTHS = Map.ofEntries(
            // de_DE
            Map.entry("mär", Month.MARCH), Map.entry("mai", Month.MAY),
            Map.entry("okt", Month.OCTOBER), Map.entry("dez", Month.DECEMBER),
            // fr_FR (janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.)
            Map.entry("janv", Month.JANUARY), Map.entry("févr", Month.FEBRUARY),
            Map.entry("mars", Month.MARCH), Map.entry("avr", Month.APRIL),
            Map.entry("juin", Month.JUNE), Map.entry("juil", Month.JULY),
            Map.entry("août", Month.AUGUST), Map.entry("sept", Month.SEPTEMBER),
            Map.entry("déc", Month.DECEMBER),
            // es_ES, it_IT, pt_BR, nl_NL
            Map.entry("ene", Month.JANUARY), Map.entry("gen", Month.JANUARY),
            Map.entry("fev", Month.FEBRUARY), Map.entry("mrt", Month.MARCH),
            Map.entry("abr", Month.APRIL), Map.entry("mag", Month.MAY),
            Map.entry("mei", Month.MAY), Map.entry("giu", Month.JUNE),
            Map.entry("lug", Month.JULY), Map.entry("ago", Month.AUGUST),
            Map.entry("set", Month.SEPTEMBER), Map.entry("out", Month.OCTOBER),
            Map.entry("ott", Month.OCTOBER), Map.entry("dic", Month.DECEMBER));
    private static final Pattern ISO = Pattern.compile(
            "^\\s*(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?(?:Z|[+-]\\d\\d:?\\d\\d)?)\\s");
    /** English month names, as the kernel's and syslog's C locale prints them. */
    private static final DateTimeFormatter MONTH_DAY_TIME_YEAR = DateTimeFormatter.ofPattern("MMM d HH:mm:ss yyyy", Locale.ENGLISH);
    /** A leap year, so that a Feb 29 line still reads. */
    private static final String SYSLOG_YEAR = " 2000";

    /**
     * The stamp in the part of a line before the kernel's own text ({@code prefix}); null when it has none.
     * dmesg's seconds since boot win over a wall-clock prefix on the same line: they order lines within a boot.
     */
    public static LogStamp of(String prefix) {
        Read read = read(prefix);
        return read == null ? null : read.stamp();
    }

    /**
     * Whether the stamp in {@code prefix} tells apart lines printed within the same second. dmesg's
     * seconds since boot do (microseconds), and so do syslog and ISO stamps with a fraction; {@code dmesg -T},
     * a journal's {@code short} format and a plain syslog stamp do not: the kernel retries a descriptor read
     * or an address within milliseconds, so two such lines with the same text and stamp can be two tries.
     */
    public static boolean finerThanASecond(String prefix) {
        Read read = read(prefix);
        return read != null && read.finerThanASecond();
    }

    /** A stamp as read, and whether its text went below the second. */
    private record Read(LogStamp stamp, boolean finerThanASecond) {
    }

    /** The one reading of a prefix's stamp, in the order {@link #of} promises; null when it has none. */
    private static Read read(String prefix) {
        if (prefix == null) return null;
        Matcher m = SINCE_BOOT.matcher(prefix);
        if (m.find()) return new Read(new LogStamp(Double.parseDouble(m.group(1)), Clock.SINCE_BOOT), true);
        try {
            if ((m = HUMAN.matcher(prefix)).find())
                return new Read(wall(LocalDateTime.parse(m.group(1).replaceAll("\\s+", " "), MONTH_DAY_TIME_YEAR)), false);
            if ((m = SYSLOG.matcher(prefix)).find()) {
                String month = englishMonth(m.group(1));
                if (month == null) return null;
                LogStamp whole = wall(LocalDateTime.parse(month + " " + m.group(2) + " " + m.group(3) + SYSLOG_YEAR, MONTH_DAY_TIME_YEAR));
                return m.group(4) == null ? new Read(whole, false)
                        : new Read(new LogStamp(whole.seconds + Double.parseDouble("0" + m.group(4)), Clock.WALL), true);
            }
            if ((m = ISO.matcher(prefix)).find()) return new Read(iso(m.group(1)), m.group(1).contains("."));
        } catch (DateTimeParseException e) {
            return null; // a date the calendar does not have: no stamp rather than a wrong one
        }
        return null;
    }

    /** The English abbreviation of a month as a locale printed it ({@code Mär} → {@code Mar}); null for a word that is no month. */
    private static String englishMonth(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        Month local = LOCAL_MONTHS.get(lower);
        if (local != null) return local.getDisplayName(TextStyle.SHORT, Locale.ENGLISH);
        for (Month month : Month.values()) {
            String english = month.getDisplayName(TextStyle.SHORT, Locale.ENGLISH);
            if (english.equalsIgnoreCase(lower)) return english;
        }
        return null;
    }

    private static LogStamp iso(String text) {
        String t = text.matches(".*[+-]\\d{4}$") ? text.substring(0, text.length() - 2) + ":" + text.substring(text.length() - 2) : text;
        if (t.endsWith("Z") || t.matches(".*[+-]\\d\\d:\\d\\d$")) {
            OffsetDateTime at = OffsetDateTime.parse(t);
            return new LogStamp(at.toEpochSecond() + at.getNano() / 1e9, Clock.WALL);
        }
        return wall(LocalDateTime.parse(t));
    }

    private static LogStamp wall(LocalDateTime at) {
        return new LogStamp(at.toEpochSecond(ZoneOffset.UTC) + at.getNano() / 1e9, Clock.WALL);
    }

    /** Seconds from {@code earlier} to this stamp; null when either is missing or they are on different clocks. */
    public Double since(LogStamp earlier) {
        if (earlier == null || earlier.clock != clock) return null;
        return seconds - earlier.seconds;
    }
}
