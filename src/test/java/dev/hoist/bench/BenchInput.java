package dev.hoist.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The module a benchmark works on: the file named by the JMH parameter, read once. clang -O0
 * output marks every function optnone, which Hoist's transforms respect; {@link #withoutOptnone}
 * removes the attribute so that the transform benchmarks measure real work on such modules.
 */
final class BenchInput {
  private BenchInput() {}

  static byte[] read(String file) {
    try {
      return Files.readAllBytes(Path.of(file));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static byte[] withoutOptnone(byte[] text) {
    return new String(text, StandardCharsets.ISO_8859_1).replace(" optnone", "").getBytes(StandardCharsets.ISO_8859_1);
  }
}
