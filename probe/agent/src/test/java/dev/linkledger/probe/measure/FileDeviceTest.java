package dev.linkledger.probe.measure;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FileDeviceTest {
    @Test
    void decodesSmallDeviceNumbers() {
        // st_dev 65024 = 0xfe00: the virtio disk 254:0
        assertThat(FileDevice.decode(65024, false)).isEqualTo(new FileDevice(254, 0, false));
        assertThat(FileDevice.decode(0x841, true)).isEqualTo(new FileDevice(8, 65, true));
    }

    @Test
    void decodesLargeMinorsAsGlibcDoes() {
        // makedev(259, 300): NVMe partitions use major 259 and minors past 255
        long dev = ((259L & 0xfff) << 8) | (300L & 0xff) | ((300L & ~0xffL) << 12);
        assertThat(FileDevice.decode(dev, false).toString()).isEqualTo("259:300");
    }
}
