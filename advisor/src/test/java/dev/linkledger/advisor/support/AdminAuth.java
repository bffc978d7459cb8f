package dev.linkledger.advisor.support;

import io.quarkus.test.junit.callback.QuarkusTestBeforeEachCallback;
import io.quarkus.test.junit.callback.QuarkusTestMethodContext;
import io.restassured.RestAssured;
import io.restassured.filter.Filter;
import io.restassured.filter.FilterContext;
import io.restassured.response.Response;
import io.restassured.specification.FilterableRequestSpecification;
import io.restassured.specification.FilterableResponseSpecification;
import io.restassured.specification.RequestSpecification;

import static io.restassured.RestAssured.given;

/**
 * Every @QuarkusTest talks to the service as the admin, the way people register cables: a global
 * rest-assured filter (installed before the first test, META-INF/services) adds the test
 * profile's admin token ({@code %test.linkledger.admin-token}) to each request that carries no
 * Authorization header. A test sends another token with {@link #as} or none with {@link #anonymous}.
 *
 * <p>A filter rather than {@code RestAssured.requestSpecification}: a spec built before Quarkus
 * sets the test port would pin the default port.
 */
public class AdminAuth implements QuarkusTestBeforeEachCallback {
    /** Must equal %test.linkledger.admin-token in application.properties. */
    public static final String ADMIN_TOKEN = "test-admin-token-7f3c9a1e";
    private static final String AUTHORIZATION = "Authorization";
    /** Stands for "send no Authorization header"; the filter removes it. */
    private static final String NONE = "none (test sends no credentials)";
    private static final Filter ADMIN_BY_DEFAULT = new AdminByDefault();

    @Override
    public void beforeEach(QuarkusTestMethodContext context) {
        synchronized (AdminAuth.class) {
            if (!RestAssured.filters().contains(ADMIN_BY_DEFAULT)) RestAssured.filters(ADMIN_BY_DEFAULT);
        }
    }

    public static String bearer(String token) {
        return "Bearer " + token;
    }

    /** A request without any Authorization header. */
    public static RequestSpecification anonymous() {
        return given().header(AUTHORIZATION, NONE);
    }

    /** A request carrying {@code token} instead of the admin's. */
    public static RequestSpecification as(String token) {
        return given().header(AUTHORIZATION, bearer(token));
    }

    private static final class AdminByDefault implements Filter {
        @Override
        public Response filter(FilterableRequestSpecification request, FilterableResponseSpecification response,
                               FilterContext ctx) {
            String sent = request.getHeaders().getValue(AUTHORIZATION);
            if (NONE.equals(sent)) request.removeHeader(AUTHORIZATION);
            else if (sent == null) request.header(AUTHORIZATION, bearer(ADMIN_TOKEN));
            return ctx.next(request, response);
        }
    }
}
