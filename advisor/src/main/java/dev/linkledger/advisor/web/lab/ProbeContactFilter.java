package dev.linkledger.advisor.web.lab;

import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

import java.time.Instant;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Hears a probe each time it posts an observation or a measurement that the service took (2xx), changed
 * or not. Imports are a person's pastes, not a probe, and are not counted.
 */
public class ProbeContactFilter {
    private static final Pattern PROBE_POST = Pattern.compile("^/?api/hosts/([^/]+)/(observations|measurements)/?$");

    @Inject
    ProbeContacts contacts;

    @ServerResponseFilter
    public void hear(ContainerRequestContext request, ContainerResponseContext response) {
        if (!"POST".equals(request.getMethod()) || response.getStatus() / 100 != 2) return;
        Matcher m = PROBE_POST.matcher(request.getUriInfo().getPath());
        if (m.matches()) contacts.heard(m.group(1), Instant.now());
    }
}
