package dev.linkledger.inventory.api;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class HostIdTest {
    @ParameterizedTest
    @ValueSource(strings = {"desktop", "lab-pi4.local", "b550m_itx", "x", "a.b-c_d9"})
    void acceptsHostnameLikeIds(String id) {
        assertThat(HostId.isValid(id)).isTrue();
        assertThat(new HostId(id).value()).isEqualTo(id);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "Desktop", "lab/desktop", "..", ".", "a..b", "host name", "hôte",
            "a123456789b123456789c123456789d123456789e123456789f123456789g123"})
    void rejectsIdsThatAreNotSafeNames(String id) {
        assertThat(HostId.isValid(id)).isFalse();
    }

    @Test
    void acceptsSixtyThreeCharacters() {
        assertThat(HostId.isValid("a".repeat(63))).isTrue();
    }

    @Test
    void constructingAnInvalidIdSaysWhy() {
        assertThatThrownBy(() -> new HostId("lab/desktop"))
                .isInstanceOf(InvalidHostIdException.class)
                .hasMessageContaining("lower-case letters");
    }

    @Test
    void missingIdIsInvalid() {
        assertThat(HostId.isValid(null)).isFalse();
    }
}
