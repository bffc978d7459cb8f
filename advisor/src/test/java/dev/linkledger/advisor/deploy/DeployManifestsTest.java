package dev.linkledger.advisor.deploy;

import com.fasterxml.jackson.databind.JsonNode;
import dev.linkledger.advisor.app.ConfigurationCheck;
import dev.linkledger.inventory.auth.AdminToken;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static dev.linkledger.advisor.deploy.RenderedManifests.stream;
import static org.assertj.core.api.Assertions.assertThat;

/** deploy/kubernetes as {@code kubectl apply -k} applies it: what it must hold to run as shipped. */
class DeployManifestsTest {
    /**
     * Keys of the Secret CloudNativePG writes for a Cluster's application owner
     * ({@code <cluster>-app}); it is made by the operator, so it is not in the manifests.
     */
    private static final Set<String> CNPG_APP_SECRET_KEYS =
            Set.of("username", "password", "host", "port", "dbname", "uri", "jdbc-uri", "pgpass");

    static Path deploy;
    static RenderedManifests manifests;
    static JsonNode service;
    static JsonNode probe;

    @BeforeAll
    static void render() throws Exception {
        deploy = RenderedManifests.deployDirectory();
        manifests = RenderedManifests.render(deploy.resolve("kubernetes"));
        service = manifests.one("Deployment", "linkledger");
        probe = manifests.one("DaemonSet", "linkledger-probe");
    }

    @Test
    void theKustomizationHoldsTheNamespaceServiceProbeAndDatabase() {
        assertThat(manifests.resources).extracting(r -> r.path("kind").asText())
                .contains("Namespace", "ConfigMap", "Deployment", "Service", "PodDisruptionBudget", "DaemonSet", "Cluster");
        assertThat(manifests.one("Cluster", "linkledger-db").path("apiVersion").asText()).startsWith("postgresql.cnpg.io/");
        assertThat(manifests.resources).allMatch(r -> r.path("kind").asText().equals("Namespace")
                || r.path("metadata").path("namespace").asText().equals("linkledger"));
    }

    @Test
    void theServiceRunsTwoReplicasWithStartupReadinessAndLivenessProbesOnQuarkusHealth() {
        assertThat(service.path("spec").path("replicas").asInt()).isEqualTo(2);
        JsonNode container = service.path("spec").path("template").path("spec").path("containers").get(0);
        Set<String> ports = stream(container.path("ports")).map(p -> p.path("name").asText()).collect(Collectors.toSet());
        Map<String, String> probes = Map.of("startupProbe", "/q/health/started", "readinessProbe", "/q/health/ready",
                "livenessProbe", "/q/health/live");
        probes.forEach((probeName, path) -> {
            JsonNode get = container.path(probeName).path("httpGet");
            assertThat(get.path("path").asText()).as(probeName).isEqualTo(path);
            assertThat(ports).as(probeName + " port").contains(get.path("port").asText());
        });
        JsonNode resources = container.path("resources");
        for (String bound : List.of("requests", "limits"))
            assertThat(resources.path(bound).has("cpu") && resources.path(bound).has("memory")).as(bound).isTrue();
    }

    @Test
    void everyContainerRunsAsNonRootOnAReadOnlyRootFileSystemWithoutPrivilegeEscalation() {
        for (JsonNode workload : List.of(service, probe)) {
            JsonNode pod = workload.path("spec").path("template").path("spec");
            assertThat(pod.path("securityContext").path("runAsNonRoot").asBoolean()).isTrue();
            assertThat(pod.path("automountServiceAccountToken").asBoolean(true)).isFalse();
            for (JsonNode c : stream(pod.path("containers")).toList()) {
                assertThat(c.path("securityContext").path("readOnlyRootFilesystem").asBoolean()).as(c.path("name").asText()).isTrue();
                assertThat(c.path("securityContext").path("allowPrivilegeEscalation").asBoolean(true)).isFalse();
                assertThat(stream(c.path("securityContext").path("capabilities").path("drop")).map(JsonNode::asText)).contains("ALL");
            }
        }
    }

    @Test
    void theImagesAreTheOneTheJibProfileBuilds() throws Exception {
        String image = jibImage();
        assertThat(image).isEqualTo("linkledger/linkledger:" + projectVersion());
        assertThat(manifests.containers().map(c -> c.path("image").asText()).distinct()).containsExactly(image);
    }

    @Test
    void theProbeWatchesTheHostsSysReadOnlyOnTheHostNetworkWithItsTokenFromASecret() {
        JsonNode pod = probe.path("spec").path("template").path("spec");
        assertThat(pod.path("hostNetwork").asBoolean()).isTrue();
        assertThat(pod.path("dnsPolicy").asText()).isEqualTo("ClusterFirstWithHostNet");
        String sysVolume = stream(pod.path("volumes")).filter(v -> v.path("hostPath").path("path").asText().equals("/sys"))
                .map(v -> v.path("name").asText()).findFirst().orElseThrow(() -> new AssertionError("no hostPath /sys"));
        JsonNode container = pod.path("containers").get(0);
        JsonNode mount = stream(container.path("volumeMounts")).filter(m -> m.path("name").asText().equals(sysVolume))
                .findFirst().orElseThrow(() -> new AssertionError("/sys not mounted"));
        assertThat(mount.path("readOnly").asBoolean()).isTrue();
        List<String> args = stream(container.path("args")).map(JsonNode::asText).toList();
        assertThat(args).startsWith("watch").containsSubsequence("--sysfs", mount.path("mountPath").asText());
        JsonNode token = stream(container.path("env")).filter(e -> e.path("name").asText().equals("LINKLEDGER_TOKEN"))
                .findFirst().orElseThrow(() -> new AssertionError("no LINKLEDGER_TOKEN"));
        assertThat(token.path("valueFrom").path("secretKeyRef").path("name").asText()).isNotEmpty();
    }

    @Test
    void theProbePostsToTheServicesClusterName() {
        JsonNode svc = manifests.one("Service", "linkledger");
        String expected = "http://" + svc.path("metadata").path("name").asText() + "." + svc.path("metadata").path("namespace").asText()
                + ".svc:" + svc.path("spec").path("ports").get(0).path("port").asInt();
        List<String> args = stream(probe.path("spec").path("template").path("spec").path("containers").get(0).path("args"))
                .map(JsonNode::asText).toList();
        assertThat(args).containsSubsequence("--server", expected);
    }

    @Test
    void noManifestCarriesASecretValue() {
        assertThat(manifests.ofKind("Secret")).as("Secrets with values in the kustomization").isEmpty();
        for (JsonNode generator : manifests.kustomization.path("secretGenerator"))
            assertThat(generator.has("literals")).as("secretGenerator literals").isFalse();
        assertThat(manifests.containers().flatMap(c -> stream(c.path("env")))
                .filter(e -> e.path("name").asText().matches(".*(TOKEN|PASSWORD).*")))
                .as("secrets must come from secretKeyRef, not value").allMatch(e -> !e.has("value"));
    }

    @Test
    void everyReferencedSecretAndConfigMapKeyExists() throws Exception {
        Map<String, Set<String>> secrets = providedSecrets();
        Map<String, Set<String>> configMaps = new HashMap<>();
        manifests.ofKind("ConfigMap").forEach(m -> configMaps.put(m.path("metadata").path("name").asText(), keys(m.path("data"))));
        List<JsonNode> containers = manifests.containers().toList();
        assertThat(containers).isNotEmpty();
        for (JsonNode c : containers) {
            for (JsonNode env : stream(c.path("env")).toList()) {
                JsonNode ref = env.path("valueFrom");
                if (ref.has("secretKeyRef")) assertKey(secrets, "Secret", ref.path("secretKeyRef"));
                if (ref.has("configMapKeyRef")) assertKey(configMaps, "ConfigMap", ref.path("configMapKeyRef"));
            }
            for (JsonNode from : stream(c.path("envFrom")).toList()) {
                if (from.has("secretRef")) assertThat(secrets).containsKey(from.path("secretRef").path("name").asText());
                if (from.has("configMapRef")) assertThat(configMaps).containsKey(from.path("configMapRef").path("name").asText());
            }
        }
    }

    @Test
    void theShippedSettingsPassTheServicesStartCheckAndTheExampleTokenDoesNot() throws Exception {
        Map<String, String> env = new HashMap<>();
        manifests.ofKind("ConfigMap").forEach(m -> m.path("data").fields()
                .forEachRemaining(f -> env.put(f.getKey(), f.getValue().asText())));
        assertThat(ConfigurationCheck.problems(env, new Properties())).isEmpty();
        assertThat(env.get("QUARKUS_DATASOURCE_JDBC_URL")).contains("//linkledger-db-rw:");
        // Applied unedited, the example must be refused at start, not run with a guessable token.
        String example = exampleSecrets().get("linkledger-admin").path("stringData").path("admin-token").asText();
        assertThat(AdminToken.problemWith(example)).isPresent();
    }

    private static void assertKey(Map<String, Set<String>> provided, String kind, JsonNode ref) {
        String name = ref.path("name").asText();
        assertThat(provided).as(kind + " " + name).containsKey(name);
        assertThat(provided.get(name)).as(kind + " " + name + " keys").contains(ref.path("key").asText());
    }

    /** Secrets the deployment may reference: the examples (created by hand) and those the operator makes. */
    private static Map<String, Set<String>> providedSecrets() throws Exception {
        Map<String, Set<String>> provided = new HashMap<>();
        exampleSecrets().forEach((name, secret) -> provided.put(name, keys(secret.path("stringData"))));
        manifests.ofKind("Cluster").forEach(c -> provided.put(c.path("metadata").path("name").asText() + "-app", CNPG_APP_SECRET_KEYS));
        return provided;
    }

    private static Map<String, JsonNode> exampleSecrets() throws Exception {
        Map<String, JsonNode> examples = new HashMap<>();
        try (Stream<Path> files = Files.list(deploy.resolve("kubernetes/examples"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".example.yaml")).toList())
                for (JsonNode d : RenderedManifests.documents(f))
                    if (d.path("kind").asText().equals("Secret")) examples.put(d.path("metadata").path("name").asText(), d);
        }
        Set<String> listed = new HashSet<>();
        manifests.kustomization.path("resources").forEach(r -> listed.add(r.asText()));
        assertThat(listed).as("examples are never applied").noneMatch(r -> r.startsWith("examples"));
        return examples;
    }

    private static Set<String> keys(JsonNode object) {
        Set<String> keys = new HashSet<>();
        object.fieldNames().forEachRemaining(keys::add);
        return keys;
    }

    private static String jibImage() throws Exception {
        return pomText(advisorPom(), "properties", "linkledger.image").replace("${project.version}", projectVersion());
    }

    private static String projectVersion() throws Exception {
        return pomText(advisorPom(), "parent", "version");
    }

    private static Path advisorPom() {
        return deploy.getParent().resolve("advisor/pom.xml");
    }

    private static String pomText(Path pom, String section, String element) throws Exception {
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile());
        var sections = doc.getDocumentElement().getElementsByTagName(section);
        for (int i = 0; i < sections.getLength(); i++) {
            var org = (org.w3c.dom.Element) sections.item(i);
            if (org.getParentNode() != doc.getDocumentElement()) continue;
            var found = org.getElementsByTagName(element);
            if (found.getLength() > 0) return found.item(0).getTextContent().strip();
        }
        throw new AssertionError(pom + " has no " + section + "/" + element);
    }
}
