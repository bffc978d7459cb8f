package dev.linkledger.probe.cli;

import dev.linkledger.probe.imports.ImportFormat;
import dev.linkledger.probe.imports.Imports;
import dev.linkledger.probe.lsusb.ImportException;
import dev.linkledger.probe.observation.Observation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code probe import}: turn pasted tool output into an observation. */
@Command(name = "import", mixinStandardHelpOptions = true, versionProvider = ProbeCommand.Version.class, description = "Reads saved tool output (lsusb, lsusb -t, lsusb -v, usb-devices, cyme --json or dmesg, "
        + "in any mix) as an observation and prints it, or posts it with --server.")
public class ImportCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ParentCommand
    ProbeCommand root;

    @Mixin
    OutputOptions output;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "auto", converter = FormatConverter.class,
            description = "The format to read: auto (every format found, the default), lsusb, lsusb-t, lsusb-v, usb-devices, cyme-json or dmesg.")
    ImportFormat format;

    @Parameters(paramLabel = "FILE", description = "The file with the saved output, or - to read standard input.")
    String file;

    @Override
    public Integer call() throws Exception {
        String text = read();
        Observation observation;
        try {
            observation = new Imports().parse(text, HostName.orLocal(output.host), format);
        } catch (ImportException e) {
            throw new BadInputException(label() + ": " + e.getMessage());
        }
        return Delivery.deliver(observation, output, spec.commandLine().getOut(), ProbeCommand.terminalOf(spec));
    }

    private String read() throws IOException, BadInputException {
        if ("-".equals(file)) return new String(root.stdin().readAllBytes(), StandardCharsets.UTF_8);
        try {
            return new String(Files.readAllBytes(Path.of(file)), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new BadInputException(file + ": no such file");
        } catch (IOException e) {
            throw new BadInputException(file + ": cannot read (" + e.getMessage() + ")");
        }
    }

    private String label() {
        return "-".equals(file) ? "standard input" : file;
    }

    /** Accepts the names users type ({@code lsusb-t}); anything else is a usage error naming the choices. */
    static final class FormatConverter implements picocli.CommandLine.ITypeConverter<ImportFormat> {
        @Override
        public ImportFormat convert(String value) {
            try {
                return ImportFormat.parse(value);
            } catch (IllegalArgumentException e) {
                throw new picocli.CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }
}
