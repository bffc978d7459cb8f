package dev.linkledger.probe.cli;

import dev.linkledger.probe.sysfs.SysfsFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Help on every command, in sentences; colour only on a terminal and never with NO_COLOR. */
class ProbeHelpAndColourTest {
    private static final String ESC = "\u001B[";
    private static final Terminal TTY = new Terminal(true, Map.of());
    private static final Terminal PIPE = new Terminal(false, Map.of());
    private static final Terminal TTY_NO_COLOR = new Terminal(true, Map.of("NO_COLOR", "1"));

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(Terminal terminal, String... args) {
        CommandLine cmd = ProbeCommand.commandLine(new ProbeCommand(new ByteArrayInputStream(new byte[0]), terminal));
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        return cmd.execute(args);
    }

    private String tree(Terminal terminal) {
        assertThat(run(terminal, "tree", "--sysfs", SysfsFixtures.SEED000.toString(), "--pci-ids", SysfsFixtures.PCI_IDS.toString()))
                .as(err.toString()).isEqualTo(0);
        return out.toString();
    }

    @ParameterizedTest
    @ValueSource(strings = {"scan", "tree", "watch", "import", "measure"})
    void everySubcommandAnswersHelpWithItsUsage(String command) {
        assertThat(run(PIPE, command, "--help")).isEqualTo(0);
        assertThat(out.toString()).startsWith("Usage: probe " + command).contains("-h, --help");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void helpNamesACommandsUsage() {
        assertThat(run(PIPE, "help", "scan")).isEqualTo(0);
        assertThat(out.toString()).startsWith("Usage: probe scan").contains("--sysfs=DIR");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void everyCommandAndOptionIsDescribedInWholeSentences() {
        CommandSpec root = ProbeCommand.commandLine(new ProbeCommand()).getCommandSpec();
        List<String> notSentences = new ArrayList<>();
        List<CommandSpec> commands = new ArrayList<>(List.of(root));
        root.subcommands().values().forEach(c -> commands.add(c.getCommandSpec()));
        for (CommandSpec c : commands) {
            List<String> texts = new ArrayList<>(List.of(String.join(" ", c.usageMessage().description())));
            for (OptionSpec o : c.options()) texts.add(String.join(" ", o.description()));
            c.positionalParameters().forEach(p -> texts.add(String.join(" ", p.description())));
            for (String text : texts) {
                String t = text.replace("%n", " ").trim(); // picocli's line-break markup
                if (t.isBlank() || !Character.isUpperCase(t.charAt(0)) || !t.trim().endsWith(".")) {
                    notSentences.add(c.qualifiedName() + ": " + t);
                }
            }
        }
        assertThat(notSentences).isEmpty();
    }

    @Test
    void theTreeIsColouredOnATerminalWithTheSameTextAndMarks() {
        String coloured = tree(TTY);

        assertThat(coloured).contains(ESC);
        String plain = coloured.replaceAll("\u001B\\[[0-9;]*m", "");
        assertThat(plain).contains("!   |__ Port 002: Dev 005, 3-2 152d:0583 JMicron USB to PCIE Bridge, Mass Storage/uas, 480M")
                .contains("Legend: ! = link runs below what both ends support");
    }

    @Test
    void noColorTurnsColourOffEvenOnATerminal() {
        String text = tree(TTY_NO_COLOR);

        assertThat(text).doesNotContain(ESC).contains("!   |__ Port 002: Dev 005, 3-2 152d:0583");
    }

    @Test
    void pipedOutputHasNoColour() {
        assertThat(tree(PIPE)).doesNotContain(ESC);
        out.getBuffer().setLength(0);
        assertThat(run(PIPE, "scan", "--help")).isEqualTo(0);
        assertThat(out.toString()).doesNotContain(ESC);
    }

    @Test
    void helpOnATerminalIsColouredUnlessNoColorIsSet() {
        assertThat(run(TTY, "scan", "--help")).isEqualTo(0);
        assertThat(out.toString()).contains(ESC);
        out.getBuffer().setLength(0);
        assertThat(run(TTY_NO_COLOR, "scan", "--help")).isEqualTo(0);
        assertThat(out.toString()).doesNotContain(ESC);
    }

    @Test
    void scanMarksTheSlowLinkAsTreeDoesAndExplainsTheMark() {
        assertThat(run(PIPE, "scan", "--sysfs", SysfsFixtures.SEED000.toString(), "--host", "desktop")).isEqualTo(0);

        assertThat(out.toString().lines()).anyMatch(l -> l.startsWith("! 3-2 ") && l.contains("port can 10000M"))
                .contains("Legend: ! = link runs below what both ends support (device 'can' vs 'port can')");
    }

    @Test
    void scanOfAHealthyHostShowsNoMarkAndNoLegend() {
        assertThat(run(PIPE, "scan", "--sysfs", SysfsFixtures.SEED000_LAPTOP.toString(), "--host", "laptop")).isEqualTo(0);

        assertThat(out.toString()).doesNotContain("Legend").contains("1 device");
        assertThat(out.toString().lines()).noneMatch(l -> l.startsWith("!"));
    }
}
