package dev.linkledger.probe.imports;

import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.UsbVersion;

import java.util.List;
import java.util.Map;

/**
 * The ports of one hub block of lsusb -v (a root hub or an external hub), tied to the hub's bus and
 * device number, each with the link its {@code Hub Port Status} line shows.
 * <p>
 * A USB 2.0 hub names a connected port's speed in its status bits. A SuperSpeed hub's ports all
 * run SuperSpeed: 5000M on a hub that can do no more (a USB 3.0 hub, or a root hub whose BOS offers
 * only 5 Gb/s sublinks); on a SuperSpeedPlus hub the rate is its BOS sublink attribute whose id the
 * port's {@code Ext Status} names, times the lanes it names. The "5Gbps" word lsusb prints for
 * every SuperSpeed port is the status's speed field, which USB 3.2 leaves at 0 for any rate, so it
 * says nothing on a SuperSpeedPlus hub.
 */
record HubPorts(int bus, int devnum, int line, boolean superSpeed, List<PortLink> ports) {

    /**
     * @param sublinkMbps the hub's SuperSpeedPlus sublink attributes, id to Mb/s (empty without that capability)
     * @param bestMbps    the fastest link the hub's BOS offers, null when it has no SuperSpeed capability
     */
    static HubPorts of(int bus, int devnum, int line, UsbVersion bcdUsb, Map<Integer, Integer> sublinkMbps, Integer bestMbps,
                       List<HubPortStatus> statuses) {
        boolean superSpeed = bcdUsb != null && bcdUsb.atLeast(UsbVersion.USB_3_00);
        // A USB 3.0 hub without a readable BOS still runs its ports at 5 Gb/s; a 3.10 one may do more.
        Integer hubBest = bestMbps != null ? bestMbps : superSpeed && bcdUsb.bcd() == 0x0300 ? UsbSpeed.SUPER_SPEED_MBPS : null;
        List<PortLink> ports = statuses.stream().map(s -> link(s, superSpeed, sublinkMbps, hubBest)).toList();
        return new HubPorts(bus, devnum, line, superSpeed, ports);
    }

    private static PortLink link(HubPortStatus s, boolean superSpeed, Map<Integer, Integer> sublinkMbps, Integer hubBest) {
        UsbSpeed speed = null;
        Integer lanes = null;
        if (s.occupied() && !superSpeed) {
            speed = UsbSpeed.parse(s.usb2Speed());
            lanes = 1;
        } else if (s.occupied()) {
            Integer rate = s.rxSpeedId() == null ? null : sublinkMbps.get(s.rxSpeedId());
            if (rate != null) {
                lanes = s.rxLanes();
                speed = UsbSpeed.ofMbps((double) rate * lanes);
            } else if (hubBest != null && hubBest == UsbSpeed.SUPER_SPEED_MBPS) {
                speed = UsbSpeed.ofMbps(UsbSpeed.SUPER_SPEED_MBPS);
                lanes = 1;
            }
        }
        return new PortLink(s.port(), s.line(), s.connected(), s.occupied(), s.superSpeedLinkState(superSpeed), speed, lanes);
    }

    boolean root() {
        return devnum == 1;
    }

    List<PortLink> occupied() {
        return ports.stream().filter(PortLink::occupied).toList();
    }

    PortLink port(int number) {
        return ports.stream().filter(p -> p.port() == number).findFirst().orElse(null);
    }
}
