package dev.linkledger.probe.observation;

import java.util.List;

/**
 * A USB4/Thunderbolt router ({@code /sys/bus/thunderbolt/devices/N-M}, or a device {@code boltctl}
 * lists). Link rates are per lane in Gb/s as the kernel writes them ({@code rx_speed}: "20.0 Gb/s";
 * boltctl: "40 Gb/s = 2 lanes * 20 Gb/s"); the link is the one to the router's parent.
 * <p>
 * Every component after {@code links} came later: an older probe's JSON or an older stored event
 * leaves them null, and the 9-component constructor below is that older shape.
 *
 * @param name       the kernel's domain-route name ({@code 0-0} host router, {@code 0-1}, {@code 0-301});
 *                   for a boltctl paste without a syspath, the device's uuid (or {@code boltctl-N} when the paste
 *                   masks it): the router's key within an observation
 * @param generation 1-3 Thunderbolt, 4 USB4
 * @param links      {@code usb4_portN/link} values: {@code usb4}, {@code tbt}, {@code none}
 * @param uuid       the router's {@code unique_id} (boltctl's uuid), as given: it may be shortened or masked
 * @param parent     the {@link #name} of the router upstream, when the evidence says (sysfs route, boltctl
 *                   info's parent); null for a host router and when unknown
 * @param domain     the domain: {@code domain0} from sysfs, the domain's uuid from boltctl
 * @param host       true for a host router (route 0, boltctl type "host"), false for a device, null unknown
 * @param status     authorization as boltctl words it ({@code authorized}, {@code connected},
 *                   {@code disconnected}, {@code authorization error}, {@code connected (no PCIe tunnels)}) or
 *                   sysfs' {@code authorized} read the same way
 * @param policy     boltctl's stored policy ({@code auto}, {@code iommu}, {@code manual}, {@code default})
 * @param security   the domain's security level ({@code none}, {@code user}, {@code secure}, {@code dponly},
 *                   {@code usbonly}, {@code nopcie}; boltctl prefixes {@code iommu+}); on host routers only
 * @param bootAclUsed  boot ACL entries in use (boltctl domains' {@code bootacl: 1/16}); host routers only
 * @param bootAclSlots boot ACL entries the domain has
 */
public record ObservedThunderboltDevice(String name, Integer generation, String vendorName, String deviceName,
                                        Double rxSpeedGbps, Integer rxLanes, Double txSpeedGbps, Integer txLanes,
                                        List<String> links, String uuid, String parent, String domain, Boolean host,
                                        String status, String policy, String security, Integer bootAclUsed,
                                        Integer bootAclSlots) {

    /** The shape before uuid, parent, domain and authorization were read: what older probes send. */
    public ObservedThunderboltDevice(String name, Integer generation, String vendorName, String deviceName,
                                     Double rxSpeedGbps, Integer rxLanes, Double txSpeedGbps, Integer txLanes,
                                     List<String> links) {
        this(name, generation, vendorName, deviceName, rxSpeedGbps, rxLanes, txSpeedGbps, txLanes, links,
                null, null, null, null, null, null, null, null, null);
    }
}
