package dev.linkledger.advisor.web;

import dev.linkledger.advisor.advice.RecordedFinding;
import io.quarkus.qute.TemplateExtension;

/** Links and small wordings the templates use ({@code {host.href}}), kept out of the markup. */
@TemplateExtension
public final class PageExtensions {
    private PageExtensions() {
    }

    static String href(RecordedFinding f) {
        return Links.finding(f.id());
    }

    static String severityText(RecordedFinding f) {
        return f.severity().wire();
    }

    /** "43 MB/s now, 400 MB/s possible" (decimal MB/s), or what is missing. */
    static String ceilings(RecordedFinding f) {
        return Ceilings.text(f.ceilingNowMBps(), f.ceilingPossibleMBps());
    }
}
