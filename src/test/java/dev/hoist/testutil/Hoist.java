package dev.hoist.testutil;

import dev.hoist.ir.Module;
import dev.hoist.ir.parse.LlParser;
import dev.hoist.ir.print.LlPrinter;
import dev.hoist.ir.verify.Verifier;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Parsing and printing helpers for tests. */
public final class Hoist {
  private Hoist() {}

  public static Module parse(String text) {
    Module m = LlParser.parse(text);
    Verifier.verify(m);
    return m;
  }

  public static Module parseFile(Path p) throws IOException {
    Module m = LlParser.parse(Files.readAllBytes(p));
    Verifier.verify(m);
    return m;
  }

  public static String print(Module m) {
    return LlPrinter.toText(m);
  }
}
