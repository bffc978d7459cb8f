package dev.linkledger.inventory.axon;

import org.axonframework.eventhandling.EventMessage;
import org.axonframework.messaging.Message;
import org.axonframework.messaging.annotation.HandlerEnhancerDefinition;
import org.axonframework.messaging.annotation.MessageHandlingMember;
import org.axonframework.messaging.annotation.WrappedMessageHandlingMember;


/**
 * Wraps every event handler of a {@link ProjectionHandler} so {@link PoisonIsolation} can tell
 * which event a failing batch choked on: plain while nothing fails, flushing after each event
 * while its group is isolating a failure. Outside a batch (a dead letter's retry) each event is
 * handled in a transaction of its own.
 */
final class PoisonIsolatingEnhancer implements HandlerEnhancerDefinition {
    private final PoisonIsolation isolation;
    private final ProjectionWrites writes;

    PoisonIsolatingEnhancer(PoisonIsolation isolation, ProjectionWrites writes) {
        this.isolation = isolation;
        this.writes = writes;
    }

    @Override
    public <T> MessageHandlingMember<T> wrapHandler(MessageHandlingMember<T> original) {
        if (!ProjectionHandler.class.isAssignableFrom(original.declaringClass())
                || !original.canHandleMessageType(EventMessage.class)) return original;
        String group = AxonRuntime.processingGroupOf(original.declaringClass());
        return new WrappedMessageHandlingMember<>(original) {
            @Override
            public Object handle(Message<?> message, T target) throws Exception {
                if (!PoisonIsolation.inBatch()) return writes.alone(() -> super.handle(message, target));
                isolation.watch(group);
                Throwable known = isolation.knownPoison(group, message.getIdentifier());
                if (known != null) throw new PoisonIsolation.PoisonEventException(group, known);
                if (!isolation.isolating(group)) {
                    try {
                        return super.handle(message, target);
                    } catch (Exception e) {
                        if (DatabaseUnavailable.isCauseOf(e)) throw new PoisonIsolation.DatabaseFaultException(e);
                        // An auto-flush inside the handler may have failed on an earlier event's rows:
                        // only an isolated retry can say which event is to blame.
                        throw new PoisonIsolation.BatchNeedsIsolationException(e);
                    }
                }
                try {
                    Object result = super.handle(message, target);
                    writes.flush();
                    return result;
                } catch (Exception | LinkageError e) {
                    if (DatabaseUnavailable.isCauseOf(e)) throw new PoisonIsolation.DatabaseFaultException(e);
                    isolation.poisoned(message.getIdentifier(), group, e);
                    throw new PoisonIsolation.BatchNeedsIsolationException(e);
                }
            }
        };
    }
}
