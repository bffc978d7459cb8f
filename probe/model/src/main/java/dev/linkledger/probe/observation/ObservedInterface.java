package dev.linkledger.probe.observation;

import java.util.List;

/**
 * One interface of a device; {@code driver} is the name of its {@code driver} symlink, null when unbound.
 * <p>
 * {@code alternateSetting} and {@code endpoints} came later: an older probe's JSON or an older stored
 * event leaves them null (unknown), and the five-component constructor below is that older shape.
 *
 * @param alternateSetting the setting in use now (sysfs {@code bAlternateSetting}); null when the source cannot tell
 *                         (an {@code lsusb -v} lists every setting and marks none)
 * @param endpoints        the endpoints of every alternate setting the evidence shows, each naming its setting
 *                         (the default control endpoint 0 is not listed); null when the source shows none
 */
public record ObservedInterface(int number, String interfaceClass, String interfaceSubClass,
                                String interfaceProtocol, String driver, Integer alternateSetting,
                                List<ObservedEndpoint> endpoints) {

    public ObservedInterface {
        endpoints = endpoints == null ? null : endpoints.stream().filter(java.util.Objects::nonNull).toList();
    }

    /** The shape before endpoints were read: class, subclass, protocol and driver. */
    public ObservedInterface(int number, String interfaceClass, String interfaceSubClass,
                             String interfaceProtocol, String driver) {
        this(number, interfaceClass, interfaceSubClass, interfaceProtocol, driver, null, null);
    }

    /** The same interface with the endpoints and active setting another reader found. */
    public ObservedInterface withEndpoints(Integer active, List<ObservedEndpoint> found) {
        return new ObservedInterface(number, interfaceClass, interfaceSubClass, interfaceProtocol, driver, active, found);
    }

    /** The endpoints of one alternate setting. */
    public List<ObservedEndpoint> endpointsOf(int setting) {
        if (endpoints == null) return List.of();
        return endpoints.stream().filter(e -> e.alternateSetting() == setting).toList();
    }
}
