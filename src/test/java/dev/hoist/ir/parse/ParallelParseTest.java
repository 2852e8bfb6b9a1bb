package dev.hoist.ir.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Module;
import dev.hoist.ir.Use;
import dev.hoist.ir.User;
import dev.hoist.ir.Value;
import dev.hoist.ir.print.LlPrinter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The parallel parse (initializers and bodies on worker threads, uses of globals linked afterwards)
 * builds the same module as the in-order parse: the same text, and the same use lists of globals,
 * forward references included. The suite runs with {@code hoist.parallelParseMinBytes=0}, and
 * the strict parse makes a failed parallel parse an error instead of a silent second parse in order.
 */
class ParallelParseTest {
  private static final String FORWARD = """
      @a = global i32* @c
      @b = global [2 x i32*] [i32* @c, i32* getelementptr (i32, i32* @c, i64 1)], align 16
      @c = global i32 0
      @d = global i32* @c ; a comment
      @0 = global i32* @1
      @1 = global i32 5
      @e = alias i32, i32* @c
      @f = global void ()* @fn
      @s = global i8* bitcast (i8** @s to i8*)
      @g = global { i8*, i32 } { i8* bitcast (void ()* @fn to i8*), i32 7 }
      @str = private constant [4 x i8] c"a,;\\00"

      define void @fn() personality i8* bitcast (i32* @c to i8*) {
      entry:
        %x = load i32, i32* @c
        store i32* @c, i32** @a
        br label %next

      next:
        store i32* @1, i32** @0
        ret void
      }

      @h = global i32* @c
      declare void @later()
      @k = global void ()* @later
      """;

  @Test
  void forwardReferencesKeepTheirUseOrder() {
    check(FORWARD.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
  }

  @Test
  void moduleWithNothingToShareOut() {
    // No function bodies and no initializers: no work for the worker threads.
    check("declare void @f()\n@g = external global i32\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
  }

  static Stream<Path> modules() throws IOException {
    try (Stream<Path> s = Files.list(Path.of("src/test/resources/corpus"))) {
      return s.filter(p -> p.toString().endsWith(".ll")).sorted().toList().stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modules")
  void corpusModule(Path module) throws IOException {
    byte[] src = Files.readAllBytes(module);
    if (new String(src, java.nio.charset.StandardCharsets.ISO_8859_1).contains("blockaddress")) return; // parsed in order
    check(src);
  }

  private static void check(byte[] src) {
    Module seq = LlParser.parse(src, 1);
    Module par = LlParser.parse(src, 2, null, true);
    assertEquals(LlPrinter.toText(seq), LlPrinter.toText(par));
    assertEquals(useLists(seq), useLists(par));
  }

  /** Every global's use list, each use as (user's ordinal in a fixed walk of the module, operand index). */
  private static List<String> useLists(Module m) {
    Map<Value, Integer> ordinal = new IdentityHashMap<>();
    List<GlobalValue> globals = new ArrayList<>(m.globals());
    globals.addAll(m.aliases());
    globals.addAll(m.functions());
    for (GlobalValue g : globals) number(g, ordinal);
    for (Function f : m.functions()) {
      for (BasicBlock b : f.blocks()) for (Instruction i = b.first(); i != null; i = i.next()) number(i, ordinal);
    }
    List<String> out = new ArrayList<>();
    for (GlobalValue g : globals) {
      StringBuilder sb = new StringBuilder(g.reference()).append(':');
      for (Use u = g.firstUse(); u != null; u = u.nextUse()) {
        sb.append(' ').append(ordinal.getOrDefault(u.user(), -1)).append('.').append(u.index());
      }
      out.add(sb.toString());
    }
    return out;
  }

  private static void number(Value v, Map<Value, Integer> ordinal) {
    if (ordinal.containsKey(v)) return;
    ordinal.put(v, ordinal.size());
    if (v instanceof User u) {
      for (int i = 0; i < u.numOperands(); i++) {
        Value op = u.operand(i);
        if (op instanceof User && !(op instanceof GlobalValue) && !(op instanceof Instruction)) number(op, ordinal);
      }
    }
  }
}
