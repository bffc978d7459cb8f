import org.drools.core.impl.RuleBaseFactory;
import org.drools.model.Model;
import org.drools.modelcompiler.KieBaseBuilder;
import org.kie.api.KieBase;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** What the service does now (advisor/engine/BuildTimeModel): load the model classes the build generated. */
public class LoadBuildTimeModel {
    public static void main(String[] args) throws Exception {
        long t0 = System.nanoTime();
        List<Model> models = new ArrayList<>();
        try (InputStream in = LoadBuildTimeModel.class.getClassLoader()
                .getResourceAsStream("META-INF/kie/dev.linkledger/linkledger-rules/drools-model")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"))
                if (!line.isBlank() && !line.contains(":")) models.add((Model) Class.forName(line.strip()).getDeclaredConstructor().newInstance());
        }
        KieBase base = KieBaseBuilder.createKieBaseFromModel(models, RuleBaseFactory.newKnowledgeBaseConfiguration());
        System.out.printf("load build-time model: %d ms, %d packages%n", (System.nanoTime() - t0) / 1_000_000, base.getKiePackages().size());
    }
}
