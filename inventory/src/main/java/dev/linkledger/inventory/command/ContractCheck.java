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
        walkRecord(root, null);
    }

    private static void walkRecord(Record record, Field at) {
        for (Part part : PARTS.computeIfAbsent(record.getClass(), ContractCheck::partsOf)) {
            Object value = part.read(record);
            if (value != null) walkValue(value, new Field(at, part.name, -1), part.key);
        }
    }

    private static void walkValue(Object value, Field field, String key) {
        if (value instanceof String s) {
            String problem = ContractLimits.STRINGS.getOrDefault(key, FieldRule.TEXT).problem(s);
            if (problem != null) throw new InvalidObservationException(field.toString(), problem);
        } else if (value instanceof Number n) {
            ContractLimits.Range range = ContractLimits.NUMBERS.getOrDefault(key, ContractLimits.Range.NON_NEGATIVE);
            if (!range.contains(n.doubleValue()))
                throw new InvalidObservationException(field.toString(), "must be " + range.says() + ", not " + n);
        } else if (value instanceof Collection<?> items) {
            int max = ContractLimits.LISTS.getOrDefault(key, ContractLimits.DEFAULT_LIST_SIZE);
            if (items.size() > max)
                throw new InvalidObservationException(field.toString(), "has " + items.size() + " items, at most " + max + " are allowed");
            String itemKey = key + "[]";
            int i = 0;
            for (Object item : items) {
                if (item != null) walkValue(item, new Field(field, null, i), itemKey);
                i++;
            }
        } else if (value instanceof Record nested) {
            walkRecord(nested, field);
        }
        // Enums, booleans, instants and speeds are whole values already (Jackson refused anything else).
    }

    /**
     * Where a value sits ({@code devices[3].interfaces[0].driver}), spelled out only when a limit
     * is broken: building the name of every value of every observation was a fifth of an unchanged
     * re-scan's CPU (BENCHMARKS.md).
     */
    private record Field(Field parent, String name, int index) {
        @Override
        public String toString() {
            StringBuilder out = new StringBuilder();
            append(out);
            return out.toString();
        }

        private void append(StringBuilder out) {
            if (parent != null) parent.append(out);
            if (name == null) out.append('[').append(index).append(']');
            else {
                if (parent != null) out.append('.');
                out.append(name);
            }
        }
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
