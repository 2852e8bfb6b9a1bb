package dev.hoist.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.catalog.PassCatalog;
import dev.hoist.pass.Option;
import dev.hoist.pass.PassInfo;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code --help} is made from the pass catalog: every pass and every option is listed, and each is accepted. */
class HelpTest {
  @Test
  void listsEveryPassAndOption() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    assertEquals(0, Main.run(new String[] {"--help"}, InputStream.nullInputStream(), new PrintStream(out),
        new PrintStream(new ByteArrayOutputStream())));
    String help = out.toString(StandardCharsets.UTF_8);
    for (PassInfo p : PassCatalog.PASSES) assertTrue(help.contains("\n  " + p.name() + " "), p.name());
    for (Option<?> o : PassCatalog.options()) assertTrue(help.contains("\n  " + o.synopsis() + " "), o.name());
    for (Option<?> o : CommandLine.DRIVER_OPTIONS) assertTrue(help.contains("\n  " + o.synopsis() + " "), o.name());
  }

  /** Every listed option is accepted on the command line with its default value. */
  @Test
  void everyListedOptionIsAccepted() {
    for (Option<?> o : PassCatalog.options()) {
      String value = o.defaultValue() == null ? "x" : String.valueOf(o.defaultValue());
      if (o.name().startsWith("print-") || o.name().equals("pass-remarks-output") || o.name().equals("debug-only")) continue;
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int rc = Main.run(new String[] {"-" + o.name() + "=" + value, "-passes=", "-disable-output"},
          new java.io.ByteArrayInputStream("define void @f() {\n  ret void\n}\n".getBytes(StandardCharsets.UTF_8)),
          new PrintStream(new ByteArrayOutputStream()), new PrintStream(err));
      assertEquals(0, rc, o.name() + ": " + err);
    }
  }
}
