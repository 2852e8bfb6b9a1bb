package dev.hoist.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.attr.AttributeList;
import dev.hoist.testutil.Hoist;
import dev.hoist.testutil.Llvm;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * LLVM gives every declaration of a known intrinsic the attributes of its intrinsic table; Hoist's
 * parser must do the same ({@link Intrinsics}). A file declaring many intrinsics bare, or with
 * attributes LLVM throws away, must print with the attributes {@code opt -S} prints: the same
 * "; Function Attrs:" comment and the same return and parameter attributes.
 */
class IntrinsicAttributesTest {
  private static final Path BARE = Path.of("src/test/resources/intrinsics/bare-declarations.ll");

  @Test
  void declarationsGetTheAttributesOptPrints() throws IOException {
    Llvm.require();
    Llvm.Result opt = Llvm.normalized(BARE);
    assertTrue(opt.ok(), opt.stderr());
    Map<String, String> expected = declarations(opt.stdout());
    Map<String, String> actual = declarations(Hoist.print(Hoist.parseFile(BARE)));
    assertTrue(expected.size() >= 80, "declarations in the test file: " + expected.size());
    assertEquals(expected.keySet(), actual.keySet());
    for (String name : expected.keySet()) assertEquals(expected.get(name), actual.get(name), name);
  }

  @Test
  void unknownNamesKeepTheirAttributes() throws IOException {
    Module m = Hoist.parseFile(BARE);
    // Not intrinsics: an unknown name, a suffix on a name that is not overloaded.
    assertTrue(m.getFunction("llvm.hoist.unknown").attributes().fn().has("hoist"));
    assertTrue(m.getFunction("llvm.hoist.unknown").attributes().ret().has("noalias"));
    assertTrue(m.getFunction("llvm.trap.extra.suffix").attributes().fn().has("cold"));
    // Known: the declared cold/noinline group is gone, the table's attributes are there.
    AttributeList trap = m.getFunction("llvm.trap").attributes();
    assertFalse(trap.fn().has("noinline"));
    assertTrue(trap.fn().has("noreturn"));
    assertTrue(m.getFunction("llvm.sqrt.f64").attributes().fn().has("readnone"));
    assertTrue(m.getFunction("llvm.memset.p0i8.i64").attributes().param(3).has("immarg"));
  }

  @Test
  void lookupFollowsLlvmsNameMatching() {
    assertTrue(Intrinsics.isIntrinsic("llvm.memcpy.p0i8.p0i8.i64"));
    assertTrue(Intrinsics.isIntrinsic("llvm.memcpy.inline.p0i8.p0i8.i64"));
    assertTrue(Intrinsics.isIntrinsic("llvm.memcpy")); // an overloaded name, exactly
    assertTrue(Intrinsics.isIntrinsic("llvm.x86.sse2.pause"));
    assertFalse(Intrinsics.isIntrinsic("llvm.x86.sse2.pause.v2")); // not overloaded
    assertFalse(Intrinsics.isIntrinsic("llvm.memcpyx"));
    assertFalse(Intrinsics.isIntrinsic("llvm."));
    assertFalse(Intrinsics.isIntrinsic("llvm.x86"));
    assertNull(Intrinsics.attributes("memcpy", 3));
    // Parameter attributes beyond the declaration's parameters are dropped.
    assertEquals(1, Intrinsics.attributes("llvm.memcpy.p0i8.p0i8.i64", 1).numParamSets());
  }

  /** Function name -> its "; Function Attrs:" comment and declare line, without trailing function attributes. */
  private static Map<String, String> declarations(String text) {
    Map<String, String> out = new TreeMap<>();
    String comment = "";
    for (String line : text.split("\n")) {
      if (line.startsWith("; Function Attrs: ")) {
        comment = line;
        continue;
      }
      if (line.startsWith("declare ")) {
        int at = line.indexOf('@');
        String name = line.substring(at + 1, line.indexOf('(', at));
        // opt writes "#N", Hoist the attributes themselves: both come after the parameter list.
        String head = line.substring(0, line.lastIndexOf(')') + 1);
        out.put(name, comment + "\n" + head);
      }
      comment = "";
    }
    return out;
  }
}
