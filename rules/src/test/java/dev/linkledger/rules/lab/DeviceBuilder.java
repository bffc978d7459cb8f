package dev.linkledger.rules.lab;

import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.rules.facts.DeviceFact;

import java.util.Arrays;
import java.util.List;

import static dev.linkledger.rules.lab.Lab.event;

/** Builds a {@link DeviceFact}: port id and parent path follow from the device path. */
public final class DeviceBuilder {
    private final String host;
    private final String path;
    private double speed = 480;
    private int devnum = 5;
    private int lanes = 1;
    private Integer capability;
    private CapabilitySource source = CapabilitySource.UNKNOWN;
    private List<String> drivers = List.of();
    private boolean hub;
    private String vid;
    private String pid;
    private String serial;
    private String deviceClass = "00";
    private String bcd;
    private String product;
    private List<String> interfaceClasses = List.of();

    DeviceBuilder(String host, String path) {
        this.host = host;
        this.path = path;
    }

    public DeviceBuilder at(double speedMbps) { this.speed = speedMbps; return this; }
    public DeviceBuilder lanes(int lanes) { this.lanes = lanes; return this; }
    public DeviceBuilder devnum(int devnum) { this.devnum = devnum; return this; }
    public DeviceBuilder can(int mbps, CapabilitySource source) { this.capability = mbps; this.source = source; return this; }
    public DeviceBuilder drivers(String... drivers) { this.drivers = Arrays.asList(drivers); return this; }
    public DeviceBuilder hub() { this.hub = true; this.deviceClass = "09"; return this; }
    public DeviceBuilder ids(String vid, String pid) { this.vid = vid; this.pid = pid; return this; }
    public DeviceBuilder serial(String serial) { this.serial = serial; return this; }
    public DeviceBuilder deviceClass(String deviceClass) { this.deviceClass = deviceClass; return this; }
    public DeviceBuilder bcd(String bcd) { this.bcd = bcd; return this; }
    public DeviceBuilder product(String product) { this.product = product; return this; }
    /** Interface classes only, as an {@code lsusb -t} paste gives them: a hub there has no device class. */
    public DeviceBuilder interfaces(String... classes) {
        this.interfaceClasses = Arrays.asList(classes);
        this.deviceClass = null;
        this.hub = DeviceFact.hubClass(null, interfaceClasses);
        return this;
    }

    public DeviceFact build() {
        PortPath at = PortPath.parse(path);
        return new DeviceFact(host, path, at.bus(), devnum, at.parentName(), at.portId(), speed, lanes, vid, pid, bcd, deviceClass, hub, product,
                drivers, capability, source, List.of(event("ev-" + host + "-dev-" + path, "DeviceConnectedEvent")),
                capability == null ? List.of() : List.of(event("ev-" + host + "-cap-" + path, "DeviceCapabilityLearnedEvent")),
                serial, interfaceClasses);
    }
}
