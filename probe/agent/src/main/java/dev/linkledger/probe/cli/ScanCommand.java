package dev.linkledger.probe.cli;

import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.sysfs.SysfsReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code probe scan}: read this host's USB topology from sysfs. */
@Command(name = "scan", mixinStandardHelpOptions = true, versionProvider = ProbeCommand.Version.class, description = "Reads this host's USB topology from sysfs and prints a summary "
        + "(links below what both ends support marked '!'), or posts it with --server.")
public class ScanCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    OutputOptions output;

    @Mixin
    SpoolOptions spoolOptions;

    @Option(names = "--sysfs", paramLabel = "DIR", defaultValue = "/sys", description = "The root of the sysfs tree (default: ${DEFAULT-VALUE}).")
    Path sysfs;

    @Override
    public Integer call() throws Exception {
        if (!Files.isDirectory(sysfs.resolve("bus/usb/devices"))) {
            throw new BadInputException("no USB devices under " + sysfs + " (expected " + sysfs.resolve("bus/usb/devices") + ")");
        }
        Observation observation = new SysfsReader(sysfs).read(HostName.orLocal(output.host));
        return Delivery.deliver(observation, output, spoolOptions.spool, spoolOptions.spoolMax, spec.commandLine().getOut(),
                ProbeCommand.terminalOf(spec));
    }
}
