package dev.hoist.api;

import dev.hoist.ir.Module;
import dev.hoist.ir.parse.LlParser;
import dev.hoist.ir.parse.ParseError;
import dev.hoist.ir.print.LlPrinter;
import dev.hoist.ir.verify.Verifier;
import dev.hoist.ir.verify.VerifierError;
import dev.hoist.util.FileBytes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Entry points of the library: reading IR into a module and writing it back as text. A module
 * read here has been verified, as the command line verifies its input, so passes may rely on it.
 */
public final class Hoist {
  private Hoist() {}

  /** Parses and verifies the {@code .ll} file at {@code file}. */
  public static Module parse(Path file) throws IOException {
    return parse(FileBytes.read(file));
  }

  /** Parses and verifies LLVM 14 textual IR. */
  public static Module parse(String text) {
    return parse(text.getBytes(StandardCharsets.UTF_8));
  }

  private static Module parse(byte[] bytes) {
    try {
      Module m = LlParser.parse(bytes);
      Verifier.verify(m);
      return m;
    } catch (ParseError e) {
      throw new HoistException(e.line() + ":" + e.column() + ": error: " + e.getMessage(), e.line(), e.column(), e);
    } catch (VerifierError e) {
      throw new HoistException(e.line() + ":" + e.column() + ": error: " + e.getMessage(), e.line(), e.column(), e);
    }
  }

  /** The module as text, as {@code hoist -S} (and so {@code opt -S}) prints it, without the {@code ; ModuleID} line. */
  public static String print(Module module) {
    return LlPrinter.toText(module);
  }
}
