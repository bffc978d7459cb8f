package dev.linkledger.advisor.web;

import io.quarkus.qute.Location;
import io.quarkus.qute.Template;
import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * Where reads need a token (anonymous reads off), a browser opening the page gets the 401 as a
 * page that asks for the token, keeps it for the session and loads what was asked with it,
 * instead of the API's problem+json. htmx requests keep the problem+json: ledger.js shows it.
 */
public class SignInPage {
    @Inject
    @Location("signin.html")
    Template signin;

    @ServerResponseFilter
    public void askForToken(ContainerRequestContext request, ContainerResponseContext response) {
        if (response.getStatus() != 401 || !"GET".equals(request.getMethod())) return;
        if (request.getHeaderString("HX-Request") != null) return;
        String path = request.getUriInfo().getRequestUri().getRawPath();
        if (!path.equals("/") && !path.startsWith(Links.PREFIX + "/")) return;
        response.setEntity(signin.render(), null, MediaType.TEXT_HTML_TYPE.withCharset("UTF-8"));
        response.getHeaders().putSingle(HttpHeaders.CONTENT_TYPE, MediaType.TEXT_HTML + ";charset=UTF-8");
    }
}
