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

    @Test
    void aByteTheKernelLoggedRawIsWrittenAsDmesgShowsIt() {
        // rtl8xxxu's efuse product name as posted at https://lore.kernel.org/linux-wireless/202107101443.163EE06D4@keescook/
        assertThat(ControlCharacters.escaped("usb 1-3: Product: \u0003802.11n NI\r\n\tnext\u007f", ControlCharacters.OF_TEXT))
                .isEqualTo("usb 1-3: Product: \\x03802.11n NI\r\n\tnext\\x7f");
    }

    @Test
    void aNulIsNeverEscapedAndIsTheOnlyControlCharacterLeftToRefuse() {
        String joined = "Bus 001\u0000Bus 002 \u0003";
        assertThat(ControlCharacters.escaped(joined, ControlCharacters.OF_TEXT)).isEqualTo("Bus 001\u0000Bus 002 \\x03");
        assertThat(ControlCharacters.first(joined, ControlCharacters.ALL_BUT_NUL)).extracting(ControlCharacters.Found::code)
                .isEqualTo("U+0000");
        assertThat(ControlCharacters.first("Bus 002 \u0003\u009f", ControlCharacters.ALL_BUT_NUL)).isNull();
    }
}
