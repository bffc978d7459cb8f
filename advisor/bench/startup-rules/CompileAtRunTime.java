import dev.linkledger.rules.RuleBase;
import org.drools.model.codegen.ExecutableModelProject;
import org.kie.api.KieBase;
import org.kie.api.KieServices;
import org.kie.api.builder.KieBuilder;
import org.kie.api.builder.KieFileSystem;

/** What the service did at start-up before: generate the executable model from the DRL and compile it. */
public class CompileAtRunTime {
    public static void main(String[] args) {
        long t0 = System.nanoTime();
        KieServices ks = KieServices.Factory.get();
        KieFileSystem files = ks.newKieFileSystem();
        RuleBase.drlSources().forEach((resource, drl) -> files.write("src/main/resources/" + resource, drl));
        KieBuilder builder = ks.newKieBuilder(files).buildAll(ExecutableModelProject.class);
        KieBase base = ks.newKieContainer(builder.getKieModule().getReleaseId()).getKieBase();
        System.out.printf("compile at run time: %d ms, %d packages%n", (System.nanoTime() - t0) / 1_000_000, base.getKiePackages().size());
    }
}
