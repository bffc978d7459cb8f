package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.InvalidObservationException;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Walks a contract record (an observation, a measurement) and holds every string, number and
 * list in it to {@link ContractLimits}. Walking the records themselves, rather than listing their
 * fields by hand, means a field added to the contract later is checked from its first day: as
 * free text at the least, until it gets a rule of its own.
 */
final class ContractCheck {
    private static final ConcurrentHashMap<Class<?>, List<Part>> PARTS = new ConcurrentHashMap<>();

    private ContractCheck() {
    }

    /** Throws {@link InvalidObservationException} naming the first field that breaks its limit. */
    static void check(Record root) {
        walkRecord(root, "");
    }

    private static void walkRecord(Record record, String prefix) {
        for (Part part : PARTS.computeIfAbsent(record.getClass(), ContractCheck::partsOf)) {
            Object value = part.read(record);
            if (value != null) walkValue(value, prefix + part.name, part.key);
        }
    }

    private static void walkValue(Object value, String field, String key) {
        if (value instanceof String s) {
            String problem = ContractLimits.STRINGS.getOrDefault(key, FieldRule.TEXT).problem(s);
            if (problem != null) throw new InvalidObservationException(field, problem);
        } else if (value instanceof Number n) {
            ContractLimits.Range range = ContractLimits.NUMBERS.getOrDefault(key, ContractLimits.Range.NON_NEGATIVE);
            if (!range.contains(n.doubleValue()))
                throw new InvalidObservationException(field, "must be " + range.says() + ", not " + n);
        } else if (value instanceof Collection<?> items) {
            int max = ContractLimits.LISTS.getOrDefault(key, ContractLimits.DEFAULT_LIST_SIZE);
            if (items.size() > max)
                throw new InvalidObservationException(field, "has " + items.size() + " items, at most " + max + " are allowed");
            int i = 0;
            for (Object item : items) {
                if (item != null) walkValue(item, field + "[" + i + "]", key + "[]");
                i++;
            }
        } else if (value instanceof Record nested) {
            walkRecord(nested, field + ".");
        }
        // Enums, booleans, instants and speeds are whole values already (Jackson refused anything else).
    }

    private static List<Part> partsOf(Class<?> type) {
        RecordComponent[] components = type.getRecordComponents();
        Part[] parts = new Part[components.length];
        for (int i = 0; i < components.length; i++) {
            RecordComponent c = components[i];
            parts[i] = new Part(c.getName(), type.getSimpleName() + "." + c.getName(), c.getAccessor());
        }
        return List.of(parts);
    }

    private record Part(String name, String key, Method accessor) {
        Object read(Record record) {
            try {
                return accessor.invoke(record);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("cannot read " + key, e);
            }
        }
    }
}
