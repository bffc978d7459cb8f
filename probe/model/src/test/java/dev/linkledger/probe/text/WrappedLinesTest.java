package dev.linkledger.probe.text;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class WrappedLinesTest {
    /** A toy tool: its lines start with "> " and are whole when they end in ";". Names follow "name=". */
    private static final WrappedLines.Shape TOOL = new WrappedLines.Shape() {
        @Override
        public boolean startsLine(String line) {
            return line.startsWith("> ");
        }

        @Override
        public boolean whole(String line) {
            return line.startsWith("> ") && line.endsWith(";") || line.startsWith("> name=");
        }

        @Override
        public boolean endsInFreeText(String line) {
            return line.startsWith("> name=");
        }
    };

    @Test
    void aTailIsJoinedToTheLineItCompletesAndItsOwnLineLeftBlank() {
        assertThat(WrappedLines.mended(List.of("> a b", "c;", "> d;"), TOOL)).containsExactly("> a b c;", "", "> d;");
    }

    @Test
    void aLineCutInsideAWordIsJoinedWithoutASpaceWhenOnlyThatIsWhole() {
        WrappedLines.Shape word = new WrappedLines.Shape() {
            @Override
            public boolean startsLine(String line) {
                return line.startsWith("> ");
            }

            @Override
            public boolean whole(String line) {
                return line.equals("> bcdDevice=2.04");
            }
        };
        assertThat(WrappedLines.mended(List.of("> bcd", "Device=2.04"), word)).containsExactly("> bcdDevice=2.04", "");
    }

    @Test
    void aTailOfTwoLinesIsJoinedWhole() {
        assertThat(WrappedLines.mended(List.of("> a", "b", "c;"), TOOL)).containsExactly("> a b c;", "", "");
    }

    @Test
    void proseAfterAWholeLineIsNotPartOfIt() {
        assertThat(WrappedLines.mended(List.of("> a;", "then it failed;", "> b;"), TOOL)).containsExactly("> a;", "then it failed;", "> b;");
    }

    @Test
    void aNameTakesATailOnlyWhenTheOutputGoesOnAfterIt() {
        assertThat(WrappedLines.mended(List.of("> name=Wireless", "Adapter", "> b;"), TOOL)).containsExactly("> name=Wireless Adapter", "", "> b;");
        assertThat(WrappedLines.mended(List.of("> name=Wireless", "That is all."), TOOL)).containsExactly("> name=Wireless", "That is all.");
    }

    @Test
    void aJoinThatMakesNoWholeLineIsNotMadeNorIsABlankLineOrAnElisionATail() {
        assertThat(WrappedLines.mended(List.of("> a", "b", "", "> c", "[...]", "d;"), TOOL)).containsExactly("> a", "b", "", "> c", "[...]", "d;");
    }
}
