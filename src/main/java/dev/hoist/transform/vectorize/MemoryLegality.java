package dev.hoist.transform.vectorize;

import dev.hoist.analysis.access.Access;
import dev.hoist.analysis.access.Dependence;
import dev.hoist.analysis.access.LoopAccessInfo;
import dev.hoist.analysis.alias.AliasResult;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.MemoryAccess;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.type.Type;
import java.util.List;
import java.util.Set;

/**
 * The vectorizer's memory rules, on the shared loop-access analysis ({@link LoopAccessInfo}).
 * Each access must be consecutive ({@code {start,+,size}}: lane k reads element k) or, for a
 * load, at an invariant address (read once per vector iteration); its first address must be
 * computable before the loop.
 *
 * <p>Lanes of one vector iteration run each instruction for all iterations before the next
 * instruction, so two accesses may not touch the same bytes in different iterations. A pair of a
 * store and another access is fine with the same address every iteration (of the same size), or
 * when alias analysis keeps everything their pointers may reach apart; a pair a constant distance
 * apart ({@code a[i]} and {@code a[i+1]}) is rejected; every other pair is tested at run time for
 * overlap over the iterations the vector loop runs.
 *
 * <p>First addresses are computed at {@code checkPoint}, where the vector loop's checks go (the
 * preheader's end), with {@code expander}.
 *
 * <pre>
 *   a[i] = a[i] + b[i]      ; load a[i] / store a[i]: same address; store a[i] / load b[i]: one check
 *   a[i+1] = a[i]           ; a constant distance apart: UnsafeDep
 * </pre>
 */
record MemoryLegality(LoopAccessInfo lai, ScevExpander expander, Instruction checkPoint) {

  /** Adds the access of {@code i} to {@code accesses}, or says why it has no vector form. */
  VectorizationLegality.Rejection plan(Instruction i, List<Access> accesses) {
    Access a = access(i);
    if (a == null) return new VectorizationLegality.Rejection("CantVectorizeMemory", "memory access is not consecutive or loop-invariant");
    if (!expander.isSafeToExpand(lai.firstAddress(a), checkPoint)) {
      return new VectorizationLegality.Rejection("CantVectorizeMemory", "the first address of an access cannot be computed before the loop");
    }
    accesses.add(a);
    return null;
  }

  /** The access of {@code i} when it is consecutive, or a load from an invariant address; else null. */
  private Access access(Instruction i) {
    Type elem = Access.typeOf(i);
    if (lai.scalarEvolution().layout().storeSize(elem) * 8 != lai.scalarEvolution().layout().sizeInBits(elem)) return null;
    if (lai.loop().isInvariant(((MemoryAccess) i).pointer()) && !(i instanceof LoadInst)) return null;
    Access a = lai.access(i);
    if (a.invariant()) return a;
    return lai.strideBytes(a) == a.bytes() ? a : null;
  }

  /**
   * Whether the uniform load {@code l}, whose address is computed in the loop, is apart from every
   * store of {@code widened}: no check before the loop can cover an address loaded in it.
   */
  boolean loadedAddressIsSafe(LoadInst l, Set<Instruction> widened) {
    for (Instruction w : widened) {
      if (w instanceof StoreInst && lai.aliasAcrossIterations(l, w) != AliasResult.NO_ALIAS) return false;
    }
    return true;
  }

  /**
   * Sorts every pair of a store and another access into: provably apart, checked at run time
   * (added to {@code checks} as indices into {@code accesses}), or unsafe (returned).
   */
  VectorizationLegality.Rejection dependences(List<Access> accesses, List<int[]> checks) {
    for (int a = 0; a < accesses.size(); a++) {
      Access x = accesses.get(a);
      for (int b = a + 1; b < accesses.size(); b++) {
        Access y = accesses.get(b);
        if (!x.isStore() && !y.isStore()) continue;
        Dependence d = lai.dependence(x, y, true);
        if (d == Dependence.SAME_ADDRESS) {
          if (x.bytes() != y.bytes()) return new VectorizationLegality.Rejection("UnsafeDep", "accesses of different sizes to one address");
          continue;
        }
        if (d == Dependence.NO_ALIAS) continue;
        // A fixed distance: the two ranges overlap unless the loop is short, so a check would fail.
        if (lai.hasConstantDistance(x, y)) {
          return new VectorizationLegality.Rejection("UnsafeDep", "unsafe dependent memory operations in loop");
        }
        if (!expander.isSafeToExpand(lai.firstAddress(x), checkPoint) || !expander.isSafeToExpand(lai.firstAddress(y), checkPoint)) {
          return new VectorizationLegality.Rejection("CantCheckMemory", "cannot identify array bounds");
        }
        checks.add(new int[] {a, b});
      }
    }
    return null;
  }
}
