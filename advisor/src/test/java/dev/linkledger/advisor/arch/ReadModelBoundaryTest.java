package dev.linkledger.advisor.arch;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Entity;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The advisor reads the inventory through its query classes, which hand out immutable records:
 * the inventory's entities are its own mapping (a change of a column must not reach the rules), and
 * the event store is read through the inventory, not with the advisor's own SQL or Axon's JDBC classes.
 */
class ReadModelBoundaryTest {
    private static final JavaClasses ADVISOR = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.linkledger.advisor");

    @Test
    void advisorUsesNoInventoryEntity() {
        noClasses().that().resideInAPackage("dev.linkledger.advisor..")
                .should().dependOnClassesThat(inventoryMapping())
                .because("the inventory's entities are its private mapping; read its query records")
                .check(ADVISOR);
    }

    @Test
    void advisorReadsNoEventStoreItself() {
        noClasses().that().resideInAPackage("dev.linkledger.advisor..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "org.axonframework.eventsourcing.eventstore.jdbc..",
                        "org.axonframework.eventsourcing.eventstore.jpa..",
                        "org.axonframework.eventhandling.tokenstore.jdbc..",
                        "org.axonframework.common.jdbc..")
                .because("stored events are read through the inventory's query classes (EventHistory, StoredEvents)")
                .check(ADVISOR);
    }

    /** SQL of its own: only on the advisor's own tables (findings), never the store or the projections. */
    @Test
    void advisorOpensNoConnectionButForItsOwnTables() {
        noClasses().that().resideInAPackage("dev.linkledger.advisor..")
                .and().doNotHaveFullyQualifiedName("dev.linkledger.advisor.advice.FindingMetrics")
                .should().dependOnClassesThat().areAssignableTo(javax.sql.DataSource.class)
                .because("the event store and the projections are read through the inventory's query classes")
                .check(ADVISOR);
    }

    private static com.tngtech.archunit.base.DescribedPredicate<com.tngtech.archunit.core.domain.JavaClass> inventoryMapping() {
        return com.tngtech.archunit.base.DescribedPredicate.describe("inventory classes annotated @Entity or @Embeddable",
                c -> c.getPackageName().startsWith("dev.linkledger.inventory")
                        && (c.isAnnotatedWith(Entity.class) || c.isAnnotatedWith(Embeddable.class)));
    }
}
