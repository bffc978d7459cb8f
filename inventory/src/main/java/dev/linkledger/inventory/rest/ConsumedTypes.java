package dev.linkledger.inventory.rest;

/**
 * The body type an endpoint reads, for the 415 answer. RESTEasy refuses the request before a
 * resource method is chosen, so its {@code @Consumes} cannot be asked; the API's rule is short:
 * pastes ({@code .../imports}) are {@code text/plain}, every other body is JSON.
 */
final class ConsumedTypes {
    private ConsumedTypes() {
    }

    static String expectedFor(String path) {
        return path != null && path.matches(".*/imports/?$") ? "text/plain" : "application/json";
    }
}
