package dev.linkledger.advisor.web;

import java.util.List;

/**
 * A device the page lists apart from the tree: no observation showed its port path yet.
 *
 * @param address  "Bus 001 Device 006", as lsusb names it
 * @param position usb-devices' level and parent where it gave them ("level 2, under device 5"), else null
 * @param missing  what is not known and what to paste to learn it, the port path first
 */
public record UnplacedRow(String address, String vidPid, String name, String link, String capability, String position,
                          List<String> missing) {
}
