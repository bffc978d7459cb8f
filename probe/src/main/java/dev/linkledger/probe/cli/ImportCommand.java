package dev.linkledger.probe.cli;

import dev.linkledger.probe.lsusb.LsusbTreeParser;
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
@Command(name = "import", description = "Parse saved tool output (lsusb -t / -tv) and print or post it.")
public class ImportCommand implements Callable<Integer> {
    /** Formats this build understands; {@code auto} picks by content. */
    enum Format { auto, lsusb_t }

    @Spec
    CommandSpec spec;

    @ParentCommand
    ProbeCommand root;

    @Mixin
    OutputOptions output;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "auto", converter = FormatConverter.class,
            description = "auto or lsusb-t (default: ${DEFAULT-VALUE}).")
    Format format;

    @Parameters(paramLabel = "FILE", description = "The saved output, or - for standard input.")
    String file;

    @Override
    public Integer call() throws Exception {
        String text = read();
        if (format == Format.auto && !LsusbTreeParser.looksLikeTree(text)) {
            throw new BadInputException(label() + ": format not recognised (no 'Bus NNN.Port NNN: Dev NNN, …' line); supported: lsusb-t");
        }
        Observation observation = new LsusbTreeParser().parse(text, HostName.orLocal(output.host));
        return Delivery.deliver(observation, output, spec.commandLine().getOut());
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

    /** Accepts the names users type ({@code lsusb-t}) for the enum constants. */
    static final class FormatConverter implements picocli.CommandLine.ITypeConverter<Format> {
        @Override
        public Format convert(String value) {
            return Format.valueOf(value.trim().replace('-', '_'));
        }
    }
}
