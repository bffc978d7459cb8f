package dev.linkledger.inventory.rest;

import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.axon.EventSources;
import dev.linkledger.inventory.axon.ProjectionCatchUp;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import org.axonframework.commandhandling.GenericCommandMessage;

import java.time.Duration;

/**
 * Sends a person's command with its source, then waits (bounded) until the projections show what
 * it appended, so the answer and the next GET agree.
 */
@ApplicationScoped
public class CommandSender {
    private static final Duration READ_YOUR_WRITES = Duration.ofSeconds(5);

    @Inject
    AxonRuntime axon;
    @Inject
    ProjectionCatchUp catchUp;
    @Inject
    EntityManager entityManager;

    public <R> R send(String aggregateId, Object command, String source) {
        R result = axon.commandGateway().sendAndWait(
                GenericCommandMessage.asCommandMessage(command).andMetaData(EventSources.of(source)));
        catchUp.awaitAggregate(aggregateId, READ_YOUR_WRITES);
        // The request's session may hold rows read before the command: read them afresh.
        entityManager.clear();
        return result;
    }

    public <R> R byPerson(String aggregateId, Object command) {
        return send(aggregateId, command, EventSources.PERSON);
    }
}
