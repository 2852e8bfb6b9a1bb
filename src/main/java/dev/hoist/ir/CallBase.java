package dev.hoist.ir;

import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.type.FunctionType;
import java.util.ArrayList;
import java.util.List;

/**
 * What call, invoke and callbr share. Operand layout: {@code [callee, args..., bundle operands...,
 * destination blocks...]}. Operand bundles ({@code [ "deopt"(i32 1) ]}) are kept as tags with
 * operand counts.
 */
public abstract sealed class CallBase extends Instruction permits CallInst, InvokeInst, CallBrInst {
  /** An operand bundle's tag and how many operands it has. */
  public record Bundle(String tag, int size) {}

  private final FunctionType functionType;
  private int callingConv = CallingConv.C;
  private AttributeList attributes = AttributeList.EMPTY;
  private final int numArgs;
  private List<Bundle> bundles = List.of();

  protected CallBase(Opcode op, FunctionType functionType, Value callee, List<Value> args) {
    super(op, functionType.returnType());
    this.functionType = functionType;
    this.numArgs = args.size();
    addOperand(callee);
    for (Value a : args) addOperand(a);
  }

  /** Appends the bundles' operands; call once, right after construction. */
  public final void setBundles(List<Bundle> bundles, List<Value> operands) {
    this.bundles = List.copyOf(bundles);
    for (Value v : operands) addOperand(v);
  }

  public final FunctionType functionType() {
    return functionType;
  }

  public final Value callee() {
    return operand(0);
  }

  public final void setCallee(Value v) {
    setOperand(0, v);
  }

  /** The function called directly, or null for indirect calls and inline asm. */
  public final Function calledFunction() {
    return operand(0) instanceof Function f ? f : null;
  }

  /** A call of an {@code llvm.dbg.*} intrinsic: it describes source variables and does nothing. */
  public final boolean isDebugIntrinsic() {
    Function f = calledFunction();
    return f != null && f.name() != null && f.name().startsWith("llvm.dbg.");
  }

  public final boolean isInlineAsm() {
    return operand(0) instanceof InlineAsm;
  }

  public final int numArgs() {
    return numArgs;
  }

  public final Value arg(int i) {
    if (i >= numArgs) throw new IndexOutOfBoundsException(i);
    return operand(1 + i);
  }

  public final void setArg(int i, Value v) {
    setOperand(1 + i, v);
  }

  public final List<Value> args() {
    List<Value> l = new ArrayList<>(numArgs);
    for (int i = 0; i < numArgs; i++) l.add(operand(1 + i));
    return l;
  }

  public final List<Bundle> bundles() {
    return bundles;
  }

  /** The operands of bundle {@code b}. */
  public final List<Value> bundleOperands(int b) {
    int start = 1 + numArgs;
    for (int i = 0; i < b; i++) start += bundles.get(i).size();
    List<Value> l = new ArrayList<>();
    for (int i = 0; i < bundles.get(b).size(); i++) l.add(operand(start + i));
    return l;
  }

  /** Index of the first operand after args and bundles (where destination blocks start). */
  protected final int firstExtraOperand() {
    int n = 1 + numArgs;
    for (Bundle b : bundles) n += b.size();
    return n;
  }

  public final int callingConv() {
    return callingConv;
  }

  public final void setCallingConv(int cc) {
    this.callingConv = cc;
  }

  public final AttributeList attributes() {
    return attributes;
  }

  public final void setAttributes(AttributeList a) {
    this.attributes = a;
  }

  /** A function attribute present on the call site or on the called function's declaration. */
  public final boolean hasFnAttr(String kind) {
    if (attributes.fn().has(kind)) return true;
    Function f = calledFunction();
    return f != null && f.attributes().fn().has(kind);
  }

  /** A return attribute on the call site or on the callee's declaration. */
  public final boolean hasRetAttr(String kind) {
    if (attributes.ret().has(kind)) return true;
    Function f = calledFunction();
    return f != null && f.attributes().ret().has(kind);
  }

  /** A parameter attribute on the call site or on the callee's parameter. */
  public final boolean paramHasAttr(int arg, String kind) {
    if (attributes.param(arg).has(kind)) return true;
    Function f = calledFunction();
    return f != null && arg < f.numArgs() && f.attributes().param(arg).has(kind);
  }

  public final boolean doesNotAccessMemory() {
    return hasFnAttr("readnone");
  }

  public final boolean onlyReadsMemory() {
    return hasFnAttr("readnone") || hasFnAttr("readonly");
  }

  public final boolean onlyWritesMemory() {
    return hasFnAttr("readnone") || hasFnAttr("writeonly");
  }

  @Override
  public final boolean mayReadMemory() {
    return !doesNotAccessMemory() && !hasFnAttr("writeonly");
  }

  @Override
  public final boolean mayWriteMemory() {
    return !onlyReadsMemory();
  }

  @Override
  public final boolean mayThrow() {
    return !hasFnAttr("nounwind");
  }

  /** May the call not return (no {@code willreturn})? Such calls have side effects even when readnone. */
  public final boolean mayNotReturn() {
    return !hasFnAttr("willreturn");
  }

  @Override
  public final boolean mayHaveSideEffects() {
    return mayWriteMemory() || mayThrow() || mayNotReturn();
  }

  protected final <T extends CallBase> T finishCallClone(T c) {
    c.setCallingConv(callingConv);
    c.setAttributes(attributes);
    List<Value> bundleOps = new ArrayList<>();
    for (int i = 1 + numArgs; i < firstExtraOperand(); i++) bundleOps.add(operand(i));
    c.setBundles(bundles, bundleOps);
    return finishClone(c);
  }
}
