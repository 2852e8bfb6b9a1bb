package dev.hoist.transform.vectorize;

import dev.hoist.analysis.Loop;
import dev.hoist.analysis.scev.ScevExpander;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.BrInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.CastInst;
import dev.hoist.ir.CmpInst;
import dev.hoist.ir.Flags;
import dev.hoist.ir.Function;
import dev.hoist.ir.GepInst;
import dev.hoist.ir.InsertElementInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.SelectInst;
import dev.hoist.ir.ShuffleVectorInst;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.UnaryInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantAggregate;
import dev.hoist.ir.constant.ConstantFP;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import dev.hoist.transform.util.IntrinsicDeclarations;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The body of the vector loop: each block of the scalar loop's body, for all lanes at once
 * (LLVM's VPlan recipes, emitted directly), every value as {@code interleave} vectors (parts) of
 * {@code width} lanes, part {@code k} holding iterations {@code index + k*width ..}. Uniform
 * instructions are copied as scalars (those that run on every iteration once, before the loop),
 * the rest widened; branches inside the body become masks ({@link VectorMasks}) and joins become
 * selects; inductions become vector phis stepping {@code width * interleave} iterations at a time;
 * loads and stores are {@link VectorMemory}'s.
 *
 * <pre>
 *   %v = load i32, i32* %p             %wide.load = load &lt;4 x i32&gt;, &lt;4 x i32&gt;* %vec.ptr
 *   %x = add i32 %v, %k        =&gt;      %0 = add &lt;4 x i32&gt; %wide.load, %broadcast.splat
 *   br i1 %c, label %then, ...         (a mask: %c's vector form, AND-ed along the paths)
 * </pre>
 *
 * {@link VectorLoopEmitter} builds the blocks around it and asks it for the values it needs.
 */
final class VectorBody {
  private final VectorPlan plan;
  private final NameUniquer names;
  private final Loop loop;
  private final BasicBlock vectorPh;
  private final BasicBlock vectorBody;
  private final BasicBlock middle;
  private final Value index;
  private final Function f;
  private final int width;
  private final int ic;
  private final VectorMasks masks;
  private final VectorMemory memory;
  private final Map<Value, Value[]> vector = new HashMap<>();
  /** The scalar copies of the uniform instructions (after a guard, the phi that carries it out). */
  private final Map<Value, Value> scalar = new HashMap<>();
  private final Map<Value, Value> broadcast = new HashMap<>();
  /** The copies made of each uniform instruction. */
  private final Map<Instruction, Instruction> copies = new HashMap<>();
  /** Where the vector loop's instructions go: the body, then the block after each guard. */
  private BasicBlock current;
  /** Vector induction phis and their per-iteration stride, completed once the body is built. */
  private final List<Stride> inductionUpdates = new ArrayList<>();
  /** The vector loop's blocks: the body and the blocks of its guards. */
  private final List<BasicBlock> blocks = new ArrayList<>();
  /** {@code index * factor} for interleaved groups, by factor. */
  private final Map<Long, Value> groupIndex = new HashMap<>();

  private record Stride(PhiInst phi, Value stride) {}

  /**
   * A body that starts in {@code vectorBody} (which holds the {@code index} phi), with loop
   * invariants broadcast in {@code vectorPh}, first addresses computed at the end of {@code pre}
   * (the block with the checks) and guard blocks placed before {@code middle}.
   */
  VectorBody(VectorPlan plan, NameUniquer names, ScevExpander expander, BasicBlock pre, BasicBlock vectorPh, BasicBlock vectorBody,
      BasicBlock middle, Value index) {
    this.plan = plan;
    this.names = names;
    loop = plan.loop();
    this.vectorPh = vectorPh;
    this.vectorBody = vectorBody;
    this.middle = middle;
    this.index = index;
    f = vectorBody.parent();
    width = plan.width();
    ic = plan.interleave();
    current = vectorBody;
    blocks.add(vectorBody);
    masks = new VectorMasks(this, plan);
    memory = new VectorMemory(this, plan, expander, pre);
  }

  /** The block the body ends in: the vector loop's latch. */
  BasicBlock current() {
    return current;
  }

  List<BasicBlock> blocks() {
    return blocks;
  }

  Value index() {
    return index;
  }

  VectorMemory memory() {
    return memory;
  }

  /** Gives scalar {@code v} the vector form {@code parts} (a reduction's or an induction's phis). */
  void setVector(Value v, Value[] parts) {
    vector.put(v, Arrays.copyOf(parts, parts.length, Value[].class));
  }

  /** Gives scalar {@code v} the scalar form {@code s} (an ordered reduction's accumulator). */
  void setScalar(Value v, Value s) {
    scalar.put(v, s);
  }

  /** The vector form of {@code v}, already computed (a reduction's update), or null. */
  Value[] vectorFormOf(Value v) {
    return vector.get(v);
  }

  /** The scalar form of a uniform value (or an ordered reduction's update), or null. */
  Value scalarFormOf(Value v) {
    return scalar.get(v);
  }

  /** Completes each vector induction with its next value, computed at the end of the body. */
  void finishInductions() {
    for (Stride u : inductionUpdates) u.phi().addIncoming(append(new BinaryInst(Opcode.ADD, u.phi(), u.stride()), "vec.ind.next"), current);
  }

  /**
   * The induction as vector phis: {@code <start, start + step, ...>} on entry for part 0, part
   * {@code k} that plus {@code k * width * step}, each lane moving {@code width * interleave * step}
   * per vector iteration.
   */
  Value[] induction(VectorPlan.Induction iv, Value start, Value step) {
    IntegerType t = (IntegerType) iv.phi().type();
    VectorType vt = VectorType.get(width, t);
    Value lanes;
    Value[] offsets = new Value[ic + 1]; // offsets[k]: k * width * step, for k = 1 .. ic
    if (step instanceof ConstantInt c) {
      List<Constant> steps = new ArrayList<>();
      for (int k = 0; k < width; k++) steps.add(ConstantInt.get(t, c.signedValue() * k));
      lanes = new ConstantAggregate(vt, steps);
      for (int k = 1; k <= ic; k++) offsets[k] = splatConstant(ConstantInt.get(t, c.signedValue() * width * k));
    } else {
      List<Constant> ks = new ArrayList<>();
      for (int k = 0; k < width; k++) ks.add(ConstantInt.get(t, k));
      Value splat = broadcastInPreheader(step);
      lanes = inPreheader(new BinaryInst(Opcode.MUL, splat, new ConstantAggregate(vt, ks)), "ind.steps");
      for (int k = 1; k <= ic; k++) {
        offsets[k] = inPreheader(new BinaryInst(Opcode.MUL, splat, splatConstant(ConstantInt.get(t, (long) width * k))), "ind.stride");
      }
    }
    Value first = start instanceof ConstantInt c && c.isZero() ? lanes
        : inPreheader(new BinaryInst(Opcode.ADD, broadcastInPreheader(start), lanes), "induction");
    PhiInst phi = new PhiInst(vt);
    phi.setName(names.unique("vec.ind"));
    vectorBody.append(phi); // the body holds only phis yet
    phi.addIncoming(first, vectorPh);
    Value[] parts = new Value[ic];
    parts[0] = phi;
    for (int k = 1; k < ic; k++) parts[k] = new BinaryInst(Opcode.ADD, phi, offsets[k]); // placed after the phis
    pendingParts.add(parts);
    inductionUpdates.add(new Stride(phi, offsets[ic]));
    return parts;
  }

  /** Induction parts beyond the first, appended once every phi of the body is in place. */
  private final List<Value[]> pendingParts = new ArrayList<>();

  /** Appends the induction parts made by {@link #induction} (after the body's phis). */
  void placeInductionParts() {
    for (Value[] parts : pendingParts) for (int k = 1; k < parts.length; k++) append((Instruction) parts[k], "step.add");
  }

  private Value inPreheader(Instruction i, String name) {
    i.setName(names.unique(name));
    vectorPh.insertBeforeTerminator(i);
    return i;
  }

  boolean hasWidenedUser(Value v) {
    for (dev.hoist.ir.User u : v.users()) if (u instanceof Instruction i && plan.widened().contains(i)) return true;
    return false;
  }

  /**
   * Computes before the vector loop every uniform instruction of a block that runs on every
   * iteration: their operands are loop-invariant once the checks hold, and the original loop
   * computes them on its first iteration, which the vector loop runs.
   */
  void hoistUniforms() {
    BasicBlock saved = current;
    for (BasicBlock b : plan.blocks()) {
      if (plan.predicated().contains(b)) continue;
      for (Instruction i : b) {
        if (!plan.uniform().contains(i)) continue;
        Instruction c = i.cloneInstruction();
        remapScalar(c);
        vectorPh.insertBeforeTerminator(c);
        scalar.put(i, c);
        copies.put(i, c);
      }
    }
    current = saved;
  }

  /**
   * Emits one block of the loop body: its uniform instructions as scalars and the rest on
   * vectors. In a predicated block, the uniform ones run behind a branch taken when some lane
   * takes the block where {@link #guardsUniform} says so, as the original runs them only on
   * such iterations; their values leave the branch through phis (poison when it was skipped:
   * then no lane uses them).
   */
  void emitBlock(BasicBlock b) {
    boolean predicated = plan.predicated().contains(b);
    boolean guarded = predicated && guardsUniform(plan, b);
    if (guarded) {
      Value[] m = masks.mask(b);
      Value any = m[0];
      for (int k = 1; k < ic; k++) any = append(new SelectInst(any, splatConstant(ConstantInt.getBool(true)), m[k]), null);
      VectorType mt = (VectorType) any.type();
      Function reduceOr = IntrinsicDeclarations.get(f.parent(), "llvm.vector.reduce.or." + VectorMath.suffix(mt), IntegerType.I1, List.of(mt));
      Value taken = append(new CallInst(reduceOr.functionType(), reduceOr, List.of(any)), "any.active");
      BasicBlock from = current;
      BasicBlock then = newBlock("pred.load.if");
      BasicBlock cont = newBlock("pred.load.continue");
      from.append(new BrInst(taken, then, cont));
      current = then;
      List<Instruction> copied = new ArrayList<>();
      for (Instruction i : b) {
        if (plan.uniform().contains(i)) {
          scalarize(i);
          copied.add(i);
        }
      }
      then.append(new BrInst(cont));
      current = cont;
      for (Instruction i : copied) {
        boolean usedAfter = false;
        for (dev.hoist.ir.User u : i.users()) usedAfter |= u instanceof Instruction ui && (ui.parent() != b || !plan.uniform().contains(ui));
        if (!usedAfter) continue;
        PhiInst phi = new PhiInst(i.type());
        phi.addIncoming(scalar.get(i), then);
        phi.addIncoming(ConstantSimple.poison(i.type()), from);
        cont.append(phi);
        scalar.put(i, phi);
      }
    }
    for (Instruction i : b) {
      if (plan.uniform().contains(i)) {
        if (predicated && !guarded) scalarize(i);
      } else if (plan.widened().contains(i)) {
        widen(i);
      }
    }
  }

  /**
   * Whether the uniform instructions of the predicated block {@code b} run behind a test that some
   * lane takes it: they may trap or read memory, or there are more of them than the test costs
   * (work loop-sink put back on a cold path stays off the hot one).
   */
  static boolean guardsUniform(VectorPlan plan, BasicBlock b) {
    int n = 0;
    for (Instruction i : b) {
      if (!plan.uniform().contains(i)) continue;
      if (Widening.needsGuard(i)) return true;
      n++;
    }
    return n > ANY_ACTIVE_TEST;
  }

  /** Testing that some lane is active: a reduction of the mask, a test, a branch. */
  static final int ANY_ACTIVE_TEST = 4;

  /** Appends a scalar copy of the uniform {@code i}. */
  private void scalarize(Instruction i) {
    Instruction c = i.cloneInstruction();
    remapScalar(c);
    current.append(c);
    scalar.put(i, c);
    copies.put(i, c);
  }

  /** The scalar copy made of the uniform instruction {@code i}, or null. */
  Instruction scalarCopyOf(Instruction i) {
    return copies.get(i);
  }

  private void remapScalar(Instruction c) {
    for (int k = 0; k < c.numOperands(); k++) {
      Value m = scalar.get(c.operand(k));
      if (m != null) {
        c.setOperand(k, m);
      } else if (c.operand(k) instanceof Instruction d && loop.contains(d)) {
        throw new IllegalStateException("vectorizer: uniform operand not computed");
      }
    }
  }

  /** Appends the vector form of {@code i}, one instruction per part. */
  private void widen(Instruction i) {
    switch (i) {
      case PhiInst p -> { // a join: each lane takes the value of the edge it came along
        Value[] r = vectorOf(p.incomingValue(p.numIncoming() - 1)).clone();
        for (int j = p.numIncoming() - 2; j >= 0; j--) {
          Value[] e = masks.edgeMask(p.incomingBlock(j), p.parent());
          Value[] v = vectorOf(p.incomingValue(j));
          for (int k = 0; k < ic; k++) r[k] = e == null ? v[k] : v[k] == r[k] ? r[k] : append(new SelectInst(e[k], v[k], r[k]), "predphi");
        }
        vector.put(p, r);
        return;
      }
      case LoadInst l -> {
        boolean lanes = plan.predicated().contains(l.parent());
        vector.put(l, lanes ? PredicatedLanes.load(this, memory, l, masks.mask(l.parent())) : memory.load(l));
        return;
      }
      case StoreInst s -> {
        if (plan.predicated().contains(s.parent())) {
          Value[] values = scalarOf(s.value()) != null ? null : vectorOf(s.value());
          PredicatedLanes.store(this, memory, s, values, masks.mask(s.parent()));
        } else {
          memory.store(s, vectorOf(s.value()));
        }
        return;
      }
      default -> {}
    }
    if (PredicatedLanes.isLaneDivision(i)) { // a trapping division, in a predicated block
      vector.put(i, PredicatedLanes.divide(this, (BinaryInst) i, masks.mask(i.parent())));
      return;
    }
    if (PredicatedLanes.onlyFeedsLanes(i, plan)) return; // computed in each lane's branch
    VectorPlan.Reduction ordered = orderedUpdate(i);
    if (ordered != null) {
      addInOrder(ordered, (BinaryInst) i);
      return;
    }
    Value[] parts = new Value[ic];
    for (int k = 0; k < ic; k++) {
      Instruction w = widenPart(i, k);
      copyDebugLocation(i, w);
      current.append(w); // unnamed, as LLVM leaves them: the scalar loop keeps the source names
      parts[k] = w;
    }
    vector.put(i, parts);
  }

  private Instruction widenPart(Instruction i, int k) {
    return switch (i) {
      case BinaryInst b -> {
        boolean reduction = false;
        for (VectorPlan.Reduction r : plan.reductions()) reduction |= r.update() == b;
        // Lanes reassociate a reduction: its wrap flags no longer hold.
        int flags = reduction ? b.flags() & ~(Flags.NSW | Flags.NUW) : b.flags();
        yield new BinaryInst(b.opcode(), flags, vectorOf(b.operand(0))[k], vectorOf(b.operand(1))[k]);
      }
      case CmpInst c -> {
        Instruction w = new CmpInst(c.opcode(), c.predicate(), vectorOf(c.operand(0))[k], vectorOf(c.operand(1))[k]);
        w.setFlags(c.flags());
        yield w;
      }
      case SelectInst s -> {
        Instruction w = new SelectInst(vectorOf(s.condition())[k], vectorOf(s.trueValue())[k], vectorOf(s.operand(2))[k]);
        w.setFlags(s.flags());
        yield w;
      }
      case CastInst c -> new CastInst(c.opcode(), vectorOf(c.operand(0))[k], VectorType.get(width, c.type()));
      case UnaryInst u -> {
        Instruction w = new UnaryInst(u.opcode(), vectorOf(u.operand(0))[k]);
        w.setFlags(u.flags());
        yield w;
      }
      case CallInst c -> {
        VectorType vt = VectorType.get(width, c.type());
        List<Value> args = new ArrayList<>();
        List<Type> types = new ArrayList<>();
        for (Value a : c.args()) {
          args.add(vectorOf(a)[k]);
          types.add(vt);
        }
        Function fn = IntrinsicDeclarations.get(f.parent(), "llvm." + VectorMath.vectorName(c) + "." + VectorMath.suffix(vt), vt, types);
        Instruction w = new CallInst(fn.functionType(), fn, args);
        w.setFlags(c.flags());
        yield w;
      }
      case GepInst g -> {
        // Constant and lane-invariant operands stay scalar (a struct's field number must); the
        // base and the indices that vary by lane are vectors, and so is the result.
        List<Value> indices = new ArrayList<>();
        boolean anyVector = false;
        for (int j = 0; j < g.numIndices(); j++) {
          Value x = g.index(j);
          Value s = x instanceof Constant ? x : scalarOf(x);
          if (s == null) {
            s = vectorOf(x)[k];
            anyVector = true;
          }
          indices.add(s);
        }
        Value base = scalarOf(g.pointer());
        if (base == null || !anyVector) base = vectorOf(g.pointer())[k];
        Instruction w = new GepInst(g.sourceElementType(), VectorType.get(width, g.type()), base, indices);
        w.setFlags(g.flags());
        yield w;
      }
      default -> throw new IllegalStateException("vectorizer: no vector form for " + i.opcode().text());
    };
  }

  /** The ordered reduction whose update is {@code i}, else null. */
  private VectorPlan.Reduction orderedUpdate(Instruction i) {
    for (VectorPlan.Reduction r : plan.reductions()) if (r.ordered() && r.update() == i) return r;
    return null;
  }

  /**
   * An ordered floating-point sum: each part's lanes are added to the scalar accumulator one
   * after the other, in the loop's order ({@code llvm.vector.reduce.fadd} without {@code reassoc}).
   */
  private void addInOrder(VectorPlan.Reduction r, BinaryInst update) {
    Value acc = scalar.get(r.accumulator());
    Value term = update.operand(0) == r.accumulator() ? update.operand(1) : update.operand(0);
    Value[] terms = vectorOf(term);
    for (int k = 0; k < ic; k++) {
      VectorType vt = (VectorType) terms[k].type();
      Function red = IntrinsicDeclarations.get(f.parent(), "llvm.vector.reduce.fadd." + VectorMath.suffix(vt), r.type(),
          List.of(r.type(), vt));
      Instruction c = new CallInst(red.functionType(), red, List.of(acc, terms[k]));
      c.setFlags(update.flags());
      acc = append(c, "ordered.rdx");
    }
    scalar.put(update, acc);
  }

  /** The vector form, per part, of an operand of a widened instruction. */
  /** The scalar form of {@code v} when it is the same on every lane (invariant or uniform), else null. */
  Value scalarOf(Value v) {
    Value s = scalar.get(v);
    if (s != null) return s;
    return v instanceof Instruction i && loop.contains(i) ? null : v;
  }

  VectorPlan plan() {
    return plan;
  }

  Value[] vectorOf(Value v) {
    Value[] w = vector.get(v);
    if (w != null) return w;
    Value s = scalar.get(v);
    Value one;
    if (s != null) {
      one = s instanceof Instruction si && si.parent() == vectorPh ? broadcastInPreheader(s) : splatHere(s);
    } else if (v instanceof Instruction i && loop.contains(i)) {
      throw new IllegalStateException("vectorizer: operand not widened");
    } else if (v instanceof ConstantInt || v instanceof ConstantFP) {
      one = splatConstant((Constant) v);
    } else {
      one = broadcastInPreheader(v);
    }
    Value[] parts = new Value[ic];
    Arrays.fill(parts, one);
    vector.put(v, parts);
    return parts;
  }

  Value broadcastInPreheader(Value v) {
    Value b = broadcast.get(v);
    if (b != null) return b;
    VectorType vt = VectorType.get(width, v.type());
    Instruction ins = new InsertElementInst(ConstantSimple.poison(vt), v, ConstantInt.get(IntegerType.I32, 0));
    ins.setName(names.unique("broadcast.splatinsert"));
    vectorPh.insertBeforeTerminator(ins);
    Instruction shuf = new ShuffleVectorInst(ins, ConstantSimple.poison(vt), new int[width], vt);
    shuf.setName(names.unique("broadcast.splat"));
    vectorPh.insertBeforeTerminator(shuf);
    broadcast.put(v, shuf);
    return shuf;
  }

  private Value splatHere(Value v) {
    VectorType vt = VectorType.get(width, v.type());
    Value ins = append(new InsertElementInst(ConstantSimple.poison(vt), v, ConstantInt.get(IntegerType.I32, 0)), "broadcast.splatinsert");
    return append(new ShuffleVectorInst(ins, ConstantSimple.poison(vt), new int[width], vt), "broadcast.splat");
  }

  Constant splatConstant(Constant c) {
    VectorType vt = VectorType.get(width, c.type());
    if (c.isZeroValue()) return ConstantSimple.zero(vt); // LLVM's uniqued form: zeroinitializer
    return new ConstantAggregate(vt, Collections.nCopies(width, c));
  }

  /** {@code index * factor}, the first element of a strided access's iteration, made once per factor. */
  Value groupIndex(long factor) {
    if (factor == 1) return index;
    return groupIndex.computeIfAbsent(factor, k -> append(new BinaryInst(Opcode.MUL, index, ConstantInt.get(IntegerType.I64, k)), "offset.idx"));
  }

  long abiAlignment(Type t) {
    return f.parent().layout().abiAlignment(t);
  }

  static void copyDebugLocation(Instruction from, Instruction to) {
    MDNode dbg = from.getMetadata("dbg");
    if (dbg != null) to.setMetadata("dbg", dbg);
  }

  /** A new block of the vector loop, placed before the middle block, that the body continues in. */
  BasicBlock startBlock(String name) {
    BasicBlock b = newBlock(name);
    current = b;
    return b;
  }

  /** A new block of the vector loop, placed before the middle block. */
  BasicBlock newBlock(String name) {
    BasicBlock b = new BasicBlock(names.unique(name));
    f.insertBlockBefore(b, middle);
    blocks.add(b);
    return b;
  }

  /** Continues the body in {@code b}, a block of {@link #newBlock}. */
  void enter(BasicBlock b) {
    current = b;
  }

  Value append(Instruction i, String name) {
    if (name != null) i.setName(names.unique(name));
    current.append(i);
    return i;
  }
}
