package dev.linkledger.advisor.deploy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * deploy/kubernetes rendered as {@code kubectl apply -k} would see it, for the parts the
 * kustomization uses: its resources in order, the generated ConfigMaps (literals; without the
 * name hash, which kustomize also rewrites into every reference) and the namespace it sets.
 * kubectl is not needed on the build machine.
 */
final class RenderedManifests {
    private static final YAMLMapper YAML = new YAMLMapper();

    final Path directory;
    final JsonNode kustomization;
    final List<JsonNode> resources;

    private RenderedManifests(Path directory, JsonNode kustomization, List<JsonNode> resources) {
        this.directory = directory;
        this.kustomization = kustomization;
        this.resources = resources;
    }

    static RenderedManifests render(Path directory) throws IOException {
        JsonNode kustomization = YAML.readTree(directory.resolve("kustomization.yaml").toFile());
        String namespace = kustomization.path("namespace").asText(null);
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode file : kustomization.path("resources")) out.addAll(documents(directory.resolve(file.asText())));
        for (JsonNode generator : kustomization.path("configMapGenerator")) out.add(configMap(generator));
        for (JsonNode resource : out) {
            if (namespace != null && !resource.path("kind").asText().equals("Namespace"))
                ((ObjectNode) resource.path("metadata")).put("namespace", namespace);
        }
        return new RenderedManifests(directory, kustomization, out);
    }

    static List<JsonNode> documents(Path file) throws IOException {
        try (var parser = YAML.getFactory().createParser(file.toFile())) {
            List<JsonNode> docs = new ArrayList<>();
            YAML.readValues(parser, JsonNode.class).forEachRemaining(d -> {
                if (d != null && !d.isEmpty()) docs.add(d);
            });
            return docs;
        }
    }

    private static JsonNode configMap(JsonNode generator) {
        ObjectNode map = YAML.createObjectNode().put("apiVersion", "v1").put("kind", "ConfigMap");
        map.putObject("metadata").put("name", generator.path("name").asText());
        ObjectNode data = map.putObject("data");
        for (JsonNode literal : generator.path("literals")) {
            String[] kv = literal.asText().split("=", 2);
            data.put(kv[0], kv.length > 1 ? kv[1] : "");
        }
        return map;
    }

    Stream<JsonNode> ofKind(String kind) {
        return resources.stream().filter(r -> r.path("kind").asText().equals(kind));
    }

    JsonNode one(String kind, String name) {
        return find(kind, name).orElseThrow(() -> new AssertionError("no " + kind + " " + name + " in the rendered manifests"));
    }

    Optional<JsonNode> find(String kind, String name) {
        return ofKind(kind).filter(r -> r.path("metadata").path("name").asText().equals(name)).findFirst();
    }

    /** Every container of every pod template: workloads' containers and init containers. */
    Stream<JsonNode> containers() {
        return resources.stream().map(r -> r.path("spec").path("template").path("spec"))
                .filter(spec -> !spec.isMissingNode())
                .flatMap(spec -> Stream.concat(stream(spec.path("initContainers")), stream(spec.path("containers"))));
    }

    static Stream<JsonNode> stream(JsonNode array) {
        List<JsonNode> list = new ArrayList<>();
        array.forEach(list::add);
        return list.stream();
    }

    static Path deployDirectory() {
        Path module = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (Path p = module; p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("deploy/kubernetes/kustomization.yaml"))) return p.resolve("deploy");
        }
        throw new AssertionError("deploy/kubernetes/kustomization.yaml not found above " + module);
    }
}
