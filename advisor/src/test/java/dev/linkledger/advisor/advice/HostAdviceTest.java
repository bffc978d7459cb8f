package dev.linkledger.advisor.advice;

import dev.linkledger.advisor.engine.FindingView;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Evidence;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.finding.Subject;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

/**
 * A finding's conclusion follows the evidence: an evaluation that ran on part of an import (the
 * device before the root hub that makes it information) must not leave its first answer standing.
 */
class HostAdviceTest {
    private static final String HOST = "h";
    private static final String ADVICE = HostAdvice.idFor(HOST);
    private AggregateTestFixture<HostAdvice> fixture;

    @BeforeEach
    void fixture() {
        fixture = new AggregateTestFixture<>(HostAdvice.class);
    }

    private static FindingView finding(Severity severity, List<Evidence> evidence) {
        return new FindingView("cond-1", HOST, "USB2_ONLY_PORT", severity, Confidence.LIKELY,
                Subject.device("1-1.4", 1, 4, "1-1-port4"), "Device (1-1.4) runs at 480M", "why", "what to do", 40, 280,
                Map.of(), evidence, List.of(), null);
    }

    private static RecordAdviceCommand evaluation(FindingView... current) {
        return new RecordAdviceCommand(ADVICE, HOST, List.of(current), "ev-2", "BusSeenEvent");
    }

    @Test
    void aFindingWhoseSeverityChangedIsResolvedAndIssuedAnew() {
        fixture.given(new FindingIssuedEvent(HOST, "f-1", "cond-1", finding(Severity.WARNING, List.of()), "ev-1", "DeviceConnectedEvent"))
                .when(evaluation(finding(Severity.INFO, List.of())))
                .expectSuccessfulHandlerExecution()
                .expectResultMessagePayload(2);
    }

    @Test
    void aFindingWhoseEvidenceOnlyGrewStaysTheSameFinding() {
        fixture.given(new FindingIssuedEvent(HOST, "f-1", "cond-1", finding(Severity.INFO, List.of()), "ev-1", "DeviceConnectedEvent"))
                .when(evaluation(finding(Severity.INFO, List.of(new Evidence("bus 2 is a 5000M root hub", List.of())))))
                .expectSuccessfulHandlerExecution()
                .expectResultMessagePayload(0)
                .expectNoEvents();
    }
}
