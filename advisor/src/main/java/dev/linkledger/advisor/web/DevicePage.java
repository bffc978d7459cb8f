package dev.linkledger.advisor.web;

import dev.linkledger.advisor.web.chain.ChainPicture;
import dev.linkledger.advisor.web.chain.ChainView;
import dev.linkledger.advisor.web.chain.Chains;
import dev.linkledger.advisor.web.history.HistoryPlot;
import dev.linkledger.advisor.web.history.SpeedHistories;
import dev.linkledger.advisor.web.history.SpeedHistory;
import dev.linkledger.inventory.query.EventHistory;
import dev.linkledger.inventory.auth.Roles;
import jakarta.annotation.security.RolesAllowed;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.inventory.query.EventView;
import dev.linkledger.inventory.query.MeasurementView;
import dev.linkledger.inventory.query.TopologyView;
import dev.linkledger.inventory.rest.HostResource;
import dev.linkledger.inventory.rest.MeasurementResource;
import dev.linkledger.inventory.rest.ProblemException;
import io.quarkus.qute.TemplateInstance;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One device: its chain (medium to controller, each hop's ceiling, the bottleneck and the fix), its
 * descriptors, what it can do and which evidence said so, its drivers, its connection history, and its
 * measurements plotted against the link's practical ceiling.
 */
@Path(Links.PREFIX + "/hosts/{hostId}/devices/{path}")
@Produces(MediaType.TEXT_HTML)
// Pages read and write under the API's rules: anyone who may read the API reads them; changes are the admin's.
@RolesAllowed(Roles.READER)
public class DevicePage {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Inject
    HostResource hosts;
    @Inject
    EventHistory history;
    @Inject
    MeasurementResource measurements;
    @Inject
    Chains chains;
    @Inject
    SpeedHistories histories;

    record device(String hostId, String hostHref, TopologyView.DeviceView d, LinkRow row, List<EventView> history,
                  List<MeasurementView> measurements, String plot, ChainView chain, ChainPicture picture,
                  SpeedHistory speeds, String speedPlot) implements TemplateInstance {
    }

    @GET
    public TemplateInstance page(@PathParam("hostId") String hostId, @PathParam("path") String path) {
        TopologyView topology = hosts.topology(hostId, null);
        TopologyView.DeviceView d = find(topology, path)
                .orElseThrow(() -> ProblemException.notFound("no device at '" + path + "' on host '" + hostId + "' now"));
        LinkRow row = HostTree.of(topology).allRows().stream().filter(r -> r.path().equals(path)).findFirst().orElseThrow();
        List<MeasurementView> runs = new ArrayList<>(measurements.list(hostId, path));
        runs.sort(Comparator.comparing(MeasurementView::startedAt));
        ChainView chain = chains.chain(topology.hostId(), path).orElse(null);
        SpeedHistory speeds = histories.ofDevice(topology.hostId(), path);
        return new device(topology.hostId(), Links.host(topology.hostId()), d, row, history.ofDevice(hostId, path),
                runs, plot(runs), chain, chain == null ? null : ChainPicture.of("chain", chain), speeds,
                HistoryPlot.json(speeds, java.time.Instant.now()));
    }

    private static Optional<TopologyView.DeviceView> find(TopologyView t, String path) {
        List<TopologyView.DeviceView> todo = new ArrayList<>();
        t.controllers().forEach(c -> c.buses().forEach(b -> todo.addAll(b.devices())));
        while (!todo.isEmpty()) {
            TopologyView.DeviceView d = todo.remove(todo.size() - 1);
            if (d.path().equals(path)) return Optional.of(d);
            todo.addAll(d.children());
        }
        return Optional.empty();
    }

    /** uPlot's columns: seconds since the epoch, MB/s, and the practical ceiling of the link each ran over. */
    private static String plot(List<MeasurementView> runs) {
        if (runs.isEmpty()) return null;
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("t", runs.stream().map(m -> m.startedAt().getEpochSecond()).toList());
        data.put("mbps", runs.stream().map(MeasurementView::mbps).toList());
        data.put("ceiling", runs.stream().map(MeasurementView::ceilingMBps).toList());
        try {
            return JSON.writeValueAsString(data);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
