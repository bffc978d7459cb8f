package dev.linkledger.probe.lsusb;

import dev.linkledger.probe.usb.LinkSpeed;
import dev.linkledger.probe.usb.VidPid;

/** One recognised line of {@code lsusb -t} / {@code lsusb -tv} output. */
sealed interface TreeLine {

    /** {@code /:  Bus 003.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/4p, 480M} */
    record Bus(int column, int bus, String driver, Integer ports, LinkSpeed speed) implements TreeLine {
    }

    /** {@code |__ Port 002: Dev 005, If 0, Class=Mass Storage, Driver=uas, 480M}; {@code column} is where {@code |__} starts. */
    record Device(int column, int port, int devnum, Integer interfaceNumber, String className, String driver,
                  Integer hubPorts, LinkSpeed speed) implements TreeLine {
    }

    /**
     * {@code ID 152d:0583 JMicron Technology Corp. ...} under a line of {@code lsusb -tv}.
     *
     * @param name usb.ids' vendor and product name as lsusb prints it, null when it prints none
     */
    record Id(VidPid vidPid, String name) implements TreeLine {
    }

    /**
     * A line {@code lsusb -tvv} (and cyme's {@code --lsusb --tree -v}) prints under a device
     * that the observation does not need: {@code /sys/bus/usb/devices/1-2  /dev/bus/usb/001/002},
     * cyme's {@code Manufactuer=… Product=… Serial=…}, or the poster's {@code [...]} where lines were
     * left out. It belongs to the tree, so it must not end it.
     */
    record Detail() implements TreeLine {
    }
}
