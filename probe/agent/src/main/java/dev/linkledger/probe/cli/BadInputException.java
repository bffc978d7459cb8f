package dev.linkledger.probe.cli;

/** The user's input cannot be used; exits with {@link ExitCodes#BAD_INPUT}. */
public class BadInputException extends Exception {
    public BadInputException(String message) {
        super(message);
    }
}
