package dev.linkledger.inventory.query;

import jakarta.enterprise.context.ApplicationScoped;

import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class TokenQueries {

    public List<TokenView> list() {
        return TokenEntity.<TokenEntity>list("order by issuedAt, tokenId").stream().map(TokenView::of).toList();
    }

    public Optional<TokenView> get(String tokenId) {
        return TokenEntity.<TokenEntity>findByIdOptional(tokenId).map(TokenView::of);
    }

    /** The unrevoked token whose secret has this hash. */
    public Optional<TokenView> active(String secretSha256) {
        return TokenEntity.<TokenEntity>find("secretSha256 = ?1 and revokedAt is null", secretSha256)
                .firstResultOptional().map(TokenView::of);
    }
}
