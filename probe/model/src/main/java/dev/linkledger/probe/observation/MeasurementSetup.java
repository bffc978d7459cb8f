package dev.linkledger.probe.observation;

import java.util.List;

/**
 * What produced a number: without it a number is not evidence.
 *
 * @param probeJarSha256 SHA-256 (hex) of the probe jar that ran, or {@code unknown} when run from classes
 * @param kernelRelease  {@code /proc/sys/kernel/osrelease}
 * @param engineCommand  the external command line (fio), empty for the built-in engine
 */
public record MeasurementSetup(String probeVersion, String probeJarSha256, String kernelRelease,
                               List<String> engineCommand) {
}
