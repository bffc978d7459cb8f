package dev.linkledger.advisor.web.verdict;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.time.Instant;

/** A stored event a verdict cites: its id and type, when, and who recorded it (probe:HOST, import, person, derived). */
@Schema(name = "EventLinkV1")
public record EventLink(String id, String type, Instant at, String source) {

    /** The first characters of the id: enough to tell events apart on the page. */
    public String shortId() {
        return id == null ? "" : id.length() <= 8 ? id : id.substring(0, 8);
    }
}
