package dev.linkledger.probe.observation;

import java.util.List;

/**
 * A USB4/Thunderbolt router ({@code /sys/bus/thunderbolt/devices/N-M}). Link rates are per lane
 * in Gb/s as the kernel writes them ({@code rx_speed}: "20.0 Gb/s").
 *
 * @param generation 1-3 Thunderbolt, 4 USB4
 * @param links      {@code usb4_portN/link} values: {@code usb4}, {@code tbt}, {@code none}
 */
public record ObservedThunderboltDevice(String name, Integer generation, String vendorName, String deviceName,
                                        Double rxSpeedGbps, Integer rxLanes, Double txSpeedGbps, Integer txLanes,
                                        List<String> links) {
}
