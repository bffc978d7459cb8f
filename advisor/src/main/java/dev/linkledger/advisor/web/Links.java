package dev.linkledger.advisor.web;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/** Where each thing lives on the page: one place for the page's paths. */
public final class Links {
    /** Everything of the page but the overview lives under this prefix (guarded like the API: AccessPolicy). */
    public static final String PREFIX = "/lab";

    private Links() {
    }

    public static String host(String hostId) {
        return PREFIX + "/hosts/" + enc(hostId);
    }

    public static String device(String hostId, String path) {
        return host(hostId) + "/devices/" + enc(path);
    }

    /** A connector by one of its kernel port names (usb3-port2): its page shows both halves. */
    public static String connector(String hostId, String portId) {
        return host(hostId) + "/connectors/" + enc(portId);
    }

    public static String finding(String findingId) {
        return PREFIX + "/findings/" + enc(findingId);
    }

    public static String cable(String cableId) {
        return PREFIX + "/cables#cable-" + enc(cableId);
    }

    public static String plan(String planId) {
        return PREFIX + "/plans/" + enc(planId);
    }

    public static String enc(String segment) {
        return URLEncoder.encode(segment, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
