package dev.linkledger.probe.text;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ControlCharactersTest {
    @Test
    void findsTheFirstControlCharacterWithItsPositionLineAndColumn() {
        ControlCharacters.Found found = ControlCharacters.first("Bus 001\nDev\u0000ice\u0007", ControlCharacters.OF_TEXT);

        assertThat(found).isEqualTo(new ControlCharacters.Found('\u0000', 12, 2, 4));
        assertThat(found.code()).isEqualTo("U+0000");
    }

    @Test
    void aTabIsAControlCharacterOfAFieldButTextOfAPaste() {
        assertThat(ControlCharacters.first("480M\t<<<", "")).extracting(ControlCharacters.Found::code, ControlCharacters.Found::position)
                .containsExactly("U+0009", 5);
        assertThat(ControlCharacters.first("480M\t<<<\r\n", ControlCharacters.OF_TEXT)).isNull();
    }

    @Test
    void theC1RangeAndDeleteAreControlCharactersToo() {
        assertThat(ControlCharacters.first("a\u007f", "").code()).isEqualTo("U+007F");
        assertThat(ControlCharacters.first("a\u0085", "").code()).isEqualTo("U+0085");
        assertThat(ControlCharacters.first("Ä ü € 😀", "")).isNull();
    }
}
