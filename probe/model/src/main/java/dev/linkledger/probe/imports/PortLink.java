package dev.linkledger.probe.imports;

import dev.linkledger.probe.usb.UsbSpeed;

/**
 * What one hub port of lsusb -v's {@code Hub Port Status} says about its link.
 *
 * @param occupied connected and enabled: one device of the dump sits there
 * @param state    the SuperSpeed link state as lsusb names it ({@code U0}, {@code suspend}), null on a USB 2.0 hub
 * @param speed    the link's rate in Mb/s as the kernel writes it; null when nothing is linked or the dump
 *                 cannot tell the rate (a SuperSpeedPlus hub without usbutils 015's {@code Ext Status})
 * @param lanes    lanes per direction when the hub said ({@code Ext Status}), else null
 */
record PortLink(int port, int line, boolean connected, boolean occupied, String state, UsbSpeed speed, Integer lanes) {
}
