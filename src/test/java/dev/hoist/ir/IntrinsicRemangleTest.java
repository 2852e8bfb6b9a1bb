package dev.hoist.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.testutil.Hoist;
import dev.hoist.testutil.Llvm;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * When LLVM reads a module it renames each intrinsic declaration whose type fits the signature to
 * the name the type mangles to, and rewrites some older forms ({@link IntrinsicUpgrades});
 * {@code hoist -passes= -S} must print what {@code opt -S} prints.
 */
class IntrinsicRemangleTest {
  private static final Path DECLARATIONS = Path.of("src/test/resources/intrinsics/signatures.ll");

  @TempDir Path tmp;

  @Test
  void declarationsWithoutTheirSuffixPrintAsOptPrintsThem() throws IOException {
    Llvm.require();
    // Every declaration of the signature tests under its base name, called once.
    StringBuilder decls = new StringBuilder(), calls = new StringBuilder();
    Set<String> seen = new HashSet<>();
    int renamed = 0;
    for (Function f : Hoist.parseFile(DECLARATIONS).functions()) {
      IntrinsicSignature s = Intrinsics.signature(f.name());
      if (s == null || !seen.add(s.name())) continue;
      if (!s.name().equals(f.name())) renamed++;
      String params = f.functionType().params().toString();
      decls.append("declare ").append(f.functionType().returnType()).append(" @").append(s.name())
          .append('(').append(params, 1, params.length() - 1).append(")\n");
      if (f.functionType().numParams() == 0) calls.append("  call ").append(f.functionType().returnType())
          .append(" @").append(s.name()).append("()\n");
    }
    assertTrue(renamed >= 40, "declarations renamed: " + renamed);
    Path in = tmp.resolve("bare.ll");
    Files.writeString(in, decls + "\ndefine void @f() {\n" + calls + "  ret void\n}\n");
    Llvm.Result opt = Llvm.normalized(in);
    assertTrue(opt.ok(), opt.stderr());
    assertEquals(opt.stdout(), Llvm.withoutNames(Hoist.print(Hoist.parseFile(in))));
  }

  @Test
  void aNameTakenByAnotherTypeIsMovedAside() {
    Module m = Hoist.parse("""
        @llvm.smax.i32 = global i32 0
        declare i32 @llvm.ctpop.i64(i32)
        declare i64 @llvm.ctpop.i32(i64)
        declare i32 @llvm.smax.i64(i32, i32)
        define i32 @f(i32 %x, i64 %y) {
          %r = call i32 @llvm.ctpop.i64(i32 %x)
          %s = call i64 @llvm.ctpop.i32(i64 %y)
          %t = call i32 @llvm.smax.i64(i32 %r, i32 %x)
          ret i32 %t
        }
        """);
    assertNotNull(m.getGlobal("llvm.smax.i32.renamed"));
    assertEquals("llvm.smax.i32", m.getFunction("llvm.smax.i32").name());
    assertEquals(1, m.getFunction("llvm.ctpop.i32").functionType().numParams());
    assertTrue(m.getFunction("llvm.ctpop.i32").functionType().returnType().isInteger(32));
    assertTrue(m.getFunction("llvm.ctpop.i64").functionType().returnType().isInteger(64));
    assertNull(m.getGlobal("llvm.ctpop.i32.renamed"));
    // The renamed declarations are made at the end, as LLVM makes them.
    assertEquals("f", m.functions().get(0).name());
  }

  /**
   * The older forms LLVM's reader rewrites and Hoist's does too (ctlz and cttz without their
   * {@code i1}, memcpy, memmove and memset with an alignment argument, objectsize with two or three
   * arguments, dbg.value with an offset), with names, debug locations, attributes, a declaration of
   * today's form already there: printed as opt prints them.
   */
  @ParameterizedTest
  @ValueSource(strings = {"count-zeros", "memory", "objectsize", "existing-declaration", "dbg-value-offset"})
  void olderFormsPrintAsOptPrintsThem(String name) throws IOException {
    Llvm.require();
    Path in = Path.of("src/test/resources/intrinsics/older-forms/" + name + ".ll");
    Llvm.Result opt = Llvm.normalized(in);
    assertTrue(opt.ok(), opt.stderr());
    assertEquals(opt.stdout(), Llvm.withoutNames(Hoist.print(Hoist.parseFile(in))));
  }

  @Test
  void aDeclarationMetadataNamesKeepsItsName() {
    // Metadata holds no use: renaming would leave !0 naming a function that is gone (opt crashes here).
    Module m = Hoist.parse("""
        declare i32 @llvm.ctpop(i32)
        define i32 @f(i32 %x) {
          %r = call i32 @llvm.ctpop(i32 %x), !foo !0
          ret i32 %r
        }
        !0 = !{i32 (i32)* @llvm.ctpop}
        """);
    assertNotNull(m.getFunction("llvm.ctpop"));
    assertNull(m.getFunction("llvm.ctpop.i32"));
  }

  @Test
  void olderFormsUsedOtherwiseThanCalledAndTargetIntrinsicsAreLeftAlone() {
    Module m = Hoist.parse("""
        declare i32 @llvm.ctlz.i32(i32)
        declare <4 x i32> @llvm.x86.sse2.psrl.d(<4 x i32>, <4 x i32>)
        @p = global i32 (i32)* @llvm.ctlz.i32
        """);
    assertEquals(1, m.getFunction("llvm.ctlz.i32").functionType().numParams());
    assertNotNull(m.getFunction("llvm.x86.sse2.psrl.d"));
  }
}
