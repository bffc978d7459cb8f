package dev.linkledger.inventory.query;

import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.inventory.api.UsbIdentity;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.List;
import java.util.Optional;

/** Reads the enclosure projection and finds each bound enclosure among the connected devices. */
@ApplicationScoped
public class EnclosureQueries {

    public List<EnclosureView> list() {
        return EnclosureEntity.<EnclosureEntity>listAll(Sort.by("label").and("enclosureId")).stream()
                .map(EnclosureQueries::view).toList();
    }

    public Optional<EnclosureView> get(String enclosureId) {
        return EnclosureEntity.<EnclosureEntity>findByIdOptional(enclosureId).map(EnclosureQueries::view);
    }

    /** The enclosures bound to a USB identity, by id: those an observation can find connected. */
    public List<EnclosureRecord> boundToUsb() {
        return ReadOnly.list(EnclosureEntity.find("usbVendorId is not null", Sort.by("enclosureId")), EnclosureRecord::of);
    }

    private static EnclosureView view(EnclosureEntity e) {
        UsbIdentity usb = e.usbVendorId == null ? null : new UsbIdentity(e.usbVendorId, e.usbProductId, e.usbSerial);
        List<DeviceEntity> devices = usb == null ? List.of() : usb.serial() == null
                ? DeviceEntity.list("vendorId = ?1 and productId = ?2", Sort.by("hostId").and("path"),
                usb.vendorId(), usb.productId())
                : DeviceEntity.list("vendorId = ?1 and productId = ?2 and serial = ?3", Sort.by("hostId").and("path"),
                usb.vendorId(), usb.productId(), usb.serial());
        List<EnclosureView.Sighting> connected = devices.stream()
                .map(d -> new EnclosureView.Sighting(d.hostId, d.path, speed(d.speedMbps))).toList();
        return new EnclosureView(e.enclosureId, e.label, e.bridge, e.bridgeVidPid, e.bridgeName, e.bridgeUpstream,
                new EnclosureView.Medium(e.mediumKind.name(), e.pcieGeneration, e.pcieLanes, e.sdClass), e.ratedMediumMBps,
                usb, connected, warnings(e));
    }

    /**
     * A bridge the catalog does not know is accepted (new chips appear faster than catalogs), but
     * the answer says what that costs: nothing can tell its upstream speed.
     */
    private static List<String> warnings(EnclosureEntity e) {
        if (e.bridgeUpstream != null) return List.of();
        return List.of("bridge '" + e.bridge + "' is not in the device catalog: its upstream speed is unknown, so plans and "
                + "port advice cannot tell what it caps (name the chip, e.g. \"JMS583\", or its vid:pid, e.g. \"152d:0583\")");
    }

    private static Number speed(java.math.BigDecimal mbps) {
        return mbps == null ? null : UsbSpeed.of(mbps).number();
    }
}
