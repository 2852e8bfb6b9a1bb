package dev.hoist.transform.util;

import dev.hoist.ir.Argument;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Hands out local names that are unused in a function, the way LLVM's symbol table does: the
 * wanted name if free, else the name with a counter appended ({@code x.preheader}, then
 * {@code x.preheader1}, ...). Build one per function at the start of a transform.
 */
public final class NameUniquer {
  private final Set<String> used = new HashSet<>();
  private final Map<String, Integer> counters = new HashMap<>();

  public NameUniquer(Function f) {
    for (Argument a : f.args()) if (a.hasName()) used.add(a.name());
    for (BasicBlock b : f.blocks()) {
      if (b.hasName()) used.add(b.name());
      for (Instruction i = b.first(); i != null; i = i.next()) if (i.hasName()) used.add(i.name());
    }
  }

  /** A free name based on {@code base}, now reserved; null for an empty base (the value stays unnamed). */
  public String unique(String base) {
    if (base == null || base.isEmpty()) return null;
    if (used.add(base)) return base;
    int n = counters.getOrDefault(base, 0);
    String cand;
    do {
      cand = base + (++n);
    } while (used.contains(cand));
    counters.put(base, n);
    used.add(cand);
    return cand;
  }

  /** Marks {@code name} as taken (for names given outside this uniquer). */
  public void reserve(String name) {
    if (name != null) used.add(name);
  }
}
