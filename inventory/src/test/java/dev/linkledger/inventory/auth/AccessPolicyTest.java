package dev.linkledger.inventory.auth;

import org.junit.jupiter.api.Test;

import static dev.linkledger.inventory.auth.AccessPolicy.Decision.ALLOW;
import static dev.linkledger.inventory.auth.AccessPolicy.Decision.FORBIDDEN;
import static dev.linkledger.inventory.auth.AccessPolicy.Decision.UNAUTHENTICATED;
import static dev.linkledger.inventory.auth.AccessPolicy.decide;
import static org.assertj.core.api.Assertions.assertThat;

class AccessPolicyTest {
    private static final Caller PROBE = new Caller.Probe("t-1", "lab-pc-1");
    private static final Caller ADMIN = new Caller.Admin();

    @Test
    void probeWritesOnlyItsOwnHostsObservationsImportsAndMeasurements() {
        assertThat(decide("POST", "/api/hosts/lab-pc-1/observations", PROBE, false)).isEqualTo(ALLOW);
        assertThat(decide("POST", "/api/hosts/lab-pc-1/imports", PROBE, false)).isEqualTo(ALLOW);
        assertThat(decide("POST", "/api/hosts/lab-pc-1/measurements", PROBE, false)).isEqualTo(ALLOW);
        assertThat(decide("POST", "/api/hosts/lab-pc-2/observations", PROBE, false)).isEqualTo(FORBIDDEN);
        assertThat(decide("POST", "/api/hosts/lab-pc-1/evaluations", PROBE, false)).isEqualTo(FORBIDDEN);
        assertThat(decide("PUT", "/api/hosts/lab-pc-1/ports/usb3-port2/labels", PROBE, false)).isEqualTo(FORBIDDEN);
        assertThat(decide("POST", "/api/cables", PROBE, false)).isEqualTo(FORBIDDEN);
    }

    @Test
    void probeCannotSlipToAnotherHostThroughDotSegmentsOrEncoding() {
        assertThat(decide("POST", "/api/hosts/lab-pc-1/observations/../../lab-pc-2/observations", PROBE, false))
                .isEqualTo(FORBIDDEN);
        assertThat(decide("POST", "/api/hosts/lab-pc-1%2F..%2Flab-pc-2/observations", PROBE, false)).isEqualTo(FORBIDDEN);
        assertThat(decide("POST", "/api/hosts/lab%2Dpc%2D1/observations", PROBE, false)).isEqualTo(ALLOW);
    }

    @Test
    void onlyTheAdminManagesTokensAndTheService() {
        assertThat(decide("GET", "/api/tokens", PROBE, true)).isEqualTo(FORBIDDEN);
        assertThat(decide("POST", "/api/admin/replays", PROBE, false)).isEqualTo(FORBIDDEN);
        assertThat(decide("GET", "/api/tokens", null, true)).isEqualTo(UNAUTHENTICATED);
        assertThat(decide("DELETE", "/api/tokens/t-1", ADMIN, false)).isEqualTo(ALLOW);
    }

    @Test
    void anonymousReadsOnlyWhenAllowedAndNeverWrites() {
        assertThat(decide("GET", "/api/hosts", null, false)).isEqualTo(UNAUTHENTICATED);
        assertThat(decide("GET", "/api/hosts", null, true)).isEqualTo(ALLOW);
        assertThat(decide("POST", "/api/hosts/lab-pc-1/observations", null, true)).isEqualTo(UNAUTHENTICATED);
        assertThat(decide("PATCH", "/api/cables/c-1", null, true)).isEqualTo(UNAUTHENTICATED);
    }

    @Test
    void thePageReadsLikeTheApiAndOnlyTheAdminWritesThroughIt() {
        assertThat(decide("GET", "/", null, false)).isEqualTo(UNAUTHENTICATED);
        assertThat(decide("GET", "/", null, true)).isEqualTo(ALLOW);
        assertThat(decide("GET", "/lab/hosts/lab-pc-1", null, true)).isEqualTo(ALLOW);
        assertThat(decide("POST", "/lab/cables", null, true)).isEqualTo(UNAUTHENTICATED);
        assertThat(decide("POST", "/lab/hosts/lab-pc-1/imports", PROBE, false)).isEqualTo(FORBIDDEN);
        assertThat(decide("POST", "/lab/cables", ADMIN, false)).isEqualTo(ALLOW);
    }

    @Test
    void leavesEverythingOutsideTheApiAndThePageOpen() {
        assertThat(decide("GET", "/q/health", null, false)).isEqualTo(ALLOW);
        assertThat(decide("GET", "/q/openapi", null, false)).isEqualTo(ALLOW);
        assertThat(decide("POST", "/apiary", null, false)).isEqualTo(ALLOW);
        assertThat(decide("GET", "/laboratory", null, false)).isEqualTo(ALLOW);
    }
}
