package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedEndpoint;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.TransferType;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code Endpoint Descriptor:} sections of one {@code lsusb -v} device block, in every alternate
 * setting, as usbutils prints them ({@code lsusb.c dump_endpoint}): {@code bEndpointAddress 0x81 EP 1 IN},
 * {@code bmAttributes 5}, {@code wMaxPacketSize 0x1400 3x 1024 bytes}, {@code bInterval 1}, and for a
 * SuperSpeed device the companion's {@code bMaxBurst}, {@code Mult} (isochronous, printed when not 0) and
 * {@code wBytesPerInterval} (usbutils 019 on) inside the same section. A class-specific section
 * ({@code AudioStreaming Endpoint Descriptor:}) ends the endpoint before it. lsusb marks no setting as
 * the one in use, so the interfaces it returns leave {@code alternateSetting} unknown.
 */
final class EndpointSections {
    private static final Pattern FIELD = Pattern.compile("(\\w+)\\s+(\\S+).*");

    private final Map<Integer, List<ObservedEndpoint>> byInterface = new LinkedHashMap<>();
    private Integer interfaceNumber;
    private int alternate;
    private boolean inEndpoint;
    private Integer address;
    private Integer attributes;
    private Integer maxPacketSize;
    private Integer interval;
    private Integer maxBurst;
    private Integer mult;
    private Integer bytesPerInterval;

    /** One stripped line of the block; a value that does not parse is noted and the endpoint dropped. */
    void accept(int n, String text, List<ObservationNote> notes) {
        if (text.equals("Endpoint Descriptor:")) {
            close();
            inEndpoint = true;
            return;
        }
        if (text.endsWith("Descriptor:") || text.endsWith("Capability:") || text.endsWith("Companion:")
                || text.startsWith("Device Status:") || text.startsWith("Hub Port Status:")) {
            close();
            if (text.equals("Interface Descriptor:")) {
                interfaceNumber = null;
                alternate = 0;
            }
            return;
        }
        Matcher f = FIELD.matcher(text);
        if (!f.matches()) return;
        try {
            field(f.group(1), f.group(2));
        } catch (NumberFormatException e) {
            LineNotes.skip(notes, n, text, ImportFormat.LSUSB_V, "endpoint field: " + e.getMessage());
            inEndpoint = false;
            address = null;
        }
    }

    private void field(String name, String value) {
        switch (name) {
            case "bInterfaceNumber" -> interfaceNumber = Integer.parseInt(value);
            case "bAlternateSetting" -> alternate = Integer.parseInt(value);
            default -> {
                if (inEndpoint) endpointField(name, value);
            }
        }
    }

    private void endpointField(String name, String value) {
        switch (name) {
            case "bEndpointAddress" -> address = hex(value);
            case "bmAttributes" -> attributes = Integer.parseInt(value);
            case "wMaxPacketSize" -> maxPacketSize = hex(value);
            case "bInterval" -> interval = Integer.parseInt(value);
            case "bMaxBurst" -> maxBurst = Integer.parseInt(value);
            case "Mult" -> mult = Integer.parseInt(value);
            case "wBytesPerInterval" -> bytesPerInterval = Integer.parseInt(value);
            default -> { }
        }
    }

    /** {@code 0x81} → 129. */
    private static int hex(String value) {
        if (!value.startsWith("0x")) throw new NumberFormatException("expected 0x… hex, found '" + value + "'");
        return Integer.parseInt(value.substring(2), 16);
    }

    private void close() {
        if (inEndpoint && interfaceNumber != null && address != null && attributes != null && maxPacketSize != null && interval != null) {
            TransferType type = TransferType.ofAttributes(attributes);
            // usbutils prints Mult only when it is not 0; with a companion (bMaxBurst printed) a missing Mult is 0.
            Integer isoMult = type == TransferType.ISOCHRONOUS && maxBurst != null ? (mult == null ? 0 : mult) : null;
            byInterface.computeIfAbsent(interfaceNumber, k -> new ArrayList<>()).add(new ObservedEndpoint(alternate, address, type,
                    maxPacketSize, interval, maxBurst, isoMult, bytesPerInterval));
        }
        inEndpoint = false;
        address = attributes = maxPacketSize = interval = maxBurst = mult = bytesPerInterval = null;
    }

    /** The interfaces with the endpoints of all their settings; those whose sections the block did not show keep none. */
    List<ObservedInterface> attachTo(Collection<ObservedInterface> interfaces) {
        close();
        List<ObservedInterface> result = new ArrayList<>();
        for (ObservedInterface i : interfaces)
            result.add(i.withEndpoints(null, byInterface.getOrDefault(i.number(), List.of())));
        return result;
    }
}
