package dev.linkledger.probe.imports;

import dev.linkledger.probe.lsusb.ImportException;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedThunderboltDevice;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Real boltctl outputs of bolt 0.1, 0.5 and 0.9 (imports/README.md) read into USB4/Thunderbolt routers. */
class BoltctlParserTest {
    private final Imports imports = new Imports();

    private Observation imported(String fixture) throws Exception {
        return imports.parse(ImportFixtures.text("boltctl/" + fixture), "h", ImportFormat.AUTO);
    }

    private static ObservedThunderboltDevice router(Observation o, String name) {
        return o.thunderbolt().stream().filter(r -> name.equals(r.name())).findFirst()
                .orElseThrow(() -> new AssertionError("no router " + name + " in " + o.thunderbolt()));
    }

    @Test
    void readsABolt09DeviceWithGenerationAndLinkSpeedsPastedOnItsOwn() throws Exception {
        Observation o = imported("hardinfo-649-razer-core.boltctl.txt");

        assertThat(o.source()).isEqualTo("boltctl");
        assertThat(o.devices()).isEmpty();
        assertThat(o.thunderbolt()).singleElement().satisfies(r -> {
            assertThat(r.name()).isEqualTo("c0030000-00a2-8508-2219-f4d4d2c1a918");
            assertThat(r.uuid()).isEqualTo("c0030000-00a2-8508-2219-f4d4d2c1a918");
            assertThat(r.vendorName()).isEqualTo("Razer");
            assertThat(r.deviceName()).isEqualTo("Core");
            assertThat(r.generation()).isEqualTo(3);
            assertThat(r.host()).isFalse();
            assertThat(r.status()).isEqualTo("authorized");
            assertThat(r.policy()).isEqualTo("iommu");
            assertThat(r.domain()).isEqualTo("c6030000-0080-7518-2391-a4e51a82e819");
            assertThat(r.rxLanes()).isEqualTo(2);
            assertThat(r.rxSpeedGbps()).isEqualTo(20.0);
            assertThat(r.txLanes()).isEqualTo(2);
            assertThat(r.txSpeedGbps()).isEqualTo(20.0);
            assertThat(r.parent()).as("boltctl list shows no parent and no host here").isNull();
        });
        assertThat(o.notes()).as("the prose before the block is not boltctl").isEmpty();
    }

    @Test
    void readsTheAsciiGlyphsOfATerminalWithoutUtf8AndBothDevicesOfOneDomain() throws Exception {
        Observation o = imported("cheney-two-razer-cores-ascii.boltctl.txt");

        assertThat(o.thunderbolt()).extracting(ObservedThunderboltDevice::name)
                .containsExactly("000429b5-f8dc-2701-ffff-ffffffffffff", "00024978-2f5f-2701-ffff-ffffffffffff");
        assertThat(router(o, "000429b5-f8dc-2701-ffff-ffffffffffff")).satisfies(r -> {
            assertThat(r.rxLanes()).isEqualTo(2);
            assertThat(r.rxSpeedGbps()).isEqualTo(10.0);
            assertThat(r.generation()).isEqualTo(3);
        });
        assertThat(router(o, "00024978-2f5f-2701-ffff-ffffffffffff").rxSpeedGbps()).isEqualTo(20.0);
        assertThat(o.thunderbolt()).allSatisfy(r -> assertThat(r.domain()).isEqualTo("cf030000-0070-6f08-a338-069985d3211e"));
        assertThat(o.notes()).isEmpty();
    }

    @Test
    void readsBolt05LinesEachInInlineCodeMarksBesideThunderboltDriverLines() throws Exception {
        Observation o = imported("tbt-user-space-65-apple-display.boltctl.txt");

        assertThat(o.thunderbolt()).singleElement().satisfies(r -> {
            assertThat(r.name()).isEqualTo("90ad5500-0100-0100-ffff-ffffffffffff");
            assertThat(r.vendorName()).isEqualTo("Apple, Inc.");
            assertThat(r.status()).isEqualTo("authorization error");
            assertThat(r.generation()).as("bolt 0.5 prints no generation").isNull();
            assertThat(r.rxLanes()).isNull();
        });
        assertThat(o.kernelLog()).as("the thunderbolt driver's lines are about no USB device").isEmpty();
    }

    @Test
    void readsBolt01WithItsElisionAndTheDomainsSecurityUnderStatus() throws Exception {
        Observation o = imported("bolt-37-dell-cable-0.1.boltctl.txt");

        assertThat(o.thunderbolt()).singleElement().satisfies(r -> {
            assertThat(r.deviceName()).isEqualTo("Dell Thunderbolt Cable");
            assertThat(r.status()).isEqualTo("authorized");
            assertThat(r.policy()).isEqualTo("auto");
            assertThat(r.host()).as("bolt 0.1 prints no type").isNull();
            assertThat(r.security()).as("the domain's level, not the device's").isNull();
        });
        assertThat(o.notes()).extracting(ObservationNote::kind).containsExactly("unnamed");
    }

    @Test
    void readsDomainsAndInfoIntoAChainWithKernelNamesParentsAndTheDomainOnTheHostRouter() throws Exception {
        Observation o = imported("shape-domains-info-chain.boltctl.txt");

        assertThat(o.thunderbolt()).extracting(ObservedThunderboltDevice::name).containsExactly("0-0", "0-1", "0-301");
        assertThat(router(o, "0-0")).satisfies(host -> {
            assertThat(host.host()).isTrue();
            assertThat(host.uuid()).isEqualTo("d7010000-0082-8f18-22c4-b5d792941019");
            assertThat(host.security()).isEqualTo("iommu+user");
            assertThat(host.bootAclUsed()).isEqualTo(1);
            assertThat(host.bootAclSlots()).isEqualTo(16);
            assertThat(host.domain()).isEqualTo("domain0");
        });
        assertThat(router(o, "0-1")).satisfies(dock -> {
            assertThat(dock.parent()).isEqualTo("0-0");
            assertThat(dock.domain()).isEqualTo("domain0");
            assertThat(dock.rxLanes()).isEqualTo(2);
        });
        assertThat(router(o, "0-301")).satisfies(chained -> {
            assertThat(chained.parent()).isEqualTo("0-1");
            assertThat(chained.rxLanes()).isEqualTo(1);
            assertThat(chained.rxSpeedGbps()).isEqualTo(20.0);
            assertThat(chained.policy()).isNull();
        });
        assertThat(o.notes()).extracting(ObservationNote::kind).containsExactlyInAnyOrder("skipped", "not-connected");
        assertThat(o.notes()).filteredOn(n -> n.kind().equals("skipped")).singleElement().satisfies(n -> {
            assertThat(n.line()).isEqualTo(42);
            assertThat(n.where()).contains("power:");
        });
        assertThat(o.notes()).filteredOn(n -> n.kind().equals("not-connected")).singleElement()
                .satisfies(n -> assertThat(n.message()).contains("Dell Thunderbolt Cable"));
    }

    @Test
    void aDeviceAloneInADomainWhoseHostTheListShowsHangsOnThatHost() throws Exception {
        String list = """
                 ● Intel Thunderbolt 4 host
                   ├─ type:          host
                   ├─ name:          Thunderbolt 4 host
                   ├─ vendor:        Intel
                   ├─ uuid:          aa010000-0000-0000-0000-000000000001
                   ├─ generation:    USB4
                   ├─ status:        authorized
                   │  ├─ domain:     aa010000-0000-0000-0000-000000000001
                   │  └─ authflags:  none
                   └─ stored:        no

                 ● CalDigit TS3 Plus
                   ├─ type:          peripheral
                   ├─ name:          TS3 Plus
                   ├─ vendor:        CalDigit, Inc.
                   ├─ uuid:          bb030000-0000-0000-0000-000000000002
                   ├─ generation:    Thunderbolt 3
                   ├─ status:        authorized
                   │  ├─ domain:     aa010000-0000-0000-0000-000000000001
                   │  ├─ rx speed:   20 Gb/s = 2 lanes * 10 Gb/s
                   │  ├─ tx speed:   20 Gb/s = 2 lanes * 10 Gb/s
                   │  └─ authflags:  none
                   └─ stored:        no
                """;
        Observation o = imports.parse(list, "h", ImportFormat.BOLTCTL);

        ObservedThunderboltDevice host = router(o, "aa010000-0000-0000-0000-000000000001");
        assertThat(host.host()).isTrue();
        assertThat(host.generation()).isEqualTo(4);
        assertThat(router(o, "bb030000-0000-0000-0000-000000000002").parent()).isEqualTo(host.name());
    }

    @Test
    void masksAndPlaceholdersForUuidsNameTheRouterByItsPlaceInThePasteWithANote() throws Exception {
        String masked = """
                 * Razer Core X Chroma
                   |- type:          peripheral
                   |- uuid:          ••••••••-••••-••••-••••-••••••••••••
                   |- generation:    Thunderbolt 3
                   |- status:        authorized
                   |  |- rx speed:   40 Gb/s = 2 lanes * 20 Gb/s
                   |  `- authflags:  none
                   `- stored:        no

                 * CalDigit, Inc. TS3 Plus
                   |- type:          peripheral
                   |- uuid:          <uuid>
                   |- generation:    Thunderbolt 3
                   |- status:        authorized
                   |  |- rx speed:   20 Gb/s = 2 lanes * 10 Gb/s
                   |  `- authflags:  none
                   `- stored:        no
                """;
        Observation o = imports.parse(masked, "h", ImportFormat.AUTO);

        assertThat(o.thunderbolt()).extracting(ObservedThunderboltDevice::name).containsExactly("boltctl-1", "boltctl-2");
        assertThat(o.thunderbolt()).extracting(ObservedThunderboltDevice::uuid).containsOnlyNulls();
        assertThat(o.notes()).extracting(ObservationNote::kind).containsExactly("unnamed", "unnamed");
    }

    @Test
    void aShortUuidOfBoltctlUShortIsKeptWithoutItsEllipsis() throws Exception {
        String shortUuids = " ● Dock\n   ├─ type:          peripheral\n   ├─ uuid:          c0030000-00a2…\n"
                + "   └─ status:        authorized\n";
        Observation o = imports.parse(shortUuids, "h", ImportFormat.AUTO);

        assertThat(o.thunderbolt()).singleElement().satisfies(r -> assertThat(r.name()).isEqualTo("c0030000-00a2"));
    }

    @Test
    void anUnreadableLinkInsideABlockIsANoteWithItsLineAndTheRestIsRead() throws Exception {
        String text = " ● Dock\n   ├─ type:          peripheral\n   ├─ uuid:          c0030000-00a2-8508-2219-f4d4d2c1a918\n"
                + "   ├─ status:        authorized\n   │  ├─ rx speed:   fast\n   │  └─ authflags:  none\n";
        Observation o = imports.parse(text, "h", ImportFormat.AUTO);

        assertThat(o.thunderbolt()).singleElement().satisfies(r -> assertThat(r.rxLanes()).isNull());
        assertThat(o.notes()).singleElement().satisfies(n -> {
            assertThat(n.line()).isEqualTo(5);
            assertThat(n.message()).contains("boltctl").contains("2 lanes * 20 Gb/s");
        });
    }

    @Test
    void aDiscBulletInProseIsNotABoltctlBlock() throws Exception {
        assertThatThrownBy(() -> imports.parse(" * first I tried another cable\n * then another port\n", "h", ImportFormat.AUTO))
                .isInstanceOf(ImportException.class).hasMessageContaining("boltctl");
    }

    @Test
    void formatBoltctlReadsOnlyTheBoltctlPartOfAMixedPaste() throws Exception {
        String mixed = ImportFixtures.text("boltctl/hardinfo-649-razer-core.boltctl.txt")
                + "\n/:  Bus 02.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/4p, 10000M\n";

        assertThat(imports.parse(mixed, "h", ImportFormat.BOLTCTL).buses()).isEmpty();
        Observation both = imports.parse(mixed, "h", ImportFormat.AUTO);
        assertThat(both.source()).isEqualTo("boltctl+lsusb-t");
        assertThat(both.buses()).hasSize(1);
        assertThat(both.thunderbolt()).hasSize(1);
        assertThat(ImportFormat.parse("boltctl")).isEqualTo(ImportFormat.BOLTCTL);
    }

    @Test
    void theSameBoltctlPasteTwiceIsTheSameObservationId() throws Exception {
        String text = ImportFixtures.text("boltctl/hardinfo-649-razer-core.boltctl.txt");
        assertThat(imports.parse(text, "h", ImportFormat.AUTO).observationId())
                .isEqualTo(imports.parse(text, "h", ImportFormat.AUTO).observationId());
    }

    static List<ObservedThunderboltDevice> routers(String fixture) throws Exception {
        return new Imports().parse(ImportFixtures.text("boltctl/" + fixture), "h", ImportFormat.AUTO).thunderbolt();
    }
}
