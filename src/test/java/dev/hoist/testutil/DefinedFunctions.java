package dev.hoist.testutil;

import dev.hoist.ir.Function;
import dev.hoist.ir.Module;
import dev.hoist.ir.parse.LlParser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Every function defined in the {@code .ll} files under some folders (the lit tests, the corpus),
 * with the file it came from, for tests that check a property on all the IR the project holds.
 * Files that do not parse (the tests of bad input) are passed over.
 */
public final class DefinedFunctions {
  private DefinedFunctions() {}

  /** A function and the file that defines it. */
  public record Found(Path file, Function f) {
    /** Where it is, for a failure's message: the file and {@code @name}. */
    public String where() {
      return file + " @" + f.name();
    }
  }

  /** The functions defined under {@code dirs} (relative to the project root), file by file in name order. */
  public static List<Found> under(String... dirs) {
    List<Found> out = new ArrayList<>();
    for (String dir : dirs) {
      List<Path> files;
      try (Stream<Path> s = Files.walk(Path.of(dir))) {
        files = s.filter(p -> p.toString().endsWith(".ll")).sorted().toList();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      for (Path p : files) {
        Module m;
        try {
          m = LlParser.parse(Files.readAllBytes(p));
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        } catch (RuntimeException e) {
          continue;
        }
        for (Function f : m.functions()) if (!f.isDeclaration()) out.add(new Found(p, f));
      }
    }
    return out;
  }
}
