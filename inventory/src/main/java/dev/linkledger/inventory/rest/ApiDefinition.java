package dev.linkledger.inventory.rest;

import jakarta.ws.rs.core.Application;
import org.eclipse.microprofile.openapi.annotations.OpenAPIDefinition;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType;
import org.eclipse.microprofile.openapi.annotations.info.Info;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityScheme;

/**
 * The API as OpenAPI describes it: every operation takes a bearer token (the admin token or a
 * probe token), so Swagger UI shows "Authorize" and sends the token it is given. Reads work
 * without one where anonymous reads are on (the embedded default).
 */
@OpenAPIDefinition(info = @Info(title = "LinkLedger API", version = "0.1.0",
        description = "Errors are application/problem+json naming the field or line; a rejected request records nothing."),
        security = @SecurityRequirement(name = ApiDefinition.BEARER))
@SecurityScheme(securitySchemeName = ApiDefinition.BEARER, type = SecuritySchemeType.HTTP, scheme = "bearer",
        description = "The admin token (LINKLEDGER_ADMIN_TOKEN or <data dir>/admin-token) or a probe token (llp_…) from POST /api/tokens.")
public class ApiDefinition extends Application {
    static final String BEARER = "bearer";
}
