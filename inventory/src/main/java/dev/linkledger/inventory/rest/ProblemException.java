package dev.linkledger.inventory.rest;

/** Thrown by resources to answer with a specific problem (400, 404, 409 ...). */
public class ProblemException extends RuntimeException {
    private final transient Problem problem;

    public ProblemException(Problem problem) {
        super(problem.detail());
        this.problem = problem;
    }

    public static ProblemException badRequest(String field, String detail) {
        return new ProblemException(Problem.of(400, "Bad request", detail, field));
    }

    public static ProblemException notFound(String detail) {
        return new ProblemException(Problem.of(404, "Not found", detail, null));
    }

    public Problem problem() {
        return problem;
    }
}
