package dev.linkledger.inventory.command;

import java.util.Arrays;
import java.util.Comparator;
import java.util.regex.Pattern;

/**
 * The kernel's name for a USB device: bus, dash, then the port numbers down the hub chain
 * ({@code 3-2}, {@code 1-7.2.1}). Ports count from 1 up to 31 ({@code USB_MAXCHILDREN}); a chain
 * has at most 6 ports, because the kernel refuses hubs nested deeper ({@code MAX_TOPO_LEVEL}).
 */
public final class KernelPath {
    private static final Pattern SHAPE = Pattern.compile("[1-9][0-9]{0,2}-[1-9][0-9]?(\\.[1-9][0-9]?)*");
    private static final int MAX_PORT = 31;
    private static final int MAX_DEPTH = 6;

    /** Sorts paths by bus, then port by port, so that a hub comes right before what hangs on it. */
    static final Comparator<String> ORDER = Comparator.comparing(KernelPath::numbers, Arrays::compare);

    private KernelPath() {
    }

    /** Why {@code path} is not a kernel device path, or null when it is one. */
    public static String problem(String path) {
        if (path == null || !SHAPE.matcher(path).matches())
            return "'" + path + "' is not a kernel device path such as 3-2 or 1-7.2.1";
        int[] numbers = numbers(path);
        if (numbers.length - 1 > MAX_DEPTH) return "'" + path + "' is nested deeper than the kernel allows";
        for (int i = 1; i < numbers.length; i++)
            if (numbers[i] > MAX_PORT) return "'" + path + "' names port " + numbers[i] + ", a hub has at most 31";
        return null;
    }

    /** The bus of a valid path. */
    static int bus(String path) {
        return Integer.parseInt(path.substring(0, path.indexOf('-')));
    }

    /** By hand, not String.split: the topology's ordering compares paths on every lookup. */
    private static int[] numbers(String path) {
        int count = 1;
        for (int i = 0; i < path.length(); i++) if (path.charAt(i) == '-' || path.charAt(i) == '.') count++;
        int[] numbers = new int[count];
        int n = 0;
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c == '-' || c == '.') n++;
            else numbers[n] = numbers[n] * 10 + (c - '0');
        }
        return numbers;
    }
}
