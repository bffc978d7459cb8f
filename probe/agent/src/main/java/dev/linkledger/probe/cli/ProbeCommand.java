package dev.linkledger.probe.cli;

import dev.linkledger.probe.lsusb.ImportException;
import dev.linkledger.probe.measure.DirectIoRefusedException;
import dev.linkledger.probe.measure.ProbeBuild;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.util.concurrent.Callable;

/** The {@code probe} command: entry point of the runnable jar. */
@Command(name = "probe", mixinStandardHelpOptions = true, versionProvider = ProbeCommand.Version.class,
        description = "Observes the USB links of this host, or imports saved tool output, for LinkLedger.",
        subcommands = {ScanCommand.class, TreeCommand.class, WatchCommand.class, ImportCommand.class, MeasureCommand.class,
                HelpCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:ok", "1:bad input (unreadable or unparseable input, nothing found)",
                "2:usage error", "3:server or I/O error", "4:measurement failed or aborted (its record is still printed)"})
public class ProbeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    private final InputStream stdin;
    private final Terminal terminal;

    public ProbeCommand(InputStream stdin, Terminal terminal) {
        this.stdin = stdin;
        this.terminal = terminal;
    }

    public ProbeCommand(InputStream stdin) {
        this(stdin, Terminal.detect());
    }

    public ProbeCommand() {
        this(System.in);
    }

    InputStream stdin() {
        return stdin;
    }

    Terminal terminal() {
        return terminal;
    }

    /** The terminal of the root command a subcommand runs under (tests give their own). */
    static Terminal terminalOf(CommandSpec spec) {
        return spec.root().userObject() instanceof ProbeCommand root ? root.terminal() : Terminal.detect();
    }

    /** {@code --version} on every command: subcommands do not inherit a plain {@code version} string. */
    public static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[]{"linkledger-probe " + ProbeBuild.VERSION};
        }
    }

    /** {@code probe} alone is a usage error: say what the subcommands are. */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return ExitCodes.USAGE;
    }

    public static void main(String[] args) {
        System.exit(commandLine(new ProbeCommand()).execute(args));
    }

    /** The configured command line: tests use it with their own writers. Help is coloured only where output may be. */
    public static CommandLine commandLine(ProbeCommand root) {
        return new CommandLine(root).setExecutionExceptionHandler(ProbeCommand::handle)
                .setColorScheme(CommandLine.Help.defaultColorScheme(root.terminal.ansi()));
    }

    /** One error handler for every command: one clear line on stderr, a documented exit code, no stack trace. */
    private static int handle(Exception e, CommandLine cmd, CommandLine.ParseResult parseResult) {
        int code = e instanceof BadInputException || e instanceof ImportException || e instanceof DirectIoRefusedException
                ? ExitCodes.BAD_INPUT : ExitCodes.SERVER_OR_IO;
        String prefix = (e instanceof IOException && !(e instanceof DirectIoRefusedException)) || e instanceof InterruptedException ? "I/O error: " : "";
        String message = e instanceof ConnectException ? "cannot connect to the server (" + e + ")"
                : e.getMessage() == null ? e.toString() : e.getMessage();
        cmd.getErr().println("probe " + cmd.getCommandName() + ": " + prefix + message.replaceAll("\\R", " "));
        cmd.getErr().flush();
        return code;
    }
}
