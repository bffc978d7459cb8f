package dev.linkledger.probe.usb;

import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class UsbIdsTest {
    private static Path fixture() throws URISyntaxException {
        return Path.of(UsbIdsTest.class.getResource("/hwdata/usb.ids").toURI());
    }

    @Test
    void namesADeviceByVendorAndProductInAnyCase() throws Exception {
        UsbIds ids = new UsbIds(fixture());

        assertThat(ids.name("0BDA", "8153")).isEqualTo("Realtek Semiconductor Corp. RTL8153 Gigabit Ethernet Adapter");
        assertThat(ids.name(VidPid.parse("152d:0583"))).isEqualTo(
                "JMicron Technology Corp. / JMicron USA Technology Corp. JMS583Gen 2 to PCIe Gen3x2 Bridge");
    }

    @Test
    void readsNeitherInterfaceLinesNorClassListsAsProducts() throws Exception {
        UsbIds ids = new UsbIds(fixture());

        assertThat(ids.name("0bda", "0001")).isNull();
        assertThat(ids.name("C 09", "00")).isNull();
        assertThat(ids.name("0bda", "ffff")).isNull();
    }

    @Test
    void withoutAFileEveryNameIsUnknown() {
        assertThat(new UsbIds(null).name("0bda", "8153")).isNull();
        assertThat(new UsbIds(Path.of("/nonexistent/usb.ids")).name("0bda", "8153")).isNull();
    }
}
