package dev.hoist.analysis.alias;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hoist.ir.Argument;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.IntegerType;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The table of answers the analysis keeps until invalidated. */
class AliasResultCacheTest {
  @Test
  void keepsEveryPairApartByOrderAndSizes() {
    IrLookup ir = new IrLookup("""
        define void @f(i32* %a, i32* %b, i32* %c) {
          ret void
        }
        """);
    List<Value> vs = new ArrayList<>();
    for (Argument a : ir.f.args()) vs.add(a);
    AliasResultCache cache = new AliasResultCache();
    // Enough entries to grow the table several times; codes include negative ones (offsets below 0).
    int n = 0;
    for (Value x : vs) {
      for (Value y : vs) {
        for (long s = 0; s < 200; s++) {
          cache.put(x, s, y, 199 - s, code(n++));
        }
      }
    }
    n = 0;
    for (Value x : vs) {
      for (Value y : vs) {
        for (long s = 0; s < 200; s++) {
          assertEquals(code(n++), cache.get(x, s, y, 199 - s));
        }
      }
    }
    assertEquals(AliasResultCache.MISSING, cache.get(vs.get(0), 0, vs.get(1), 0));
    cache.put(vs.get(0), 7, vs.get(1), 9, AliasCode.MUST);
    assertEquals(AliasCode.MUST, cache.get(vs.get(0), 7, vs.get(1), 9));
    assertEquals(AliasResultCache.MISSING, cache.get(vs.get(1), 9, vs.get(0), 7));
    cache.clear();
    assertEquals(AliasResultCache.MISSING, cache.get(vs.get(0), 7, vs.get(1), 9));
  }

  @Test
  void aReleasedTableIsEmptyAndServesTheNextLargeOne() {
    IrLookup ir = new IrLookup("""
        define void @f(i32* %a, i32* %b) {
          ret void
        }
        """);
    Value a = ir.f.args().get(0), b = ir.f.args().get(1);
    // Past the size from which released tables are kept (16,384 slots: 8,192 pairs and more).
    AliasResultCache first = new AliasResultCache();
    for (long s = 0; s < 10_000; s++) first.put(a, s, b, s, AliasCode.MAY);
    first.release();
    // The released table answers as a new one, and takes answers again.
    assertEquals(AliasResultCache.MISSING, first.get(a, 1, b, 1));
    first.put(a, 1, b, 1, AliasCode.NO);
    assertEquals(AliasCode.NO, first.get(a, 1, b, 1));
    // The next table to grow that large starts from the released arrays, emptied.
    AliasResultCache second = new AliasResultCache();
    for (long s = 0; s < 10_000; s++) {
      assertEquals(AliasResultCache.MISSING, second.get(a, s, b, s));
      second.put(a, s, b, s, code((int) s));
    }
    for (long s = 0; s < 10_000; s++) assertEquals(code((int) s), second.get(a, s, b, s));
    assertEquals(AliasCode.NO, first.get(a, 1, b, 1));
  }

  private static int code(int n) {
    return n % 3 == 0 ? AliasCode.partial(-n) : n % 3 == 1 ? AliasCode.NO : AliasCode.MAY;
  }

  @Test
  void answersStandUntilTheAnalysisIsInvalidated() {
    IrLookup ir = new IrLookup("""
        define void @f(i32* %p) {
          %q = getelementptr i32, i32* %p, i64 1
          %r = getelementptr i32, i32* %p, i64 0
          ret void
        }
        """);
    AliasAnalysis aa = AliasAnalysis.of(ir.f);
    MemoryLocation q = MemoryLocation.precise(ir.value("%q"), 4);
    MemoryLocation r = MemoryLocation.precise(ir.value("%r"), 4);
    assertEquals(AliasResult.NO_ALIAS, aa.alias(q, r));
    // %q now addresses what %r does: a pass that rewrites addresses must invalidate the analysis.
    ((Instruction) ir.value("%q")).setOperand(1, ConstantInt.get(IntegerType.get(64), 0));
    assertEquals(AliasResult.NO_ALIAS, aa.alias(q, r));
    aa.invalidate();
    assertEquals(AliasResult.MUST_ALIAS, aa.alias(q, r));
  }
}
