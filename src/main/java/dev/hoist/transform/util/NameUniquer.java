package dev.hoist.transform.util;

import dev.hoist.ir.Argument;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.util.ObjectIntMap;

/**
 * Hands out local names that are unused in a function, the way LLVM's symbol table does: the
 * wanted name if free, else the name with a counter appended ({@code x.preheader}, then
 * {@code x.preheader1}, ...), with one suffix counter per function that lives as long as the
 * function, as LLVM's does, so names come out as opt's. Build one per function at the start of a
 * transform; the function's
 * names are collected on the first request, since most transforms of most functions never need one.
 */
public final class NameUniquer {
  private final Function owner;
  private Function function; // non-null until the names are collected
  /**
   * The names taken (their values unused): a table is filled with all of a large function's names
   * after each change to its CFG, and a hash set's entry objects made most of that cost.
   */
  private final ObjectIntMap used;

  public NameUniquer(Function f) {
    this(f, 0);
  }

  /**
   * A table for {@code f} sized for about {@code expectedNames} names: a loop pass manager makes one
   * after each change to the CFG, knowing the size of the last.
   */
  public NameUniquer(Function f, int expectedNames) {
    this.owner = f;
    this.function = f;
    this.used = new ObjectIntMap(expectedNames);
  }

  /** How many names are taken (once collected). */
  public int size() {
    return used.size();
  }

  /** Adds {@code name} to the taken names; returns whether it was free. */
  private boolean add(String name) {
    return used.putIfAbsent(name, 0) < 0;
  }

  private void collect() {
    Function f = function;
    function = null;
    for (Argument a : f.args()) if (a.hasName()) add(a.name());
    for (BasicBlock b : f.blocks()) {
      if (b.hasName()) add(b.name());
      for (Instruction i = b.first(); i != null; i = i.next()) if (i.hasName()) add(i.name());
    }
  }

  /** A free name based on {@code base}, now reserved; null for an empty base (the value stays unnamed). */
  public String unique(String base) {
    if (base == null || base.isEmpty()) return null;
    if (function != null) collect();
    if (add(base)) return base;
    String cand;
    do {
      cand = base + owner.nextUniqueSuffix();
    } while (!add(cand));
    return cand;
  }

  /** Marks {@code name} as taken (for names given outside this uniquer). */
  public void reserve(String name) {
    if (function != null) collect();
    if (name != null) add(name);
  }
}
