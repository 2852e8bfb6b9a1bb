package dev.hoist.transform.vectorize;

import dev.hoist.analysis.access.Access;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.ExtractElementInst;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.InsertElementInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.MemoryAccess;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.ShuffleVectorInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The vector loads and stores of a {@link VectorBody}, one per part (vector) of each access, in
 * the forms of {@link VectorAccess}:
 *
 * <pre>
 *   consecutive   %next.gep = getelementptr i32, i32* %a, i64 %index        ; part 1: ... i64 4 more
 *                 load &lt;4 x i32&gt;
 *   reverse       getelementptr i32, i32* %a.last, i64 %rev.index, then i64 -3
 *                 load &lt;4 x i32&gt;, then shufflevector &lt;3, 2, 1, 0&gt;
 *   group (2)     load &lt;8 x i32&gt; from %p + 2 * %index
 *                 %strided.vec = shufflevector &lt;0, 2, 4, 6&gt;, &lt;1, 3, 5, 7&gt;  (stores: the reverse)
 * </pre>
 *
 * Each vector access keeps the scalar one's alignment (stated: a vector type's own alignment is
 * its size, which an element array does not have), TBAA and alias scopes. First addresses are
 * computed before the loop, at the end of the preheader.
 */
final class VectorMemory {
  private static final IntegerType I64 = IntegerType.I64;

  private final VectorBody body;
  private final VectorPlan plan;
  private final ScevExpander expander;
  private final Instruction firstAddressPoint;
  private final int vf;
  private final int ic;
  /** The shuffled lanes of each member of a load group, by part; a store group's values so far. */
  private final Map<VectorAccess.Group, Value[][]> groupLanes = new HashMap<>();
  /** The address of each access's part 0, made on first use. */
  private final Map<Instruction, Value> partZero = new HashMap<>();
  /** {@code -index}, made on first use by a reverse access. */
  private Value reverseIndex;
  /** The vector accesses made for each scalar one (for alias scopes). */
  private final Map<Instruction, List<Instruction>> made = new HashMap<>();

  VectorMemory(VectorBody body, VectorPlan plan, ScevExpander expander, BasicBlock preheader) {
    this.body = body;
    this.plan = plan;
    this.expander = expander;
    this.firstAddressPoint = preheader.terminator();
    this.vf = plan.width();
    this.ic = plan.interleave();
  }

  /** The vector loads and stores made for the scalar access {@code i}. */
  List<Instruction> madeFor(Instruction i) {
    return made.getOrDefault(i, List.of());
  }

  /** The parts of the vector form of the load {@code l}. */
  Value[] load(LoadInst l) {
    VectorAccess a = plan.accessOf(l);
    Value[] parts = new Value[ic];
    switch (a.kind()) {
      case CONSECUTIVE, REVERSE -> {
        for (int k = 0; k < ic; k++) {
          Instruction w = new LoadInst(VectorType.get(vf, l.type()), address(a, l.pointer(), k), alignment(l.align(), a.access()));
          copyMemoryMetadata(l, w);
          parts[k] = body.append(w, "wide.load");
          record(l, w);
          if (a.kind() == VectorAccess.Kind.REVERSE) parts[k] = body.append(reverse(parts[k]), "reverse");
        }
      }
      case GROUP -> {
        Value[][] lanes = groupLanes.computeIfAbsent(a.group(), g -> loadGroup(g, l));
        for (int k = 0; k < ic; k++) parts[k] = lanes[k][a.member()];
      }
      case SCALARIZED -> {
        VectorType vt = VectorType.get(vf, l.type());
        for (int k = 0; k < ic; k++) {
          Value v = ConstantSimple.poison(vt);
          for (int j = 0; j < vf; j++) {
            Instruction one = new LoadInst(l.type(), laneAddress(a, l.pointer(), k * vf + j), l.align());
            copyMemoryMetadata(l, one);
            body.append(one, null);
            record(l, one);
            v = body.append(new InsertElementInst(v, one, ConstantInt.get(IntegerType.I32, j)), null);
          }
          parts[k] = v;
        }
      }
      default -> throw new IllegalStateException("vectorizer: an invariant load is uniform");
    }
    return parts;
  }

  /**
   * Computes, where the body is now, the element pointer the lanes of the access {@code i} are
   * addressed from, so that lanes behind branches ({@link PredicatedLanes}) share it.
   */
  void prepareLanes(Instruction i) {
    laneAddress(plan.accessOf(i), ((MemoryAccess) i).pointer(), 0);
  }

  /** Lane {@code lane} (counted over all parts) of the load {@code l}, as a scalar load. */
  Value laneLoad(LoadInst l, int lane) {
    Instruction one = new LoadInst(l.type(), laneAddress(plan.accessOf(l), l.pointer(), lane), l.align());
    copyMemoryMetadata(l, one);
    body.append(one, null);
    record(l, one);
    return one;
  }

  /** Stores {@code v} as lane {@code lane} (counted over all parts) of the store {@code s}. */
  void laneStore(StoreInst s, Value v, int lane) {
    Instruction one = new StoreInst(v, laneAddress(plan.accessOf(s), s.pointer(), lane), s.align());
    copyMemoryMetadata(s, one);
    body.append(one, null);
    record(s, one);
  }

  /** Emits the vector form of the store {@code s}, its value's parts {@code values}. */
  void store(StoreInst s, Value[] values) {
    VectorAccess a = plan.accessOf(s);
    if (a.kind() == VectorAccess.Kind.GROUP) {
      Value[][] lanes = groupLanes.computeIfAbsent(a.group(), g -> new Value[ic][g.factor()]);
      for (int k = 0; k < ic; k++) lanes[k][a.member()] = values[k];
      if (a.group().carrier(plan.accessList()) == a.access()) storeGroup(a.group(), lanes, s);
      return;
    }
    if (a.kind() == VectorAccess.Kind.SCALARIZED) {
      for (int k = 0; k < ic; k++) {
        for (int j = 0; j < vf; j++) {
          Value lane = body.append(new ExtractElementInst(values[k], ConstantInt.get(IntegerType.I32, j)), null);
          Instruction one = new StoreInst(lane, laneAddress(a, s.pointer(), k * vf + j), s.align());
          copyMemoryMetadata(s, one);
          body.append(one, null);
          record(s, one);
        }
      }
      return;
    }
    for (int k = 0; k < ic; k++) {
      Value v = a.kind() == VectorAccess.Kind.REVERSE ? body.append(reverse(values[k]), "reverse") : values[k];
      Instruction w = new StoreInst(v, address(a, s.pointer(), k), alignment(s.align(), a.access()));
      copyMemoryMetadata(s, w);
      body.append(w, null);
      record(s, w);
    }
  }

  /** The address of part {@code k} of a consecutive or reverse access: its lowest lane's element. */
  private Value address(VectorAccess a, Value original, int k) {
    PointerType pt = (PointerType) original.type();
    Type elem = a.access().element();
    PointerType elemPtr = pt.isOpaque() ? pt : PointerType.get(elem, pt.addrSpace());
    boolean reverse = a.kind() == VectorAccess.Kind.REVERSE;
    if (reverse && reverseIndex == null) {
      reverseIndex = body.append(new BinaryInst(Opcode.SUB, ConstantInt.get(I64, 0), body.index()), "rev.index");
    }
    Value ptr = partZero.computeIfAbsent(a.access().inst(), x -> {
      Value base = expander.expand(plan.accessInfo().firstAddress(a.access()), elemPtr, firstAddressPoint);
      return body.append(new GepInst(elem, elemPtr, base, List.of(reverse ? reverseIndex : body.index())), "next.gep");
    });
    long offset = reverse ? -((long) k * vf + vf - 1) : (long) k * vf;
    if (offset != 0) ptr = body.append(new GepInst(elem, elemPtr, ptr, List.of(ConstantInt.get(I64, offset))), "part.gep");
    return vectorPointer(ptr, pt, elem, vf);
  }

  /**
   * The address of lane {@code lane} (counted over all parts) of a scalarized access: the first
   * address plus {@code (index + lane) * stride}, from one element pointer per access.
   */
  private Value laneAddress(VectorAccess a, Value original, int lane) {
    PointerType pt = (PointerType) original.type();
    Type elem = a.access().element();
    long stride = plan.accessInfo().strideBytes(a.access()) / a.access().bytes();
    Value row = partZero.computeIfAbsent(a.access().inst(), x -> {
      Value base = expander.expand(plan.accessInfo().firstAddress(a.access()), pt.isOpaque() ? pt : PointerType.get(elem, pt.addrSpace()),
          firstAddressPoint);
      return body.append(new GepInst(elem, base.type(), base, List.of(body.groupIndex(stride))), "next.gep");
    });
    long offset = lane * stride;
    return offset == 0 ? row : body.append(new GepInst(elem, row.type(), row, List.of(ConstantInt.get(I64, offset))), null);
  }

  /** Loads the whole group for each part and takes each member's lanes out. */
  private Value[][] loadGroup(VectorAccess.Group g, LoadInst carrier) {
    Value[][] lanes = new Value[ic][g.factor()];
    for (int k = 0; k < ic; k++) {
      Value wide = body.append(new LoadInst(VectorType.get(vf * g.factor(), carrier.type()), groupAddress(g, carrier.pointer(), k),
          groupAlignment(g)), "wide.vec");
      commonMemoryMetadata(g, (Instruction) wide);
      for (Access m : g.members()) if (m != null) record(m.inst(), (Instruction) wide);
      for (int j = 0; j < g.factor(); j++) {
        if (g.members().get(j) == null) continue;
        int[] mask = new int[vf];
        for (int t = 0; t < vf; t++) mask[t] = t * g.factor() + j;
        lanes[k][j] = body.append(new ShuffleVectorInst(wide, ConstantSimple.poison(wide.type()), mask,
            VectorType.get(vf, carrier.type())), "strided.vec");
      }
    }
    return lanes;
  }

  /** Puts the members' lanes of each part together and stores them as one vector. */
  private void storeGroup(VectorAccess.Group g, Value[][] lanes, StoreInst carrier) {
    Type elem = carrier.value().type();
    for (int k = 0; k < ic; k++) {
      List<Value> parts = new ArrayList<>(List.of(lanes[k]));
      Value all = concatenate(parts);
      int[] mask = new int[vf * g.factor()];
      for (int t = 0; t < vf; t++) for (int j = 0; j < g.factor(); j++) mask[t * g.factor() + j] = j * vf + t;
      Value interleaved = body.append(new ShuffleVectorInst(all, ConstantSimple.poison(all.type()), mask,
          VectorType.get(vf * g.factor(), elem)), "interleaved.vec");
      Instruction w = new StoreInst(interleaved, groupAddress(g, carrier.pointer(), k), groupAlignment(g));
      commonMemoryMetadata(g, w);
      for (Access m : g.members()) record(m.inst(), w);
      body.append(w, null);
    }
  }

  /** One vector of all of {@code vectors}' lanes in order (shuffles of pairs; an odd one out padded with undefined lanes). */
  private Value concatenate(List<Value> vectors) {
    while (vectors.size() > 1) {
      List<Value> next = new ArrayList<>();
      for (int k = 0; k + 1 < vectors.size(); k += 2) next.add(concat(vectors.get(k), vectors.get(k + 1)));
      if (vectors.size() % 2 == 1) next.add(vectors.get(vectors.size() - 1));
      vectors = next;
    }
    return vectors.get(0);
  }

  private Value concat(Value a, Value b) {
    VectorType ta = (VectorType) a.type();
    VectorType tb = (VectorType) b.type();
    int la = ta.length();
    int lb = tb.length();
    if (lb < la) { // pad b to a's length with undefined lanes
      int[] pad = new int[la];
      for (int t = 0; t < la; t++) pad[t] = t < lb ? t : -1;
      b = body.append(new ShuffleVectorInst(b, ConstantSimple.poison(tb), pad, ta), null);
    }
    int[] mask = new int[la + lb];
    for (int t = 0; t < la + lb; t++) mask[t] = t;
    return body.append(new ShuffleVectorInst(a, b, mask, VectorType.get(la + lb, ta.element())), null);
  }

  /** The address of part {@code k} of a group: member 0 of iteration {@code index + k * vf}. */
  private Value groupAddress(VectorAccess.Group g, Value original, int k) {
    PointerType pt = (PointerType) original.type();
    Type elem = firstMember(g).element();
    PointerType elemPtr = pt.isOpaque() ? pt : PointerType.get(elem, pt.addrSpace());
    Value base = expander.expand(g.start(), elemPtr, firstAddressPoint);
    Value offset = body.groupIndex(g.factor());
    Value ptr = body.append(new GepInst(elem, elemPtr, base, List.of(offset)), "next.gep");
    long partOffset = (long) k * vf * g.factor();
    if (partOffset != 0) ptr = body.append(new GepInst(elem, elemPtr, ptr, List.of(ConstantInt.get(I64, partOffset))), "part.gep");
    return vectorPointer(ptr, pt, elem, vf * g.factor());
  }

  private Value vectorPointer(Value ptr, PointerType pt, Type elem, int lanes) {
    if (pt.isOpaque()) return ptr;
    return body.append(new CastInst(Opcode.BITCAST, ptr, PointerType.get(VectorType.get(lanes, elem), pt.addrSpace())), "vec.ptr");
  }

  private ShuffleVectorInst reverse(Value v) {
    int[] mask = new int[vf];
    for (int t = 0; t < vf; t++) mask[t] = vf - 1 - t;
    return new ShuffleVectorInst(v, ConstantSimple.poison(v.type()), mask, (VectorType) v.type());
  }

  private static Access firstMember(VectorAccess.Group g) {
    for (Access m : g.members()) if (m != null) return m;
    throw new IllegalStateException("vectorizer: an empty group");
  }

  /** The alignment of member 0's address, where the group's vector starts. */
  private long groupAlignment(VectorAccess.Group g) {
    Access m = g.members().get(0);
    return alignment(m.inst() instanceof LoadInst l ? l.align() : ((StoreInst) m.inst()).align(), m);
  }

  /**
   * The vector access's alignment: the scalar's, stated. An access without {@code align} has its
   * type's ABI alignment, and for a vector that would be 16 bytes (a movdqa that faults on an
   * i32 array).
   */
  private long alignment(long scalarAlign, Access a) {
    return scalarAlign != 0 ? scalarAlign : body.abiAlignment(a.element());
  }

  private void record(Instruction scalar, Instruction vector) {
    made.computeIfAbsent(scalar, x -> new ArrayList<>()).add(vector);
  }

  /**
   * The metadata every member of {@code g} carries alike: a TBAA tag or scope list that differs
   * between members (the fields of a structure) says nothing true of the wide access.
   */
  private static void commonMemoryMetadata(VectorAccess.Group g, Instruction to) {
    for (String kind : new String[] {"tbaa", "alias.scope", "noalias"}) {
      MDNode common = null;
      boolean same = true;
      for (Access m : g.members()) {
        if (m == null) continue;
        MDNode n = m.inst().getMetadata(kind);
        if (n == null || common != null && common != n) same = false;
        common = n;
      }
      if (same && common != null) to.setMetadata(kind, common);
    }
  }

  private static void copyMemoryMetadata(Instruction from, Instruction to) {
    for (String kind : new String[] {"tbaa", "alias.scope", "noalias"}) {
      MDNode n = from.getMetadata(kind);
      if (n != null && to.getMetadata(kind) == null) to.setMetadata(kind, n);
    }
  }
}
