package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.MeasuredLink;
import dev.linkledger.probe.usb.UsbSpeed;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class BlockDeviceResolverTest {
    private final BlockDeviceResolver resolver = new BlockDeviceResolver(SysfsFixtures.MEASURE_SEED003);

    @Test
    void resolvesAPartitionToItsDiskAndTheUsbLinkUnderIt() {
        BlockDeviceResolver.Resolution r = resolver.resolve(8, 65);

        MeasuredLink link = r.link();
        assertThat(r.note()).isNull();
        assertThat(link.blockDevice()).isEqualTo("sde1");
        assertThat(link.disk()).isEqualTo("sde");
        assertThat(link.majorMinor()).isEqualTo("8:65");
        assertThat(link.devicePath()).isEqualTo("2-3.4");
        assertThat(link.port()).isEqualTo("2-3-port4");
        assertThat(link.speedMbps()).isEqualTo(UsbSpeed.parse("10000"));
        assertThat(link.rxLanes()).isEqualTo(1);
        assertThat(link.txLanes()).isEqualTo(1);
        assertThat(link.vendorId()).isEqualTo("152d");
        assertThat(link.productId()).isEqualTo("0583");
        assertThat(link.product()).isEqualTo("USB to PCIE Bridge");
        assertThat(link.driver()).isEqualTo("uas");
        assertThat(r.sizeBytes()).isEqualTo(488395120L * 512);
    }

    @Test
    void resolvesTheWholeDiskToTheBridgeNotToTheHubAboveIt() {
        MeasuredLink link = resolver.resolve(8, 64).link();

        assertThat(link.blockDevice()).isEqualTo("sde");
        assertThat(link.disk()).isEqualTo("sde");
        assertThat(link.devicePath()).isEqualTo("2-3.4");
    }

    @Test
    void aVirtualFileSystemHasNoLinkAndSaysWhy() {
        BlockDeviceResolver.Resolution r = resolver.resolve(0, 45);

        assertThat(r.link()).isNull();
        assertThat(r.note()).isEqualTo("no /sys/dev/block/0:45: not a block device (major 0: a virtual file system such as tmpfs or overlay)");
    }

    @Test
    void aDiskThatIsNotOnUsbHasNoLink(@TempDir Path sys) throws Exception {
        Path vda = Files.createDirectories(sys.resolve("devices/pci0000:00/0000:00:02.0/virtio1/block/vda"));
        Files.writeString(vda.resolve("size"), "2097152\n");
        Files.createDirectories(sys.resolve("dev/block"));
        Files.createSymbolicLink(sys.resolve("dev/block/254:0"), Path.of("../../devices/pci0000:00/0000:00:02.0/virtio1/block/vda"));

        BlockDeviceResolver.Resolution r = new BlockDeviceResolver(sys).resolve(254, 0);

        assertThat(r.link()).isNull();
        assertThat(r.sizeBytes()).isEqualTo(1L << 30);
        assertThat(r.note()).isEqualTo("vda (254:0) at /sys/devices/pci0000:00/0000:00:02.0/virtio1/block/vda is not behind a USB device");
    }
}
