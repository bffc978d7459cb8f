package dev.linkledger.inventory.rest;

import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.axon.EventSources;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import org.axonframework.commandhandling.GenericCommandMessage;


/**
 * Sends a person's command with its source. The views it changes are written inline, in the
 * command's transaction: the answer and the next GET agree without waiting.
 */
@ApplicationScoped
public class CommandSender {
    @Inject
    AxonRuntime axon;
    @Inject
    EntityManager entityManager;

    public <R> R send(String aggregateId, Object command, String source) {
        R result = axon.commandGateway().sendAndWait(
                GenericCommandMessage.asCommandMessage(command).andMetaData(EventSources.of(source)));
        // The request's session may hold rows read before the command: read them afresh.
        entityManager.clear();
        return result;
    }

    public <R> R byPerson(String aggregateId, Object command) {
        return send(aggregateId, command, EventSources.PERSON);
    }
}
