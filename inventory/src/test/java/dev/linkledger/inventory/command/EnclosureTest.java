package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.CommandRejectedException;
import dev.linkledger.inventory.api.EnclosureBoundEvent;
import dev.linkledger.inventory.api.EnclosureRegisteredEvent;
import dev.linkledger.inventory.api.Medium;
import dev.linkledger.inventory.api.MediumInterface;
import dev.linkledger.inventory.api.RegisterEnclosureCommand;
import dev.linkledger.inventory.api.UsbIdentity;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class EnclosureTest {
    private static final Medium NVME_GEN3_X2 = new Medium(MediumInterface.NVME, 3, 2, null);
    private AggregateTestFixture<Enclosure> fixture;

    @BeforeEach
    void setUp() {
        fixture = new AggregateTestFixture<>(Enclosure.class);
    }

    @Test
    void registersEnclosureFindingItsBridgeChipInTheCatalogAndBindsItsUsbIdentity() {
        fixture.givenNoPriorActivity()
                .when(new RegisterEnclosureCommand("e-1", "rootfs box", "JMS583", NVME_GEN3_X2, 1600,
                        new UsbIdentity("152D", "0583", "0123456789ABCDEF")))
                .expectEvents(new EnclosureRegisteredEvent("e-1", "rootfs box", "JMS583", "152d:0583", "JMicron JMS583",
                                "GEN2", NVME_GEN3_X2, 1600),
                        new EnclosureBoundEvent("e-1", new UsbIdentity("152d", "0583", "0123456789ABCDEF")));
    }

    @Test
    void rejectsNvmeMediumWithoutLanes() {
        fixture.givenNoPriorActivity()
                .when(new RegisterEnclosureCommand("e-1", "box", "152d:0583", new Medium(MediumInterface.NVME, 3, null, null),
                        null, null))
                .expectException(CommandRejectedException.class).expectNoEvents();
    }

    @Test
    void rejectsMalformedVendorIdAndRecordsNothingOfTheRegistration() {
        fixture.givenNoPriorActivity()
                .when(new RegisterEnclosureCommand("e-1", "box", "JMS583", NVME_GEN3_X2, null,
                        new UsbIdentity("jmicron", "0583", null)))
                .expectException(CommandRejectedException.class).expectNoEvents();
    }
}
