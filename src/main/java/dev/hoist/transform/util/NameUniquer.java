package dev.hoist.transform.util;

import dev.hoist.ir.Function;
import dev.hoist.ir.LocalNames;
import dev.hoist.util.ObjectIntMap;

/**
 * Hands out local names that are unused in a function, the way LLVM's symbol table does: the
 * wanted name if free, else the name with a counter appended ({@code x.preheader}, then
 * {@code x.preheader1}, ...), with one suffix counter per function that lives as long as the
 * function, as LLVM's does, so names come out as opt's. Build one per function at the start of a
 * transform (a loop pass manager builds one after each change to the CFG, so that names the
 * change freed are free again, as LLVM's symbol table frees them). A table sees the function's
 * names as they are at its first request ({@link Function#localNames}), since most transforms of
 * most functions never need one, plus every name it handed out since.
 */
public final class NameUniquer {
  private final Function owner;
  /** The function's names as of this table's first request; null before. */
  private LocalNames names;
  private int namesVersion;
  /** The names this table handed out or was told of (their values unused); made on the first request. */
  private ObjectIntMap given;

  public NameUniquer(Function f) {
    this.owner = f;
  }

  /** Takes {@code name} unless the function or this table has it; returns whether it was free. */
  private boolean add(String name) {
    if (names.holds(name)) return false;
    return given.putIfAbsent(name, 0) < 0;
  }

  /**
   * Reads the function's names on the first request. A later table's request updates the counts
   * this one reads; then this one reads them anew (no name it gave is lost, and the tables of one
   * function are not used side by side in practice).
   */
  private void ensureNames() {
    if (given == null) given = new ObjectIntMap(16);
    if (names == null || names.version() != namesVersion) {
      names = owner.localNames();
      namesVersion = names.version();
    }
  }

  /** A free name based on {@code base}, now reserved; null for an empty base (the value stays unnamed). */
  public String unique(String base) {
    if (base == null || base.isEmpty()) return null;
    ensureNames();
    if (add(base)) return base;
    String cand;
    do {
      cand = base + owner.nextUniqueSuffix();
    } while (!add(cand));
    return cand;
  }

  /** Marks {@code name} as taken (for names given outside this uniquer). */
  public void reserve(String name) {
    ensureNames();
    if (name != null) add(name);
  }
}
