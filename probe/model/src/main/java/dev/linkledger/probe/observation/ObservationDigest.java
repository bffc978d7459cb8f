package dev.linkledger.probe.observation;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * The digest of what an observation says, without which observation it is, of which host and when
 * (the part a periodic re-scan repeats): SHA-256 of its {@link ObservationJson} with those three
 * left out and missing lists as empty ones. The probe and the service compute it alike, so the probe
 * can ask "record this unless you already hold this content" ({@code If-None-Match}) and the
 * service answer without reading the body.
 */
public final class ObservationDigest {
    private static final ObjectMapper JSON = ObservationJson.mapper();

    private ObservationDigest() {
    }

    /** {@code sha256:} and 64 hex digits. */
    public static String of(Observation o) {
        Observation content = new Observation(null, null, null, o.source(), list(o.buses()), list(o.controllers()),
                list(o.ports()), list(o.devices()), list(o.notes()), list(o.typecPorts()), list(o.thunderbolt()),
                list(o.blockDevices()), list(o.kernelLog()));
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(JSON.writeValueAsString(content).getBytes(StandardCharsets.UTF_8));
            return "sha256:" + HexFormat.of().formatHex(digest);
        } catch (JsonProcessingException | NoSuchAlgorithmException e) {
            throw new IllegalStateException("cannot digest an observation", e);
        }
    }

    private static <T> List<T> list(List<T> items) {
        return items == null ? List.of() : items;
    }
}
