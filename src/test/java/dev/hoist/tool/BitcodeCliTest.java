package dev.hoist.tool;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.Module;
import dev.hoist.ir.bitcode.BitcodeReader;
import dev.hoist.ir.bitcode.BitcodeWriter;
import dev.hoist.ir.parse.LlParser;
import dev.hoist.testutil.Llvm;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 21, the command line with opt's conventions: the input's format is told by its first bytes
 * (also on stdin, also the Darwin wrapper), the output is bitcode unless {@code -S}, {@code -o -}
 * is stdout, bitcode is not written to a terminal without {@code -f}, and a batch keeps each
 * input's format unless {@code -S} or {@code -emit-bitcode} says otherwise.
 */
class BitcodeCliTest {
  private static final byte[] RAW_MAGIC = {'B', 'C', (byte) 0xC0, (byte) 0xDE};
  private static final byte[] WRAPPER_MAGIC = {(byte) 0xDE, (byte) 0xC0, 0x17, 0x0B};

  @TempDir Path dir;

  private record Result(int rc, byte[] stdout, String stderr) {
    String text() {
      return new String(stdout, StandardCharsets.ISO_8859_1);
    }
  }

  private static Result hoist(byte[] stdin, boolean stdoutTty, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    InputStream in = stdin == null ? InputStream.nullInputStream() : new ByteArrayInputStream(stdin);
    Invocation io = new Invocation(Path.of(""), in, new PrintStream(out), new PrintStream(err, true, StandardCharsets.UTF_8),
        false, stdoutTty, () -> false);
    int rc = Main.run(args, io);
    return new Result(rc, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
  }

  private static Result hoist(String... args) {
    return hoist(null, false, args);
  }

  private static boolean startsWith(byte[] b, byte[] prefix) {
    return b.length >= prefix.length && Arrays.equals(Arrays.copyOf(b, prefix.length), prefix);
  }

  /** The text without its ModuleID (it names the input). */
  private static String body(String text) {
    return text.replaceFirst("^; ModuleID = .*\n", "");
  }

  @Test
  void bitcodeUnlessDashS() throws IOException {
    Path ll = dir.resolve("m.ll");
    Files.writeString(ll, ToolModules.LOOP);
    Path bc = dir.resolve("m.bc");
    Result r = hoist("-passes=licm", ll.toString(), "-o", bc.toString());
    assertEquals(0, r.rc(), r.stderr());
    assertTrue(startsWith(Files.readAllBytes(bc), RAW_MAGIC), "without -S the output is bitcode");
    Path text = dir.resolve("t.ll");
    assertEquals(0, hoist("-passes=licm", "-S", ll.toString(), "-o", text.toString()).rc());
    assertTrue(Files.readString(text).contains("entry:\n  %v = load"), "LICM ran");

    // what opt makes of Hoist's bitcode: the module of Hoist's text
    Llvm.require();
    Llvm.Result fromBitcode = Llvm.normalized(bc);
    Llvm.Result fromText = Llvm.normalized(text);
    assertTrue(fromBitcode.ok() && fromText.ok(), fromBitcode.stderr() + fromText.stderr());
    assertEquals(fromText.stdout(), fromBitcode.stdout(), "opt reads Hoist's bitcode to the module of Hoist's text");
    Llvm.Result opt = Llvm.run(List.of(Llvm.tool("opt"), "-S", bc.toString(), "-o", "-"), null);
    String expected = body(opt.stdout());

    // bitcode in (told by its bytes, whatever its name), text out: as opt -S prints it
    Path named = dir.resolve("bitcode-named.ll");
    Files.copy(bc, named);
    Result back = hoist("-passes=", "-S", named.toString(), "-o", "-");
    assertEquals(0, back.rc(), back.stderr());
    assertEquals(expected, body(back.text()));

    // stdin, stdout
    Result piped = hoist(Files.readAllBytes(bc), false, "-passes=", "-S", "-o", "-");
    assertEquals(0, piped.rc(), piped.stderr());
    assertEquals(expected, body(piped.text()));
    Result bits = hoist(Files.readAllBytes(ll), false, "-passes=licm", "-");
    assertEquals(0, bits.rc(), bits.stderr());
    assertTrue(startsWith(bits.stdout(), RAW_MAGIC), "bitcode on stdout");
    Path fromStdin = dir.resolve("stdin.bc");
    Files.write(fromStdin, bits.stdout());
    assertEquals(fromText.stdout(), Llvm.normalized(fromStdin).stdout());
  }

  @Test
  void notToATerminalWithoutDashF() throws IOException {
    Path ll = dir.resolve("m.ll");
    Files.writeString(ll, ToolModules.LOOP);
    Result warned = hoist(null, true, "-passes=", ll.toString());
    assertEquals(0, warned.rc(), "opt exits 0 after the warning");
    assertEquals(0, warned.stdout().length, "nothing written to the terminal");
    assertTrue(warned.stderr().startsWith("WARNING: You're attempting to print out a bitcode file."), warned.stderr());
    Result forced = hoist(null, true, "-passes=", "-f", ll.toString());
    assertEquals(0, forced.rc(), forced.stderr());
    assertTrue(startsWith(forced.stdout(), RAW_MAGIC));
    Result text = hoist(null, true, "-passes=", "-S", ll.toString());
    assertEquals(0, text.rc(), text.stderr());
    assertTrue(text.text().contains("define i32 @f("), "text goes to a terminal");
  }

  @Test
  void darwinWrapperBothWays() throws IOException {
    Llvm.require();
    Path ll = dir.resolve("d.ll");
    Files.writeString(ll, "target triple = \"x86_64-apple-macosx12.0.0\"\n" + ToolModules.LOOP);
    Path llvmBc = dir.resolve("llvm.bc");
    assertTrue(Llvm.run(List.of(Llvm.tool("llvm-as"), ll.toString(), "-o", llvmBc.toString()), null).ok());
    assertTrue(startsWith(Files.readAllBytes(llvmBc), WRAPPER_MAGIC), "llvm-as wraps Darwin bitcode");
    assertTrue(BitcodeReader.isBitcode(Files.readAllBytes(llvmBc)));
    Path hoistBc = dir.resolve("hoist.bc");
    Result r = hoist("-passes=", llvmBc.toString(), "-o", hoistBc.toString());
    assertEquals(0, r.rc(), r.stderr());
    assertTrue(startsWith(Files.readAllBytes(hoistBc), WRAPPER_MAGIC), "Hoist wraps Darwin bitcode, as opt");
    Path optBc = dir.resolve("opt.bc");
    assertTrue(Llvm.run(List.of(Llvm.tool("opt"), llvmBc.toString(), "-o", optBc.toString()), null).ok());
    byte[] mine = Files.readAllBytes(hoistBc);
    byte[] theirs = Files.readAllBytes(optBc);
    assertArrayEquals(Arrays.copyOfRange(theirs, 0, 12), Arrays.copyOfRange(mine, 0, 12), "wrapper: magic, version, offset");
    assertArrayEquals(Arrays.copyOfRange(theirs, 16, 20), Arrays.copyOfRange(mine, 16, 20), "wrapper: CPU type");
    Llvm.Result a = Llvm.normalized(optBc);
    Llvm.Result b = Llvm.normalized(hoistBc);
    assertTrue(a.ok() && b.ok(), a.stderr() + b.stderr());
    assertEquals(a.stdout(), b.stdout());
    Result piped = hoist(Files.readAllBytes(llvmBc), false, "-passes=", "-S", "-");
    assertEquals(0, piped.rc(), piped.stderr());
    assertTrue(piped.text().contains("target triple = \"x86_64-apple-macosx12.0.0\""), piped.text());
  }

  @Test
  void aBatchKeepsEachFormat() throws IOException {
    Path a = dir.resolve("a.ll");
    Files.writeString(a, ToolModules.LOOP);
    Path b = dir.resolve("b.bc");
    assertEquals(0, hoist("-passes=", a.toString(), "-o", b.toString()).rc());
    Path out = dir.resolve("out");
    Result r = hoist("-passes=licm", "-o", out.toString(), a.toString(), b.toString());
    assertEquals(0, r.rc(), r.stderr());
    assertTrue(Files.readString(out.resolve("a.ll")).contains("define i32 @f("), "text stays text");
    assertTrue(startsWith(Files.readAllBytes(out.resolve("b.bc")), RAW_MAGIC), "bitcode stays bitcode");

    Path text = dir.resolve("text");
    assertEquals(0, hoist("-passes=licm", "-S", "-o", text.toString(), a.toString(), b.toString()).rc());
    assertTrue(Files.readString(text.resolve("b.ll")).contains("define i32 @f("), "-S: text, renamed .ll");
    assertFalse(Files.exists(text.resolve("b.bc")));

    Path bits = dir.resolve("bits");
    assertEquals(0, hoist("-passes=licm", "-emit-bitcode", "-o", bits.toString(), a.toString(), b.toString()).rc());
    assertTrue(startsWith(Files.readAllBytes(bits.resolve("a.bc")), RAW_MAGIC), "-emit-bitcode: bitcode, renamed .bc");
    assertTrue(startsWith(Files.readAllBytes(bits.resolve("b.bc")), RAW_MAGIC));
    assertFalse(Files.exists(bits.resolve("a.ll")));

    Result both = hoist("-S", "-emit-bitcode", "-o", bits.toString(), a.toString(), b.toString());
    assertEquals(1, both.rc());
    assertTrue(both.stderr().contains("-S and -emit-bitcode"), both.stderr());
  }

  @Test
  void brokenBitcodeIsOneErrorLine() throws IOException {
    Path ll = dir.resolve("m.ll");
    Files.writeString(ll, ToolModules.LOOP);
    Path bc = dir.resolve("m.bc");
    assertEquals(0, hoist("-passes=", ll.toString(), "-o", bc.toString()).rc());
    byte[] good = Files.readAllBytes(bc);
    Path cut = dir.resolve("cut.bc");
    Files.write(cut, Arrays.copyOf(good, good.length / 2));
    Path out = dir.resolve("out.bc");
    Result r = hoist("-passes=", cut.toString(), "-o", out.toString());
    assertEquals(1, r.rc());
    assertTrue(r.stderr().matches(java.util.regex.Pattern.quote(cut.toString()) + ": error: .*\\(at bit \\d+\\)\n"), r.stderr());
    assertFalse(Files.exists(out));
    byte[] magic = good.clone();
    magic[1] = 'c';
    Result m = hoist(magic, false, "-passes=", "-o", out.toString());
    assertEquals(1, m.rc());
    assertEquals("<stdin>: error: invalid bitcode signature: neither 'BC' 0xC0DE nor the wrapper's 0x0B17C0DE (at bit 0)\n",
        m.stderr());
    assertFalse(Files.exists(out));
  }

  /** A string from the file quoted in the message (here a data layout with a line break) keeps it one line. */
  @Test
  void aQuotedStringStaysOnOneLine() throws IOException {
    Module m = LlParser.parse(ToolModules.LOOP.getBytes(StandardCharsets.ISO_8859_1));
    m.setDataLayout("e-m:e-p270:32\n32-S12");
    Path bc = dir.resolve("dl.bc");
    Files.write(bc, BitcodeWriter.toBytes(m, "dl.bc", 1));
    Path out = dir.resolve("out.bc");
    Result r = hoist("-passes=", bc.toString(), "-o", out.toString());
    assertEquals(1, r.rc());
    assertEquals(bc + ": error: invalid data layout 'e-m:e-p270:32\\0A32-S12' (at bit ", r.stderr().replaceFirst("\\d+\\)\n$", ""));
    assertFalse(Files.exists(out));
  }
}
