package dev.linkledger.probe.measure;

import java.lang.management.ManagementFactory;

/** CPU time of this JVM process (all threads, user + system), in ns; -1 when the platform cannot say. */
final class ProcessCpu {
    private ProcessCpu() {
    }

    static long nanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }
}
