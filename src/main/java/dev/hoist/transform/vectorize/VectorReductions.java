package dev.hoist.transform.vectorize;

import dev.hoist.transform.util.IntrinsicDeclarations;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.BinaryInst;
import dev.hoist.ir.CallInst;
import dev.hoist.ir.Flags;
import dev.hoist.ir.Function;
import dev.hoist.ir.InsertElementInst;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Opcode;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.constant.ConstantAggregate;
import dev.hoist.ir.constant.ConstantFP;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.constant.ConstantSimple;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import dev.hoist.transform.util.NameUniquer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The reductions of a vector loop: a vector phi per part whose lanes keep partial results, each
 * starting at the operation's identity but lane 0 of part 0, which starts at the initial value;
 * after the loop the parts are combined lane by lane and the lanes with
 * {@code llvm.vector.reduce.*}. An ordered floating-point sum keeps one scalar instead, to which
 * each part's lanes are added in turn in the loop ({@link VectorBody}).
 *
 * <pre>
 *   vector.body:
 *     %vec.phi = phi &lt;4 x i32&gt; [ &lt;i32 %init, i32 0, i32 0, i32 0&gt;, %vector.ph ], [ %5, %vector.body ]
 *     %vec.phi1 = phi &lt;4 x i32&gt; [ zeroinitializer, %vector.ph ], [ %6, %vector.body ]
 *   middle.block:
 *     %bin.rdx = add &lt;4 x i32&gt; %6.lcssa, %5.lcssa
 *     %rdx = call i32 @llvm.vector.reduce.add.v4i32(&lt;4 x i32&gt; %bin.rdx)
 * </pre>
 *
 * Floating-point sums start from {@code -0.0} ({@code 0.0} with {@code nsz}), the value that adds
 * nothing to any other, and keep their fast-math flags.
 */
final class VectorReductions {
  private final VectorPlan plan;
  private final VectorBody vb;
  private final NameUniquer names;
  private final BasicBlock vectorPh;
  private final BasicBlock vectorBody;
  private final BasicBlock middle;
  private final int ic;
  private final List<PhiInst[]> phis = new ArrayList<>();

  VectorReductions(VectorPlan plan, VectorBody vb, NameUniquer names, BasicBlock vectorPh, BasicBlock vectorBody, BasicBlock middle) {
    this.plan = plan;
    this.vb = vb;
    this.names = names;
    this.vectorPh = vectorPh;
    this.vectorBody = vectorBody;
    this.middle = middle;
    this.ic = plan.interleave();
  }

  /** The phis of every reduction, in the body (after the index). */
  void createPhis() {
    for (VectorPlan.Reduction r : plan.reductions()) {
      if (r.ordered()) {
        PhiInst p = new PhiInst(r.type());
        p.setName(names.unique("vec.phi"));
        vectorBody.append(p);
        vb.setScalar(r.accumulator(), p);
        phis.add(new PhiInst[] {p});
        continue;
      }
      PhiInst[] parts = new PhiInst[ic];
      for (int k = 0; k < ic; k++) {
        parts[k] = new PhiInst(VectorType.get(plan.width(), r.type()));
        parts[k].setName(names.unique("vec.phi"));
        vectorBody.append(parts[k]);
      }
      vb.setVector(r.accumulator(), parts);
      phis.add(parts);
    }
  }

  /**
   * Completes the phis with the body's values (the body is built) and combines each reduction in
   * {@code middle.block} (which has its terminator); returns the combined values.
   */
  List<Value> combine(LoopExits exits) {
    List<Value> out = new ArrayList<>();
    BasicBlock latch = vb.current();
    Instruction at = middle.terminator();
    for (int n = 0; n < plan.reductions().size(); n++) {
      VectorPlan.Reduction r = plan.reductions().get(n);
      PhiInst[] parts = phis.get(n);
      Type t = r.type();
      Value init = initialValue(r);
      if (r.ordered()) {
        Value acc = vb.scalarFormOf(r.update());
        parts[0].addIncoming(init, vectorPh);
        parts[0].addIncoming(acc, latch);
        Value total = exits.leave(acc, "ordered.rdx.lcssa");
        storeBack(r, total, at);
        out.add(total);
        continue;
      }
      Constant id = identity(r, t);
      Value[] next = vb.vectorFormOf(r.next());
      for (int k = 0; k < ic; k++) {
        parts[k].addIncoming(k == 0 ? startVector(init, id, t) : vb.splatConstant(id), vectorPh);
        parts[k].addIncoming(next[k], latch);
      }
      Opcode op = switch (r.update().opcode()) {
        case SUB -> Opcode.ADD;
        case FSUB -> Opcode.FADD;
        default -> r.update().opcode();
      };
      int fmf = r.update().flags() & Flags.FMF_ALL;
      Value acc = exits.leave(next[0], "vec.rdx.lcssa");
      for (int k = 1; k < ic; k++) {
        Instruction b = new BinaryInst(op, fmf, exits.leave(next[k], "vec.rdx.lcssa"), acc);
        b.setName(names.unique("bin.rdx"));
        middle.insertBefore(b, at);
        acc = b;
      }
      VectorType vt = (VectorType) acc.type();
      String kind = op.text();
      List<Value> args = new ArrayList<>();
      List<Type> params = new ArrayList<>();
      if (t instanceof FloatType) {
        args.add(op == Opcode.FMUL ? fp(t, 1.0) : fp(t, -0.0));
        params.add(t);
      }
      args.add(acc);
      params.add(vt);
      Function red = IntrinsicDeclarations.get(middle.parent().parent(), "llvm.vector.reduce." + kind + "." + VectorMath.suffix(vt), t, params);
      CallInst call = new CallInst(red.functionType(), red, args);
      call.setFlags(fmf);
      call.setName(names.unique("rdx"));
      middle.insertBefore(call, at);
      storeBack(r, call, at);
      out.add(call);
    }
    return out;
  }

  /**
   * The value the reduction starts from: its phi's value from outside the loop, or for one kept in
   * memory, the memory read once before the vector loop (the checks keep every other access of
   * the loop away from it).
   */
  private Value initialValue(VectorPlan.Reduction r) {
    if (r.store() != null) {
      Instruction load = r.accumulator().cloneInstruction();
      load.setName(names.unique("rdx.start"));
      vectorPh.insertBeforeTerminator(load);
      return load;
    }
    PhiInst p = (PhiInst) r.accumulator();
    for (int k = 0; k < p.numIncoming(); k++) if (p.incomingBlock(k) != plan.loop().latch()) return p.incomingValue(k);
    throw new IllegalStateException("vectorizer: a reduction without a start");
  }

  /** Writes the total of a reduction kept in memory back, where the original loop would have left it. */
  private void storeBack(VectorPlan.Reduction r, Value total, Instruction at) {
    if (r.store() == null) return;
    Instruction st = r.store().cloneInstruction();
    st.setOperand(0, total);
    middle.insertBefore(st, at);
  }

  private static ConstantFP fp(Type t, double v) {
    return t == FloatType.FLOAT ? ConstantFP.ofFloat((float) v) : ConstantFP.ofDouble(v);
  }

  /** {@code <init, id, id, ...>}: lane 0 carries the initial value. */
  private Value startVector(Value init, Constant id, Type t) {
    VectorType vt = VectorType.get(plan.width(), t);
    if (init instanceof ConstantInt || init instanceof ConstantFP) {
      Constant c = (Constant) init;
      if (c.isZeroValue() && id.isZeroValue()) return ConstantSimple.zero(vt);
      List<Constant> lanes = new ArrayList<>(Collections.nCopies(plan.width(), id));
      lanes.set(0, c);
      return new ConstantAggregate(vt, lanes);
    }
    Instruction ins = new InsertElementInst(vb.splatConstant(id), init, ConstantInt.get(IntegerType.I32, 0));
    vectorPh.insertBeforeTerminator(ins);
    return ins;
  }

  private static Constant identity(VectorPlan.Reduction r, Type t) {
    if (t instanceof FloatType) {
      if (r.update().opcode() == Opcode.FMUL) return fp(t, 1.0);
      return (r.update().flags() & Flags.FMF_NSZ) != 0 ? fp(t, 0.0) : fp(t, -0.0);
    }
    IntegerType it = (IntegerType) t;
    return switch (r.update().opcode()) {
      case MUL -> ConstantInt.get(it, 1);
      case AND -> ConstantInt.get(it, -1);
      default -> ConstantInt.get(it, 0);
    };
  }
}
