package dev.linkledger.inventory.command;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.UsbSpeed;

import java.util.List;

/** What the host aggregate remembers of the connection at one path: its identity and what may change on it. */
record KnownDevice(String path, int bus, Integer devnum, String vendorId, String productId, String serial,
                   UsbSpeed speed, Integer rxLanes, Integer txLanes, Capability capability,
                   List<ObservedInterface> interfaces) {

    static KnownDevice of(ObservedDevice d) {
        return new KnownDevice(d.path(), d.bus(), d.devnum(), d.vendorId(), d.productId(), d.serial(),
                d.speedMbps(), d.rxLanes(), d.txLanes(), d.capability(), d.interfaces());
    }

    KnownDevice withLink(UsbSpeed newSpeed, Integer newRxLanes, Integer newTxLanes) {
        return new KnownDevice(path, bus, devnum, vendorId, productId, serial, newSpeed, newRxLanes, newTxLanes,
                capability, interfaces);
    }

    KnownDevice withCapability(Capability newCapability) {
        return new KnownDevice(path, bus, devnum, vendorId, productId, serial, speed, rxLanes, txLanes,
                newCapability, interfaces);
    }

    KnownDevice withInterfaces(List<ObservedInterface> newInterfaces) {
        return new KnownDevice(path, bus, devnum, vendorId, productId, serial, speed, rxLanes, txLanes,
                capability, newInterfaces);
    }
}
