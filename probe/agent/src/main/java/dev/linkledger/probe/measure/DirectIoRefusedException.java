package dev.linkledger.probe.measure;

import java.io.IOException;

/**
 * Direct I/O is not possible (or not meaningful) for this file; a buffered run would measure the
 * page cache, so the probe refuses unless the user asks for it with {@code --allow-cache}.
 */
public class DirectIoRefusedException extends IOException {
    public DirectIoRefusedException(String message) {
        super(message);
    }
}
