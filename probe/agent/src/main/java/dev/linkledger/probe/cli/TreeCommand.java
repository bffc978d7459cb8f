package dev.linkledger.probe.cli;

import dev.linkledger.probe.observation.ObservationJson;
import dev.linkledger.probe.sysfs.PciIds;
import dev.linkledger.probe.sysfs.SysfsReader;
import dev.linkledger.probe.usb.CapabilityResolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Callable;

/** {@code probe tree}: the USB tree with "can do" beside "is doing" and a mark on every link below both ends. */
@Command(name = "tree", mixinStandardHelpOptions = true, versionProvider = ProbeCommand.Version.class, description = "Shows the USB tree as lsusb -t does, with what each device can do, its controller, "
        + "companion port and cable, and '!' on links running below what both ends support.")
public class TreeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--sysfs", paramLabel = "DIR", defaultValue = "/sys", description = "The root of the sysfs tree (default: ${DEFAULT-VALUE}).")
    Path sysfs;

    @Option(names = "--json", description = "Prints the tree as JSON.")
    boolean json;

    @Option(names = "--pci-ids", paramLabel = "FILE", description = "The pci.ids file naming the controllers (default: the system's hwdata file, if there is one).")
    Path pciIds;

    @Override
    public Integer call() throws Exception {
        if (!Files.isDirectory(sysfs.resolve("bus/usb/devices"))) {
            throw new BadInputException("no USB devices under " + sysfs + " (expected " + sysfs.resolve("bus/usb/devices") + ")");
        }
        PciIds ids = pciIds == null ? PciIds.system() : new PciIds(pciIds);
        var observation = new SysfsReader(sysfs, ids, CapabilityResolver.bundled(), Clock.systemUTC()).read(HostName.orLocal(null));
        LinkTree tree = new LinkTreeBuilder(observation).build();
        var out = spec.commandLine().getOut();
        out.print(json ? ObservationJson.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(tree) + "\n" : LinkTreeText.of(tree, ProbeCommand.terminalOf(spec)));
        out.flush();
        return ExitCodes.OK;
    }
}
