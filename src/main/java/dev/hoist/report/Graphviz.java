package dev.hoist.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Runs graphviz's {@code dot} to turn a graph into SVG for inlining in a page. A missing
 * {@code dot}, a failure or a graph that takes too long gives a {@link Drawing} with the reason
 * instead of the picture: the rest of the report is still worth having.
 */
final class Graphviz {
  private static final long TIMEOUT_SECONDS = 60;

  private Graphviz() {}

  /** An SVG element (prolog stripped), or why there is none. */
  record Drawing(String svg, String problem) {
    boolean ok() {
      return svg != null;
    }
  }

  static Drawing svg(String dot) {
    Path dir = null;
    try {
      dir = Files.createTempDirectory("hoist-dot");
      Path in = Files.writeString(dir.resolve("graph.dot"), dot, StandardCharsets.UTF_8);
      Path out = dir.resolve("graph.svg");
      Path err = dir.resolve("stderr.txt");
      // Files rather than pipes: nothing to drain while waiting, whatever dot prints.
      Process p;
      try {
        p = new ProcessBuilder("dot", "-Tsvg", in.toString(), "-o", out.toString())
            .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
            .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(err.toFile()).start();
      } catch (IOException e) {
        return new Drawing(null, "graphviz's dot is not installed (apt-get install graphviz)");
      }
      if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return new Drawing(null, "dot took longer than " + TIMEOUT_SECONDS + " s");
      }
      if (p.exitValue() != 0 || !Files.exists(out)) {
        return new Drawing(null, "dot failed: " + Files.readString(err, StandardCharsets.UTF_8).strip());
      }
      String svg = Files.readString(out, StandardCharsets.UTF_8);
      int start = svg.indexOf("<svg");
      return start < 0 ? new Drawing(null, "dot wrote no SVG") : new Drawing(svg.substring(start), null);
    } catch (IOException e) {
      return new Drawing(null, "could not run dot: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Drawing(null, "interrupted while drawing");
    } finally {
      if (dir != null) deleteQuietly(dir);
    }
  }

  private static void deleteQuietly(Path dir) {
    try (var s = Files.list(dir)) {
      for (Path f : s.toList()) Files.deleteIfExists(f);
      Files.deleteIfExists(dir);
    } catch (IOException e) {
      // a leftover temporary directory is harmless
    }
  }
}
