package dev.linkledger.probe.measure;

/** What the engine does with the file; names are fio's {@code --rw} values. */
public enum AccessPattern {
    read, randread, write;

    public boolean writes() {
        return this == write;
    }

    public boolean random() {
        return this == randread;
    }
}
