package dev.linkledger.probe.sysfs;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A device's {@code bos_descriptors} is whatever its firmware sends: the decoder answers a
 * capability or {@link MalformedDescriptorException} (the scan notes it and moves on), never an
 * index or arithmetic exception that would end a scan.
 */
class BosDescriptorParserFuzzTest {

    @Property(tries = 300)
    void arbitraryBytesDecodeOrAreRefusedAsMalformed(@ForAll("arbitraryBytes") byte[] data) {
        decodeOrRefuse(data);
    }

    @Property(tries = 300)
    void aDamagedRealDescriptorDecodesOrIsRefusedAsMalformed(@ForAll("damagedDescriptors") byte[] data) {
        decodeOrRefuse(data);
    }

    @Property(tries = 50)
    void everyRealDescriptorDecodes(@ForAll("realDescriptors") byte[] data) throws MalformedDescriptorException {
        assertThat(BosDescriptorParser.parse(data)).isNotNull();
    }

    private static void decodeOrRefuse(byte[] data) {
        try {
            BosDescriptorParser.parse(data);
        } catch (MalformedDescriptorException refused) {
            assertThat(refused.getMessage()).isNotBlank();
        }
    }

    @Provide
    Arbitrary<byte[]> arbitraryBytes() {
        // Half of them start like a BOS header so the decoder gets past its first check.
        Arbitrary<byte[]> noise = Arbitraries.bytes().array(byte[].class).ofMaxSize(300);
        Arbitrary<byte[]> headed = Combinators.combine(Arbitraries.integers().between(0, 400),
                Arbitraries.integers().between(0, 255), noise).as((total, caps, rest) -> {
            byte[] out = new byte[5 + rest.length];
            out[0] = 5;
            out[1] = 0x0F;
            out[2] = (byte) total.intValue();
            out[3] = (byte) (total >> 8);
            out[4] = (byte) caps.intValue();
            System.arraycopy(rest, 0, out, 5, rest.length);
            return out;
        });
        return Arbitraries.oneOf(noise, headed);
    }

    @Provide
    Arbitrary<byte[]> realDescriptors() {
        return Arbitraries.of(fixtures());
    }

    /** A fixture with bytes replaced, cut short, or grown by a copy of part of itself. */
    @Provide
    Arbitrary<byte[]> damagedDescriptors() {
        return Arbitraries.of(fixtures()).flatMap(real -> {
            Arbitrary<Integer> at = Arbitraries.integers().between(0, real.length - 1);
            Arbitrary<byte[]> replaced = Combinators.combine(at.list().ofMinSize(1).ofMaxSize(4), Arbitraries.bytes().list().ofSize(4))
                    .as((positions, values) -> {
                        byte[] out = real.clone();
                        for (int i = 0; i < positions.size(); i++) out[positions.get(i)] = values.get(i);
                        return out;
                    });
            Arbitrary<byte[]> truncated = at.map(n -> Arrays.copyOf(real, n));
            Arbitrary<byte[]> grown = Combinators.combine(at, at).as((from, n) -> {
                byte[] out = Arrays.copyOf(real, real.length + n);
                System.arraycopy(real, from, out, real.length, Math.min(n, real.length - from));
                return out;
            });
            return Arbitraries.oneOf(replaced, truncated, grown);
        });
    }

    /** Every bos_descriptors file of the sysfs fixture trees (read in place: they are not copied to the classpath). */
    private static List<byte[]> fixtures() {
        try (Stream<Path> files = Files.walk(Path.of("src/test/resources/sysfs"))) {
            List<byte[]> all = files.filter(p -> p.getFileName().toString().equals("bos_descriptors") && Files.isRegularFile(p))
                    .sorted().map(BosDescriptorParserFuzzTest::read).toList();
            assertThat(all).isNotEmpty();
            return all;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] read(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
