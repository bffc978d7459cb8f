package dev.linkledger.advisor.engine;

import org.drools.core.impl.RuleBaseFactory;
import org.drools.model.Model;
import org.drools.modelcompiler.KieBaseBuilder;
import org.kie.api.KieBase;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The rule base's executable model as the rules module's build generated and compiled it
 * (kie-maven-plugin in rules/pom.xml, its classes in the {@code linkledger-rules} jar itself: a jar of
 * their own was loaded outside Quarkus' class loader and did not cast to its {@code Model}).
 * Loading it instantiates the listed model classes and builds the network from them: no DRL is
 * parsed and no Java compiled, so neither drools-compiler nor a JDK is needed at run time.
 * Drools' own loader for this (CanonicalKieModule, behind KieServices) lives in drools-compiler,
 * hence this small reader of the plugin's index.
 */
final class BuildTimeModel {
    /** Where kie-maven-plugin lists the model classes it generated: META-INF/kie/groupId/artifactId/drools-model. */
    static final String INDEX = "META-INF/kie/dev.linkledger/linkledger-rules/drools-model";

    private BuildTimeModel() {
    }

    /** @throws IllegalStateException when the model jar is missing or a listed class does not load */
    static KieBase load(ClassLoader loader) {
        List<Model> models = new ArrayList<>();
        for (String className : modelClassNames(loader)) {
            try {
                models.add((Model) Class.forName(className, true, loader).getDeclaredConstructor().newInstance());
            } catch (ReflectiveOperationException | LinkageError e) {
                throw new IllegalStateException("the rule base's model class " + className + " does not load: " + e, e);
            }
        }
        if (models.isEmpty()) throw new IllegalStateException(INDEX + " lists no model class");
        return KieBaseBuilder.createKieBaseFromModel(models, RuleBaseFactory.newKnowledgeBaseConfiguration(null, loader));
    }

    /** The index: a "Drools-Model-Version:..." header, then one class name a line. */
    private static List<String> modelClassNames(ClassLoader loader) {
        try (InputStream in = loader.getResourceAsStream(INDEX)) {
            if (in == null) {
                throw new IllegalStateException("the rule base's executable model is missing (" + INDEX
                        + " not on the classpath): build the rules module, whose build generates it");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .map(String::strip).filter(line -> !line.isEmpty() && !line.contains(":")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + INDEX, e);
        }
    }
}
