package dev.linkledger.advisor.corpus;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExpectationTest {

    @Test
    void readsADeviceByPathOrVidPid() {
        CorpusCase.Expectation byPath = CorpusCase.Expectation.parse("c", "USB2_FALLBACK on 2-1.4");
        assertEquals(CorpusCase.TargetKind.DEVICE, byPath.kind());
        assertEquals("2-1.4", byPath.target());
        assertFalse(byPath.byVidPid());
        assertTrue(CorpusCase.Expectation.parse("c", "USB2_FALLBACK on 0bda:9210").byVidPid());
    }

    @Test
    void readsAPortTheKernelNamedAndARouter() {
        CorpusCase.Expectation port = CorpusCase.Expectation.parse("c", "ENUMERATION_FAILING on port 1-2");
        assertEquals(CorpusCase.TargetKind.PORT, port.kind());
        assertEquals("1-2", port.target());
        assertFalse(port.byVidPid());
        CorpusCase.Expectation router = CorpusCase.Expectation.parse("c", "USB4_LINK_DEGRADED on thunderbolt 0-1");
        assertEquals(CorpusCase.TargetKind.THUNDERBOLT, router.kind());
        assertEquals("USB4_LINK_DEGRADED on thunderbolt 0-1", router.toString());
    }

    @Test
    void readsAnExpectationAtInfo() {
        CorpusCase.Expectation info = CorpusCase.Expectation.parse("c", "USB2_ONLY_PORT on 1-1 at info");
        assertTrue(info.atInfo());
        assertEquals("1-1", info.target());
        assertEquals("USB2_ONLY_PORT on 1-1 at info", info.toString());
        assertTrue(CorpusCase.Expectation.parse("c", "nothing above info").nothingAboveInfo());
    }

    @Test
    void aFindingAboutAnUnplacedDeviceNamesItByBusAndDeviceNumber() {
        CorpusCase.Expectation byId = CorpusCase.Expectation.parse("c", "USB2_FALLBACK on 0bda:8813");
        ObservedHost host = new ObservedHost(java.util.List.of(),
                java.util.List.of(new ObservedHost.Device(null, 3, 34, "0bda:8813"), new ObservedHost.Device("3-2", 3, 5, "0bda:8813")), 0);
        // the rules label an unplaced device "Bus 003 Device 034" in the subject's path
        assertTrue(host.about(finding("Bus 003 Device 034", 3, 34), byId));
        assertTrue(host.about(finding("3-2", 3, 5), byId));
        assertFalse(host.about(finding("Bus 003 Device 035", 3, 35), byId));
        assertFalse(host.about(finding("Bus 004 Device 034", 4, 34), byId));
    }

    private static ObservedHost.Finding finding(String path, int bus, int devnum) {
        return new ObservedHost.Finding("USB2_FALLBACK", "warning", "device", path, bus, devnum, java.util.Map.of());
    }

    @Test
    void refusesAnythingElseNamingTheCase() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CorpusCase.Expectation.parse("042-x", "USB2_FALLBACK at 2-1"));
        assertTrue(e.getMessage().startsWith("042-x: expect is"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> CorpusCase.Expectation.parse("c", "USB2_FALLBACK on hub 2-1"));
    }
}
