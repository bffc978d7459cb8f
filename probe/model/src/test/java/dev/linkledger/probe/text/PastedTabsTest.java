package dev.linkledger.probe.text;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PastedTabsTest {
    @Test
    void aTabInsideALineIsASpaceAndTheIndentationKeepsItsTabs() {
        assertThat(PastedTabs.inside("\t    |__ Port 001: Dev 006, 480M\t<<<"))
                .isEqualTo("\t    |__ Port 001: Dev 006, 480M <<<");
        assertThat(PastedTabs.inside("\t\t")).isEqualTo("\t\t");
        assertThat(PastedTabs.inside("no tab")).isEqualTo("no tab");
    }
}
