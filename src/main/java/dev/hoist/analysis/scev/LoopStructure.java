package dev.hoist.analysis.scev;

import dev.hoist.analysis.Loop;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Instruction;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Where expressions are defined relative to loops and blocks: loop dispositions (cached per loop
 * and expression) and dominance of an expression over a block (all its values are available
 * there). A recurrence is defined from the top of its loop's header, as its phi is.
 */
final class LoopStructure {
  private final ScalarEvolution se;
  private final Map<Loop, Map<Scev, LoopDisposition>> dispositions = new IdentityHashMap<>();
  private final Map<Scev, LoopDisposition> outside = new HashMap<>();

  LoopStructure(ScalarEvolution se) {
    this.se = se;
  }

  LoopDisposition disposition(Scev s, Loop l) {
    if (s instanceof ScevConstant) return LoopDisposition.INVARIANT;
    Map<Scev, LoopDisposition> m = l == null ? outside : dispositions.computeIfAbsent(l, k -> new HashMap<>());
    LoopDisposition d = m.get(s);
    if (d == null) {
      d = compute(s, l);
      m.put(s, d);
    }
    return d;
  }

  private LoopDisposition compute(Scev s, Loop l) {
    switch (s) {
      case ScevUnknown u -> {
        if (u.value() instanceof Instruction i && i.parent() != null && l != null && l.contains(i)) return LoopDisposition.VARIANT;
        return LoopDisposition.INVARIANT;
      }
      case ScevAddRec ar -> {
        if (ar.loop() == l) return LoopDisposition.COMPUTABLE;
        if (l == null) return LoopDisposition.VARIANT;
        // A recurrence of a loop nested in l (or after it) is not defined on entry to l.
        if (se.dt.dominates(l.header(), ar.loop().header())) return LoopDisposition.VARIANT;
        if (ar.loop().contains(l)) return LoopDisposition.INVARIANT;
        for (Scev o : ar.operands()) if (!se.isLoopInvariant(o, l)) return LoopDisposition.VARIANT;
        return LoopDisposition.INVARIANT;
      }
      default -> {
        boolean computable = false;
        for (Scev o : s.operands()) {
          LoopDisposition d = disposition(o, l);
          if (d == LoopDisposition.VARIANT) return d;
          if (d == LoopDisposition.COMPUTABLE) computable = true;
        }
        return computable ? LoopDisposition.COMPUTABLE : LoopDisposition.INVARIANT;
      }
    }
  }

  boolean properlyDominates(Scev s, BasicBlock b) {
    return switch (s) {
      case ScevConstant c -> true;
      case ScevCouldNotCompute c -> false;
      case ScevUnknown u -> !(u.value() instanceof Instruction i)
          || i.parent() != null && i.parent() != b && se.dt.dominates(i.parent(), b);
      case ScevAddRec ar -> {
        if (!se.dt.dominates(ar.loop().header(), b)) yield false;
        for (Scev o : ar.operands()) if (!properlyDominates(o, b)) yield false;
        yield true;
      }
      default -> {
        for (Scev o : s.operands()) if (!properlyDominates(o, b)) yield false;
        yield true;
      }
    };
  }
}
