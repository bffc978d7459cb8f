package dev.linkledger.probe.measure;

import java.nio.ByteBuffer;
import java.util.concurrent.ThreadLocalRandom;

/** What a write test writes: random bytes, so a compressing or deduplicating device cannot shortcut it. */
final class Payload {
    private Payload() {
    }

    static void fill(ByteBuffer buffer) {
        byte[] chunk = new byte[buffer.capacity()];
        ThreadLocalRandom.current().nextBytes(chunk);
        buffer.clear();
        buffer.put(chunk);
        buffer.clear();
    }

    static byte[] random(int size) {
        byte[] chunk = new byte[size];
        ThreadLocalRandom.current().nextBytes(chunk);
        return chunk;
    }
}
