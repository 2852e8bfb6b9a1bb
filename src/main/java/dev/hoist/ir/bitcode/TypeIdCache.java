package dev.hoist.ir.bitcode;

import dev.hoist.ir.type.Type;

/**
 * The last few types numbered and their ids, for one thread: a body or a run of constants names
 * few types, and a map lookup per operand costs more than the rest of writing it.
 */
final class TypeIdCache {
  private final Type[] types = new Type[8];
  private final int[] ids = new int[8];
  private int next;

  /** The id of {@code t} through {@code numbering} when it is not among the last few. */
  int id(Type t, ConstantPool.Ids numbering) {
    for (int i = 0; i < types.length; i++) if (types[i] == t) return ids[i];
    int id = numbering.typeId(t);
    types[next] = t;
    ids[next] = id;
    next = (next + 1) & (types.length - 1);
    return id;
  }
}
