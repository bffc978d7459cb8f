package dev.linkledger.rules.budget;

import dev.linkledger.probe.observation.ObservedEndpoint;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.TransferType;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.rules.facts.DeviceEndpointsFact;
import dev.linkledger.rules.link.LinkCeilings;
import dev.linkledger.rules.link.LinkMode;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * What a device's periodic endpoints take of one domain's interval, in microseconds: each endpoint's
 * bus time per service interval ({@link BusTime}), spread over the intervals of its period, so a
 * mouse polled every 8 ms takes an eighth of its transaction per 1 ms frame. Summed this way the
 * figure is what the devices need on average; a schedule can never do with less, so a domain over
 * its limit by this count is over in every schedule.
 */
final class EndpointDemand {
    private EndpointDemand() {
    }

    static Reservation of(DeviceEndpointsFact d, DomainKind domain, double linkMbps) {
        // The speed as a UsbSpeed (parsed from text) only for a device with endpoints: most of a large bus has none
        // in its evidence, and parsing it for each of them was a tenth of every write's budget work.
        UsbSpeed speed = null;
        double streaming = 0;
        Double now = 0.0;
        List<String> settings = new ArrayList<>();
        for (ObservedInterface i : d.interfaces()) {
            if (i.endpoints() == null) {
                now = null;
                continue;
            }
            if (speed == null) speed = UsbSpeed.ofMbps(d.speedMbps());
            TreeSet<Integer> numbers = new TreeSet<>();
            i.endpoints().forEach(e -> numbers.add(e.alternateSetting()));
            double best = 0;
            int bestSetting = 0;
            for (int s : numbers) {
                double us = settingUs(i.endpointsOf(s), speed, domain, linkMbps);
                if (us > best) {
                    best = us;
                    bestSetting = s;
                }
            }
            streaming += best;
            if (best > 0 && bestSetting != 0) settings.add("interface " + i.number() + " setting " + bestSetting);
            if (now != null) now = i.alternateSetting() == null ? null : now + settingUs(i.endpointsOf(i.alternateSetting()), speed, domain, linkMbps);
        }
        return new Reservation(d.path(), d.label(), streaming, now, settings.isEmpty() ? null : String.join(", ", settings),
                d.endpointsKnown(), d.events());
    }

    private static double settingUs(List<ObservedEndpoint> endpoints, UsbSpeed speed, DomainKind domain, double linkMbps) {
        double us = 0;
        for (ObservedEndpoint e : endpoints) if (e.periodic()) us += perIntervalUs(e, speed, domain, linkMbps);
        return us;
    }

    /** The endpoint's bus time in one of the domain's intervals, on average over its period. */
    private static double perIntervalUs(ObservedEndpoint e, UsbSpeed speed, DomainKind domain, double linkMbps) {
        Double period = e.servicePeriodMicros(speed);
        if (period == null) return 0;
        double interval = PeriodicLimits.bundled().domain(domain).intervalUs();
        boolean iso = e.transferType() == TransferType.ISOCHRONOUS;
        double ns = switch (domain) {
            // A high-speed endpoint's transactions; a translated one's split transactions carry its packet at high speed.
            case HIGH_SPEED -> speed.highSpeed() ? e.transactionsPerMicroframe() * BusTime.highSpeedNs(iso, e.packetBytes())
                    : BusTime.highSpeedNs(iso, e.packetBytes());
            case FULL_SPEED, FULL_SPEED_TT -> UsbSpeed.lowSpeed(speed.mbps()) ? BusTime.lowSpeedNs(e.in(), e.packetBytes())
                    : BusTime.fullSpeedNs(iso, e.in(), e.packetBytes());
            case SUPER_SPEED -> BusTime.superSpeedNs(e.bytesPerServiceInterval(speed), rawMBps(linkMbps));
        };
        return ns / 1000 * Math.min(1, interval / period);
    }

    private static int rawMBps(double linkMbps) {
        LinkMode mode = LinkMode.fromKernel(linkMbps, 1);
        return LinkCeilings.bundled().rawMBps(mode == null ? LinkMode.GEN1 : mode);
    }
}
