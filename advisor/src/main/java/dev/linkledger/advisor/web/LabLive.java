package dev.linkledger.advisor.web;

import dev.linkledger.advisor.web.lab.LabGlance;
import dev.linkledger.advisor.web.lab.LabPicture;

/** What the overview's live part shows, and its version: the same glance, the same version. */
public record LabLive(LabGlance glance, LabPicture picture, String version) {
    public String pollUrl() {
        return Links.PREFIX + "/glance?version=" + Links.enc(version);
    }
}
