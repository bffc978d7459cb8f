package dev.linkledger.inventory.rest;

import io.quarkus.arc.Arc;
import jakarta.enterprise.inject.Any;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;

import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The methods a path answers, for a 405's {@code Allow} header (RFC 9110 requires it; RESTEasy
 * leaves it out). Read from the resources' own JAX-RS annotations, so it cannot drift from them.
 */
final class AllowedMethods {
    private record Route(Pattern path, String method) {
    }

    private static volatile List<Route> routes;

    private AllowedMethods() {
    }

    /** "GET, HEAD, POST", or null when no resource has the path. */
    static String of(String path) {
        Set<String> allowed = new TreeSet<>();
        for (Route r : routes()) if (r.path().matcher(path).matches()) allowed.add(r.method());
        if (allowed.isEmpty()) return null;
        if (allowed.contains("GET")) allowed.add("HEAD");
        return String.join(", ", allowed);
    }

    private static List<Route> routes() {
        if (routes == null) {
            List<Route> found = new ArrayList<>();
            for (var bean : Arc.container().beanManager().getBeans(Object.class, Any.Literal.INSTANCE)) {
                Path root = bean.getBeanClass().getAnnotation(Path.class);
                if (root == null) continue;
                for (Method m : bean.getBeanClass().getMethods()) {
                    String http = httpMethod(m);
                    if (http == null) continue;
                    Path sub = m.getAnnotation(Path.class);
                    found.add(new Route(template(root.value() + "/" + (sub == null ? "" : sub.value())), http));
                }
            }
            routes = List.copyOf(found);
        }
        return routes;
    }

    private static String httpMethod(Method m) {
        for (Annotation a : m.getAnnotations()) {
            HttpMethod http = a.annotationType().getAnnotation(HttpMethod.class);
            if (http != null) return http.value();
        }
        return null;
    }

    /** {@code /api/hosts/{hostId}/events} as a pattern; a template variable is one path segment. */
    private static Pattern template(String template) {
        String normalised = ("/" + template).replaceAll("/+", "/").replaceAll("(.)/$", "$1");
        StringBuilder regex = new StringBuilder();
        for (String part : normalised.split("(?=\\{)|(?<=\\})")) {
            regex.append(part.startsWith("{") ? "[^/]+" : Pattern.quote(part));
        }
        return Pattern.compile(regex + "/?");
    }
}
