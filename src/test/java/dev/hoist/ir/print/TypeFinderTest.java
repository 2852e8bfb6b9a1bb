package dev.hoist.ir.print;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hoist.ir.Module;
import dev.hoist.ir.parse.LlParser;
import dev.hoist.ir.type.StructType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The identified structs a module uses, in LLVM's order, whether or not the walk stops early. */
class TypeFinderTest {
  private static List<String> found(String ir) {
    Module m = LlParser.parse(ir);
    return TypeFinder.run(m).stream().map(StructType::name).toList();
  }

  @Test
  void structsFoundInGlobalsComeFirstAndUnusedOnesAreLeftOut() {
    String ir = """
        %unused = type { i8 }
        %b = type { i32 }
        %a = type { %b, i64 }
        @g = global %a zeroinitializer

        define void @f() {
          %x = alloca %b
          ret void
        }
        """;
    // %unused is never met: the walk goes through every function and finds nothing more.
    assertEquals(List.of("a", "b"), found(ir));
  }

  @Test
  void aStructFirstUsedInALaterFunctionIsStillFound() {
    String ir = """
        %a = type { i32 }
        %late = type { i16, i16 }
        @g = global %a zeroinitializer

        define void @f() {
          ret void
        }

        define void @h() {
          %x = alloca %late
          ret void
        }
        """;
    assertEquals(List.of("a", "late"), found(ir));
  }

  @Test
  void onceEveryStructIsFoundTheOrderIsTheFullWalks() {
    String ir = """
        %s = type { i32 }
        %t = type { %s* }

        define void @f(%t* %p) {
          %q = getelementptr %t, %t* %p, i64 0, i32 0
          ret void
        }

        define void @h() {
          %x = alloca %s
          ret void
        }
        """;
    assertEquals(List.of("t", "s"), found(ir));
  }
}
