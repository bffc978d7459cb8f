package dev.linkledger.probe.cli;

/** The server answered with an error status; exits with {@link ExitCodes#SERVER_OR_IO}. */
public class ServerException extends Exception {
    public ServerException(String message) {
        super(message);
    }
}
