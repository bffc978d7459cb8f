package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.ObservedBlockDevice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Disks tied to the USB device they hang on (seed 003: the SN550 as sde behind the JMS583). */
class BlockDeviceReaderTest {
    @Test
    void sn550IsSdeOnTheEnclosureWithItsSizeModelAndRotation() {
        assertThat(SysfsReading.read(SysfsFixtures.SEED003).blockDevices()).containsExactly(
                new ObservedBlockDevice("sde", "2-3.4.4", 488397168L * 512, "Generic", "JMicron", false));
    }

    @Test
    void aDiskThatIsNotOnUsbIsLeftOut() {
        assertThat(SysfsReading.read(SysfsFixtures.SEED003).blockDevices())
                .extracting(ObservedBlockDevice::name).doesNotContain("nvme0n1");
    }

    @Test
    void missingSizeAndQueueAreUnknownNotFatal(@TempDir Path root) throws Exception {
        SysfsTreeWriter w = new SysfsTreeWriter(root);
        SysfsFixtureTrees.seed003(w);
        Path sde = root.resolve("devices/pci0000:00/0000:00:14.0/usb2/2-3/2-3.4/2-3.4.4/2-3.4.4:1.0/host11/target11:0:0/11:0:0:0/block/sde");
        SysfsFixtureTrees.delete(sde.resolve("queue"));
        java.nio.file.Files.delete(sde.resolve("size"));

        assertThat(SysfsReading.read(root).blockDevices()).containsExactly(
                new ObservedBlockDevice("sde", "2-3.4.4", null, "Generic", "JMicron", null));
    }
}
