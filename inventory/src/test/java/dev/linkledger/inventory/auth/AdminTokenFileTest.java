package dev.linkledger.inventory.auth;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AdminTokenFileTest {
    @TempDir
    Path dir;

    @Test
    void createsTheTokenFileReadableByItsOwnerOnly() throws IOException {
        AdminTokenFile.Loaded loaded = AdminTokenFile.readOrCreate(dir.resolve("data"));

        Path file = dir.resolve("data").resolve("admin-token");
        assertThat(loaded.created()).isTrue();
        assertThat(loaded.path()).isEqualTo(file);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        assertThat(Files.readString(file).strip()).isEqualTo(loaded.token());
        assertThat(loaded.token()).startsWith("lla_").hasSize(4 + 43);
    }

    @Test
    void readsTheSameTokenAtTheNextStartWithoutCreatingIt() throws IOException {
        String first = AdminTokenFile.readOrCreate(dir).token();

        AdminTokenFile.Loaded again = AdminTokenFile.readOrCreate(dir);

        assertThat(again.created()).isFalse();
        assertThat(again.token()).isEqualTo(first);
    }

    @Test
    void refusesAnEmptyTokenFile() throws IOException {
        Files.writeString(dir.resolve("admin-token"), "\n");

        assertThatThrownBy(() -> AdminTokenFile.readOrCreate(dir)).isInstanceOf(IOException.class)
                .hasMessageContaining("delete it");
    }
}
