package dev.linkledger.inventory.command;

import dev.linkledger.probe.usb.DeviceAddress;
import dev.linkledger.probe.usb.PortPath;

import java.util.Map;

/**
 * The one table of what each field of an observation or measurement may hold, checked before
 * anything is recorded. Projections store these fields in {@code text} columns (Flyway V10), so a
 * value that passes here always fits its row: the limits live here and nowhere else.
 *
 * <p>Keys are {@code RecordName.component}. A string field not named here is free {@link
 * FieldRule#TEXT} (at most 255 printable characters); a number not named here may be any
 * non-negative value; a list not named here holds at most {@link #DEFAULT_LIST_SIZE} items.
 * The ranges follow the kernel: bus and port numbers within {@link PortPath}'s limits, a device
 * address 1 to 127 ({@link DeviceAddress}), a link 1 or 2 lanes.
 */
final class ContractLimits {
    static final int DEFAULT_LIST_SIZE = 4096;

    private static final FieldRule ID = FieldRule.word(128);
    private static final FieldRule LONG_TEXT = new FieldRule(2000, null, "text");

    /** Words where sysfs may put spaces ({@code not used}, {@code [host] device}) are {@code text(64)}. */
    static final Map<String, FieldRule> STRINGS = Map.ofEntries(
            Map.entry("Observation.observationId", ID),
            Map.entry("Observation.source", FieldRule.matching(64, "[a-z0-9+._-]+", "a source name such as sysfs or lsusb-t+dmesg")),
            Map.entry("ObservedBus.driver", FieldRule.NAME),
            Map.entry("ObservedBus.controller", FieldRule.NAME),
            Map.entry("ObservedController.id", FieldRule.NAME),
            Map.entry("ObservedController.pciAddress", FieldRule.word(32)),
            Map.entry("ObservedController.vendorId", FieldRule.HEX4),
            Map.entry("ObservedController.deviceId", FieldRule.HEX4),
            Map.entry("ObservedController.pciClass", FieldRule.hex(6, 6)),
            Map.entry("ObservedPort.id", FieldRule.NAME),
            Map.entry("ObservedPort.hubPath", FieldRule.NAME),
            Map.entry("ObservedPort.peer", FieldRule.NAME),
            Map.entry("ObservedPort.connectType", FieldRule.text(64)),
            Map.entry("ObservedPort.location", FieldRule.text(64)),
            Map.entry("ObservedPort.connector", FieldRule.text(64)),
            Map.entry("ObservedPort.state", FieldRule.text(64)),
            Map.entry("ObservedDevice.path", FieldRule.NAME),
            Map.entry("ObservedDevice.parentPath", FieldRule.NAME),
            Map.entry("ObservedDevice.portId", FieldRule.NAME),
            Map.entry("ObservedDevice.bcdUsb", FieldRule.matching(5, "[0-9]{1,2}\\.[0-9]{1,2}", "a USB version such as 2.10 or 3.20")),
            Map.entry("ObservedDevice.vendorId", FieldRule.HEX4),
            Map.entry("ObservedDevice.productId", FieldRule.HEX4),
            Map.entry("ObservedDevice.bcdDevice", FieldRule.matching(8, "[0-9a-fA-F]{1,4}(\\.[0-9a-fA-F]{1,2})?", "a release number such as 0100 or 1.00")),
            Map.entry("ObservedDevice.deviceClass", FieldRule.HEX2),
            Map.entry("ObservedDevice.deviceSubClass", FieldRule.HEX2),
            Map.entry("ObservedDevice.deviceProtocol", FieldRule.HEX2),
            Map.entry("ObservedDevice.removable", FieldRule.word(16)),
            Map.entry("ObservedInterface.interfaceClass", FieldRule.HEX2),
            Map.entry("ObservedInterface.interfaceSubClass", FieldRule.HEX2),
            Map.entry("ObservedInterface.interfaceProtocol", FieldRule.HEX2),
            Map.entry("ObservedInterface.driver", FieldRule.NAME),
            Map.entry("Capability.source", FieldRule.word(32)),
            Map.entry("ObservedTypecPort.port", FieldRule.NAME),
            Map.entry("ObservedTypecPort.dataRole", FieldRule.text(64)),
            Map.entry("ObservedTypecPort.powerRole", FieldRule.text(64)),
            Map.entry("ObservedTypecPort.usbPorts[]", FieldRule.NAME),
            Map.entry("ObservedCable.kind", FieldRule.word(16)),
            Map.entry("ObservedCable.usbSpeed", FieldRule.word(16)),
            Map.entry("ObservedCable.plugType", FieldRule.word(32)),
            Map.entry("TypecIdentity.vendorId", FieldRule.HEX4),
            Map.entry("TypecIdentity.productId", FieldRule.HEX4),
            Map.entry("TypecIdentity.idHeader", FieldRule.hex(1, 8)),
            Map.entry("TypecIdentity.certStat", FieldRule.hex(1, 8)),
            Map.entry("TypecIdentity.product", FieldRule.hex(1, 8)),
            Map.entry("TypecIdentity.productTypeVdo1", FieldRule.hex(1, 8)),
            Map.entry("TypecIdentity.productTypeVdo2", FieldRule.hex(1, 8)),
            Map.entry("TypecIdentity.productTypeVdo3", FieldRule.hex(1, 8)),
            Map.entry("ObservedThunderboltDevice.name", FieldRule.NAME),
            Map.entry("ObservedThunderboltDevice.links[]", FieldRule.word(16)),
            Map.entry("ObservedThunderboltDevice.uuid", FieldRule.matching(36, "[0-9a-fA-F-]+", "a uuid as boltctl or unique_id give it")),
            Map.entry("ObservedThunderboltDevice.parent", FieldRule.NAME),
            Map.entry("ObservedThunderboltDevice.domain", FieldRule.NAME),
            Map.entry("ObservedThunderboltDevice.status", FieldRule.text(64)),
            Map.entry("ObservedThunderboltDevice.policy", FieldRule.word(16)),
            Map.entry("ObservedThunderboltDevice.security", FieldRule.word(32)),
            Map.entry("ObservedBlockDevice.name", FieldRule.NAME),
            Map.entry("ObservedBlockDevice.devicePath", FieldRule.NAME),
            Map.entry("KernelLogEntry.devicePath", FieldRule.NAME),
            Map.entry("KernelLogEntry.kind", FieldRule.word(32)),
            Map.entry("KernelLogEntry.text", LONG_TEXT),
            Map.entry("ObservationNote.kind", FieldRule.word(32)),
            Map.entry("ObservationNote.where", LONG_TEXT),
            Map.entry("ObservationNote.message", LONG_TEXT),
            Map.entry("Measurement.measurementId", ID),
            Map.entry("Measurement.file", new FieldRule(4096, null, "a file name")),
            Map.entry("Measurement.pattern", FieldRule.word(32)),
            Map.entry("Measurement.engine", FieldRule.word(32)),
            Map.entry("Measurement.engineVersion", FieldRule.text(64)),
            Map.entry("Measurement.reason", LONG_TEXT),
            Map.entry("Measurement.linkNote", LONG_TEXT),
            Map.entry("MeasuredLink.blockDevice", FieldRule.NAME),
            Map.entry("MeasuredLink.disk", FieldRule.NAME),
            Map.entry("MeasuredLink.majorMinor", FieldRule.matching(16, "[0-9]{1,5}:[0-9]{1,7}", "major:minor such as 8:16")),
            Map.entry("MeasuredLink.devicePath", FieldRule.NAME),
            Map.entry("MeasuredLink.port", FieldRule.NAME),
            Map.entry("MeasuredLink.version", FieldRule.word(16)),
            Map.entry("MeasuredLink.vendorId", FieldRule.HEX4),
            Map.entry("MeasuredLink.productId", FieldRule.HEX4),
            Map.entry("MeasuredLink.driver", FieldRule.NAME),
            Map.entry("MeasurementSetup.probeVersion", FieldRule.word(64)),
            Map.entry("MeasurementSetup.probeJarSha256", FieldRule.word(64)),
            Map.entry("MeasurementSetup.kernelRelease", FieldRule.word(128)),
            Map.entry("MeasurementSetup.engineCommand[]", new FieldRule(4096, null, "a command-line argument")));

    /** Bus and port numbers as the kernel bounds them: PortPath owns those limits. */
    private static final Range BUS = new Range(1, PortPath.MAX_BUS);

    /** Inclusive ranges; integers and decimals alike. */
    static final Map<String, Range> NUMBERS = Map.ofEntries(
            Map.entry("ObservedBus.bus", BUS),
            Map.entry("ObservedBus.lanes", new Range(1, 2)),
            Map.entry("ObservedBus.ports", new Range(0, PortPath.MAX_PORT)),
            Map.entry("ObservedController.buses[]", BUS),
            Map.entry("ObservedPort.bus", BUS),
            Map.entry("ObservedPort.number", new Range(1, PortPath.MAX_PORT)),
            Map.entry("ObservedDevice.bus", BUS),
            Map.entry("ObservedDevice.devnum", new Range(1, DeviceAddress.MAX_DEVNUM)),
            Map.entry("ObservedDevice.level", new Range(1, PortPath.MAX_DEPTH)),
            Map.entry("ObservedDevice.parentDevnum", new Range(1, DeviceAddress.MAX_DEVNUM)),
            Map.entry("ObservedDevice.rxLanes", new Range(1, 2)),
            Map.entry("ObservedDevice.txLanes", new Range(1, 2)),
            Map.entry("ObservedDevice.maxChild", new Range(0, PortPath.MAX_PORT)),
            Map.entry("ObservedDevice.maxPowerMa", new Range(0, 10_000)),
            Map.entry("ObservedInterface.number", new Range(0, 255)),
            // Descriptor fields are bytes and 16-bit words (USB 2.0 §9.6.5-9.6.6, USB 3.2 §9.6.7).
            Map.entry("ObservedInterface.alternateSetting", new Range(0, 255)),
            Map.entry("ObservedEndpoint.alternateSetting", new Range(0, 255)),
            Map.entry("ObservedEndpoint.address", new Range(0, 255)),
            Map.entry("ObservedEndpoint.maxPacketSize", new Range(0, 65_535)),
            Map.entry("ObservedEndpoint.interval", new Range(0, 255)),
            Map.entry("ObservedEndpoint.maxBurst", new Range(0, 15)),
            Map.entry("ObservedEndpoint.mult", new Range(0, 3)),
            Map.entry("ObservedEndpoint.bytesPerInterval", new Range(0, 65_535)),
            Map.entry("Capability.maxSpeedMbps", new Range(1, 120_000)),
            Map.entry("Capability.lanes", new Range(1, 2)),
            Map.entry("ObservedCable.maxSpeedMbps", new Range(1, 120_000)),
            Map.entry("ObservedCable.currentMa", new Range(0, 10_000)),
            Map.entry("ObservedCable.maxVoltageV", new Range(0, 60)),
            Map.entry("ObservedThunderboltDevice.generation", new Range(1, 4)),
            Map.entry("ObservedThunderboltDevice.rxSpeedGbps", new Range(0, 120)),
            Map.entry("ObservedThunderboltDevice.txSpeedGbps", new Range(0, 120)),
            // USB4 v2's asymmetric links run three lanes one way (kernel: TB_LINK_WIDTH_ASYM_TX/RX).
            Map.entry("ObservedThunderboltDevice.rxLanes", new Range(1, 3)),
            Map.entry("ObservedThunderboltDevice.txLanes", new Range(1, 3)),
            Map.entry("ObservedThunderboltDevice.bootAclUsed", new Range(0, 256)),
            Map.entry("ObservedThunderboltDevice.bootAclSlots", new Range(0, 256)),
            Map.entry("KernelLogEntry.line", new Range(1, 10_000_000)),
            Map.entry("ObservationNote.line", new Range(1, 10_000_000)),
            Map.entry("Measurement.blockSize", new Range(1, 1L << 30)),
            Map.entry("Measurement.iodepth", new Range(1, 65_536)),
            Map.entry("Measurement.runtimeLimitSeconds", new Range(0, 86_400 * 7)),
            Map.entry("Measurement.warmupSeconds", new Range(0, 86_400)),
            Map.entry("Measurement.cpuPercent", new Range(0, 100_000)),
            Map.entry("Measurement.linkCeilingMBps", new Range(0, 100_000)),
            Map.entry("MeasuredLink.rxLanes", new Range(1, 2)),
            Map.entry("MeasuredLink.txLanes", new Range(1, 2)));

    /** A sysfs scan of the largest lab machine is far below these; more is a mistake or an attack. */
    static final Map<String, Integer> LISTS = Map.ofEntries(
            Map.entry("Observation.buses", 256),
            Map.entry("Observation.controllers", 256),
            Map.entry("Observation.typecPorts", 64),
            Map.entry("Observation.thunderbolt", 256),
            Map.entry("Observation.kernelLog", 20_000),
            Map.entry("ObservedController.buses", 64),
            Map.entry("ObservedDevice.interfaces", 64),
            // A camera lists a dozen settings of one or two endpoints; 31 endpoints in every one of 16 settings is far beyond.
            Map.entry("ObservedInterface.endpoints", 512),
            Map.entry("ObservedTypecPort.usbPorts", 16),
            Map.entry("ObservedThunderboltDevice.links", 16),
            Map.entry("MeasurementSetup.engineCommand", 256));

    private ContractLimits() {
    }

    /** An inclusive range of allowed values. */
    record Range(double min, double max) {
        static final Range NON_NEGATIVE = new Range(0, Double.MAX_VALUE);

        boolean contains(double value) {
            return !Double.isNaN(value) && value >= min && value <= max;
        }

        String says() {
            if (max == Double.MAX_VALUE) return "at least " + number(min);
            return "from " + number(min) + " to " + number(max);
        }

        private static String number(double v) {
            return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
        }
    }
}
