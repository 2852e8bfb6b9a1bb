package dev.hoist.ir.bitcode;

import java.util.Objects;
import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.attr.AttributeSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Numbers attribute lists and the groups they are made of, and writes PARAMATTR_GROUP_BLOCK and
 * PARAMATTR_BLOCK. A group is one position's attributes (function, return, a parameter); equal
 * ones share a number, as do equal lists.
 */
final class AttributeTableWriter {
  private record GroupKey(long index, AttributeSet attrs) {
    // Written out: a record's generated methods are method-handle chains, slow before C2 compiles them
    // (and interpreted in the native image).
    @Override
    public boolean equals(Object o) {
      return o instanceof GroupKey k && k.index == index && Objects.equals(k.attrs, attrs);
    }

    @Override
    public int hashCode() {
      return Long.hashCode(index) * 31 + Objects.hashCode(attrs);
    }
  }

  private final Map<GroupKey, Integer> groups = new HashMap<>();
  private final List<GroupKey> groupOrder = new ArrayList<>();
  private final Map<List<Integer>, Integer> lists = new HashMap<>();
  private final List<List<Integer>> listOrder = new ArrayList<>();
  private final TypeTableWriter types;

  AttributeTableWriter(TypeTableWriter types) {
    this.types = types;
  }

  /** The number records give {@code l}: 0 for none, else its index + 1. */
  int id(AttributeList l) {
    if (l == AttributeList.EMPTY || isEmpty(l)) return 0;
    List<Integer> key = new ArrayList<>();
    group(key, 0xffffffffL, l.fn());
    group(key, 0, l.ret());
    for (int i = 0; i < l.numParamSets(); i++) group(key, i + 1, l.param(i));
    if (key.isEmpty()) return 0;
    Integer id = lists.get(key);
    if (id == null) {
      id = listOrder.size() + 1;
      lists.put(key, id);
      listOrder.add(key);
    }
    return id;
  }

  static boolean isEmpty(AttributeList l) {
    if (!l.fn().isEmpty() || !l.ret().isEmpty()) return false;
    for (int i = 0; i < l.numParamSets(); i++) if (!l.param(i).isEmpty()) return false;
    return true;
  }

  /** The number of a global variable's attributes (a list with only function attributes). */
  int id(AttributeSet s) {
    return id(new AttributeList(s, AttributeSet.EMPTY, new AttributeSet[0]));
  }

  private void group(List<Integer> key, long index, AttributeSet s) {
    if (s.isEmpty()) return;
    GroupKey g = new GroupKey(index, s);
    Integer id = groups.get(g);
    if (id == null) {
      id = groupOrder.size() + 1;
      groups.put(g, id);
      groupOrder.add(g);
      for (int i = 0; i < s.size(); i++) if (s.get(i) instanceof Attribute.TypeAttr t && t.type() != null) types.id(t.type());
    }
    key.add(id);
  }

  void write(BitstreamWriter w) {
    if (groupOrder.isEmpty()) return;
    w.enterBlock(PARAMATTR_GROUP_BLOCK_ID, 3);
    List<Long> rec = new ArrayList<>();
    for (int i = 0; i < groupOrder.size(); i++) {
      GroupKey g = groupOrder.get(i);
      rec.clear();
      rec.add((long) i + 1);
      rec.add(g.index);
      for (int k = 0; k < g.attrs.size(); k++) encode(rec, g.attrs.get(k));
      long[] ops = new long[rec.size()];
      for (int k = 0; k < ops.length; k++) ops[k] = rec.get(k);
      w.record(PARAMATTR_GRP_CODE_ENTRY, ops, ops.length, 0);
    }
    w.exitBlock();
    w.enterBlock(PARAMATTR_BLOCK_ID, 3);
    for (List<Integer> l : listOrder) {
      long[] ops = new long[l.size()];
      for (int k = 0; k < ops.length; k++) ops[k] = l.get(k);
      w.record(PARAMATTR_CODE_ENTRY, ops, ops.length, 0);
    }
    w.exitBlock();
  }

  private void encode(List<Long> rec, Attribute a) {
    switch (a) {
      case Attribute.Enum e -> {
        rec.add(0L);
        rec.add((long) code(e.kind()));
      }
      case Attribute.Int i -> {
        rec.add(1L);
        rec.add((long) code(i.kind()));
        rec.add(i.value());
      }
      case Attribute.AllocSize s -> {
        rec.add(1L);
        rec.add((long) code("allocsize"));
        rec.add(((long) s.first() << 32) | (s.second() < 0 ? 0xffffffffL : s.second() & 0xffffffffL));
      }
      case Attribute.VScaleRange v -> {
        rec.add(1L);
        rec.add((long) code("vscale_range"));
        // vscale_range(N) is vscale_range(N,N), as LLVM's parser reads it.
        rec.add(((long) v.min() << 32) | ((v.max() < 0 ? v.min() : v.max()) & 0xffffffffL));
      }
      case Attribute.TypeAttr t -> {
        rec.add(t.type() == null ? 5L : 6L);
        rec.add((long) code(t.kind()));
        if (t.type() != null) rec.add((long) types.id(t.type()));
      }
      case Attribute.Str s -> {
        boolean value = s.value() != null && !s.value().isEmpty();
        rec.add(value ? 4L : 3L);
        for (int k = 0; k < s.kind().length(); k++) rec.add((long) (s.kind().charAt(k) & 0xff));
        rec.add(0L);
        if (value) {
          for (int k = 0; k < s.value().length(); k++) rec.add((long) (s.value().charAt(k) & 0xff));
          rec.add(0L);
        }
      }
    }
  }

  private static int code(String kind) {
    int c = AttributeKinds.code(kind);
    if (c < 0) throw new IllegalArgumentException("attribute '" + kind + "' has no LLVM 14 bitcode code");
    return c;
  }
}
