package dev.linkledger.advisor.corpus;

import java.util.List;

/** A whole {@code lsusb -v} of a real machine, with the number of device headers it holds. */
record CorpusMachine(String name, String source, int headers, String health, String paste) {

    static List<CorpusMachine> all() {
        return CorpusFile.inDirectory("corpus/machines").stream().map(CorpusMachine::of).toList();
    }

    static CorpusMachine of(CorpusFile file) {
        int declared = Integer.parseInt(file.required("headers"));
        long counted = file.paste().lines().filter(l -> l.matches("Bus \\d{3} Device \\d{3}.*")).count();
        if (declared != counted)
            throw new IllegalArgumentException(file.name() + ": headers says " + declared + " but the dump has " + counted);
        return new CorpusMachine(file.name(), file.required("source"), declared, file.required("health"), file.paste());
    }

    boolean healthy() {
        return health.equals("healthy");
    }

    String hostId() {
        return "machine-" + name.substring(0, name.indexOf('-'));
    }
}
