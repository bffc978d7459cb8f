package dev.linkledger.probe.imports;

import dev.linkledger.probe.lsusb.ImportException;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.probe.usb.OneChipCatalog;
import dev.linkledger.probe.usb.UsbSpeed;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Devices whose port path a paste does not show are kept, known by bus and device number. */
class UnplacedImportTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-01T10:00:00Z"), ZoneOffset.UTC);
    /** lsusb's heading of each device; device 1 of a bus is its root hub. */
    private static final Pattern HEADING = Pattern.compile("(?m)^Bus (\\d{3}) Device (\\d{3}): ID ([0-9a-f]{4}):([0-9a-f]{4})");
    private final Imports imports = new Imports(OneChipCatalog.resolver(), CLOCK);

    @Test
    void everyDeviceOfEveryWholeLsusbVerboseDumpIsKept() throws Exception {
        List<Path> dumps = wholeVerboseDumps();
        assertThat(dumps).isNotEmpty();
        for (Path dump : dumps) {
            String text = Files.readString(dump);
            Observation o = imports.parse(text, "h", ImportFormat.AUTO);
            List<String> present = headings(text).stream().filter(h -> !h.endsWith(" root")).toList();
            assertThat(o.devices()).as(dump.getFileName().toString())
                    .extracting(d -> d.key() + " " + d.vendorId() + ":" + d.productId())
                    .containsExactlyInAnyOrderElementsOf(present);
            System.out.printf("%s: %d of %d devices imported%n", dump.getFileName(), o.devices().size(), present.size());
        }
    }

    @Test
    void anUnplacedDeviceKeepsItsSpeedCapabilityAndIdentity() throws ImportException {
        Observation o = imports.parse(ImportFixtures.text("laptop-whole.lsusb-v.txt"), "h", ImportFormat.AUTO);

        ObservedDevice stick = byKey(o, "Bus 002 Device 002");
        assertThat(stick.bus()).isEqualTo(2);
        assertThat(stick.devnum()).isEqualTo(2);
        assertThat(stick.speedMbps()).isEqualTo(UsbSpeed.parse("5000"));
        assertThat(stick.capability()).isEqualTo(new Capability(5000, 1, CapabilitySource.BOS));
        assertThat(stick.interfaces()).singleElement().satisfies(i -> assertThat(i.interfaceClass()).isEqualTo("08"));
        assertThat(byKey(o, "Bus 001 Device 006").speedMbps()).isEqualTo(UsbSpeed.parse("480"));
        assertThat(o.ports()).as("an unplaced hub's ports have no name yet").allSatisfy(p -> assertThat(p.hubPath()).startsWith("usb"));
        assertThat(o.buses()).extracting(b -> b.bus()).containsExactly(1, 2);
    }

    @Test
    void theTreeOfTheSameBootPlacesTheDumpsDevicesWhenPastedTogether() throws ImportException {
        String both = ImportFixtures.text("laptop-whole.lsusb-t.txt") + "\n" + ImportFixtures.text("laptop-whole.lsusb-v.txt");
        Observation o = imports.parse(both, "h", ImportFormat.AUTO);

        assertThat(o.devices()).allSatisfy(d -> assertThat(d.placed()).as(d.key()).isTrue());
        assertThat(o.devices()).extracting(ObservedDevice::path)
                .containsExactly("1-1", "1-1.2", "1-3", "1-8", "1-10", "2-2");
        assertThat(o.notes()).noneMatch(n -> n.kind().equals("unplaced"));
    }

    @Test
    void aUsbDevicesBlockWithoutItsParentKeepsLevelAndParent() throws ImportException {
        String partial = """
                T:  Bus=01 Lev=02 Prnt=05 Port=01 Cnt=01 Dev#=  6 Spd=480  MxCh= 0
                D:  Ver= 3.00 Cls=00(>ifc ) Sub=00 Prot=00 MxPS=64 #Cfgs=  1
                P:  Vendor=0bda ProdID=8153 Rev=31.00
                S:  Manufacturer=Realtek
                S:  Product=USB 10/100/1000 LAN
                C:  #Ifs= 1 Cfg#= 1 Atr=a0 MxPwr=180mA
                I:  If#= 0 Alt= 0 #EPs= 3 Cls=ff(vend.) Sub=ff Prot=00 Driver=r8152
                """;
        Observation o = imports.parse(partial, "h", ImportFormat.AUTO);

        assertThat(o.devices()).singleElement().satisfies(d -> {
            assertThat(d.key()).isEqualTo("Bus 001 Device 006");
            assertThat(d.level()).isEqualTo(2);
            assertThat(d.parentDevnum()).isEqualTo(5);
            assertThat(d.interfaces()).singleElement().satisfies(i -> assertThat(i.driver()).isEqualTo("r8152"));
        });
    }

    private static ObservedDevice byKey(Observation o, String key) {
        return o.devices().stream().filter(d -> key.equals(d.key())).findFirst().orElseThrow();
    }

    /** "Bus 001 Device 002 046d:c52b" per device heading; root hubs end in " root". */
    private static List<String> headings(String text) {
        List<String> found = new java.util.ArrayList<>();
        Matcher m = HEADING.matcher(text);
        while (m.find()) {
            String heading = "Bus " + m.group(1) + " Device " + m.group(2) + " " + m.group(3) + ":" + m.group(4);
            found.add(m.group(3).equals("1d6b") ? heading + " root" : heading);
        }
        return found;
    }

    /** Every fixture named *.lsusb-v.txt with a root hub in it: the dump of a whole machine. */
    private static List<Path> wholeVerboseDumps() throws IOException, URISyntaxException {
        Path dir = Paths.get(UnplacedImportTest.class.getResource("/imports").toURI());
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".lsusb-v.txt"))
                    .filter(f -> read(f).contains(" 1d6b:000")).sorted().toList();
        }
    }

    private static String read(Path f) {
        try {
            return Files.readString(f);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
