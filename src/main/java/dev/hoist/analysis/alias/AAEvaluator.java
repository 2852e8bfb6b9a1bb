package dev.hoist.analysis.alias;

import dev.hoist.ir.Argument;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallBase;
import dev.hoist.ir.Function;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.LoadInst;
import dev.hoist.ir.Module;
import dev.hoist.ir.StoreInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;
import dev.hoist.pass.Option;
import dev.hoist.pass.Pass;
import dev.hoist.pass.PassInfo;
import dev.hoist.pass.PassManager;
import dev.hoist.pass.PassContext;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code aa-eval} pass: asks the alias analysis about every pair of pointers of each function,
 * and about what each call does to each pointer and to each other call, printing what LLVM 14's
 * {@code opt -passes=aa-eval -print-all-alias-modref-info} prints, in its order and spelling, with
 * the summary at the end of the module.
 *
 * <pre>
 *   Function: foo: 3 pointers, 1 call sites
 *     NoAlias:	i32* %a, i32* %x
 *     PartialAlias (off 8):	[10 x i32]* %y, i32* %g2
 *     Just Mod (MustAlias):  Ptr: i8* %c	&lt;-&gt;  call void @llvm.memset...
 * </pre>
 *
 * The pointers of a function are its pointer arguments, then, in instruction order, each
 * pointer-valued instruction and the pointer operands (other than null) of each instruction; for
 * calls only the arguments, and the callee when it is not a function. A pointer's access size is
 * the store size of its pointee type. Functions marked {@code optnone} are skipped, as opt's pass
 * manager skips them. With {@code -evaluate-aa-metadata} load/store pairs are also compared with
 * their AA metadata. The analysis runs without C library knowledge, as opt's does
 * ({@link AliasAnalysis#LLVM_COMPATIBLE_KEY}).
 */
public final class AAEvaluator implements Pass {
  private long noAlias;
  private long mayAlias;
  private long partialAlias;
  private long mustAlias;
  private final long[] modRef = new long[8]; // by ModRefBits value
  private int functionCount;

  static final Option<Boolean> PRINT_ALL = Option.bool("print-all-alias-modref-info", false,
      "Print every alias and mod/ref answer, not only the counts");
  static final Option<Boolean> EVALUATE_METADATA = Option.bool("evaluate-aa-metadata", false,
      "Also evaluate the loads and stores' alias metadata (TBAA, scopes)");
  public static final PassInfo INFO = new PassInfo("aa-eval", "AAEvaluator",
      "evaluates alias analysis on every pair of pointers, in opt's format", AAEvaluator::new,
      List.of(PRINT_ALL, EVALUATE_METADATA));

  @Override
  public PassInfo info() {
    return INFO;
  }

  @Override
  public boolean run(Module module, PassContext ctx) {
    PrintStream out = ctx.out();
    boolean printAll = ctx.options().get(PRINT_ALL);
    boolean evalMetadata = ctx.options().get(EVALUATE_METADATA);
    StringBuilder sb = new StringBuilder();
    for (Function f : PassManager.functionsFor(this, module)) {
      AliasAnalysis aa = ctx.analyses().get(f, AliasAnalysis.LLVM_COMPATIBLE_KEY);
      evaluate(f, aa, printAll, evalMetadata, sb, out);
      out.print(sb);
      sb.setLength(0);
    }
    if (functionCount > 0) {
      report(sb);
      out.print(sb);
    }
    out.flush();
    return false;
  }

  /** Output beyond this many characters is written out while a function is evaluated. */
  private static final int FLUSH_AT = 1 << 20;

  /**
   * Runs the queries for one function, appending what is printed to {@code sb}; when {@code out}
   * is given, big outputs (gigabytes for some functions) are written to it as they grow.
   */
  void evaluate(Function f, AliasAnalysis aa, boolean printAll, boolean evalMetadata, StringBuilder sb,
      PrintStream out) {
    functionCount++;
    OperandText text = new OperandText(f);
    Map<String, Value> pointers = new LinkedHashMap<>();
    List<CallBase> calls = new ArrayList<>();
    List<LoadInst> loads = new ArrayList<>();
    List<StoreInst> stores = new ArrayList<>();
    for (Argument a : f.args()) if (a.type() instanceof PointerType) pointers.putIfAbsent(text.operand(a), a);
    for (BasicBlock b : f.blocks()) {
      for (Instruction i = b.first(); i != null; i = i.next()) {
        if (i.type() instanceof PointerType) pointers.putIfAbsent(text.operand(i), i);
        if (i instanceof LoadInst l) loads.add(l);
        if (i instanceof StoreInst s) stores.add(s);
        if (i instanceof CallBase c) {
          Value callee = c.callee();
          if (!(callee instanceof Function) && interesting(callee)) pointers.putIfAbsent(text.operand(callee), callee);
          int dataOps = c.numArgs();
          for (CallBase.Bundle bd : c.bundles()) dataOps += bd.size();
          for (int k = 0; k < dataOps; k++) {
            Value v = c.operand(1 + k);
            if (interesting(v)) pointers.putIfAbsent(text.operand(v), v);
          }
          calls.add(c);
        } else {
          for (int k = 0; k < i.numOperands(); k++) {
            Value v = i.operand(k);
            if (interesting(v)) pointers.putIfAbsent(text.operand(v), v);
          }
        }
      }
    }
    if (printAll) {
      sb.append("Function: ").append(f.name() == null ? "" : f.name()).append(": ").append(pointers.size())
          .append(" pointers, ").append(calls.size()).append(" call sites\n");
    }
    long[] sizes = new long[pointers.size()];
    Value[] ptrs = new Value[pointers.size()];
    String[] names = new String[pointers.size()];
    int n = 0;
    for (Map.Entry<String, Value> e : pointers.entrySet()) {
      names[n] = e.getKey();
      ptrs[n] = e.getValue();
      sizes[n] = accessSize(f, ptrs[n]);
      n++;
    }
    for (int i = 0; i < n; i++) {
      MemoryLocation li = new MemoryLocation(ptrs[i], sizes[i]);
      for (int j = 0; j < i; j++) {
        int code = aa.aliasCode(li, new MemoryLocation(ptrs[j], sizes[j]));
        count(code);
        if (printAll) {
          String o1 = names[i];
          String o2 = names[j];
          if (o2.compareTo(o1) < 0) {
            String t = o1;
            o1 = o2;
            o2 = t;
            code = AliasCode.swap(code);
          }
          sb.append("  ").append(AliasCode.text(code)).append(":\t").append(o1).append(", ").append(o2).append('\n');
          flushIfLarge(sb, out);
        }
      }
    }
    if (evalMetadata) {
      Map<Instruction, String> itext = new HashMap<>();
      for (LoadInst l : loads) {
        for (StoreInst s : stores) {
          int code = aa.aliasCode(MemoryLocation.get(l), MemoryLocation.get(s));
          count(code);
          if (printAll) pairLine(sb, AliasCode.text(code), l, s, itext, text);
          flushIfLarge(sb, out);
        }
      }
      for (int i = 0; i < stores.size(); i++) {
        for (int j = 0; j < i; j++) {
          int code = aa.aliasCode(MemoryLocation.get(stores.get(i)), MemoryLocation.get(stores.get(j)));
          count(code);
          if (printAll) pairLine(sb, AliasCode.text(code), stores.get(i), stores.get(j), itext, text);
        }
      }
    }
    String[] callText = new String[calls.size()];
    for (int c = 0; c < calls.size(); c++) {
      CallBase call = calls.get(c);
      for (int i = 0; i < n; i++) {
        int mr = aa.callModRef(call, new MemoryLocation(ptrs[i], sizes[i]));
        modRef[mr & 7]++;
        if (printAll) {
          if (callText[c] == null) callText[c] = text.instruction(call);
          sb.append("  ").append(ModRefBits.text(mr)).append(":  Ptr: ").append(names[i]).append("\t<->")
              .append(callText[c]).append('\n');
          flushIfLarge(sb, out);
        }
      }
    }
    for (int a = 0; a < calls.size(); a++) {
      for (int b = 0; b < calls.size(); b++) {
        if (a == b) continue;
        int mr = aa.callCallModRef(calls.get(a), calls.get(b));
        modRef[mr & 7]++;
        if (printAll) {
          if (callText[a] == null) callText[a] = text.instruction(calls.get(a));
          if (callText[b] == null) callText[b] = text.instruction(calls.get(b));
          sb.append("  ").append(ModRefBits.text(mr)).append(": ").append(callText[a]).append(" <-> ")
              .append(callText[b]).append('\n');
          flushIfLarge(sb, out);
        }
      }
    }
  }

  private static void pairLine(StringBuilder sb, String result, Instruction a, Instruction b,
      Map<Instruction, String> itext, OperandText text) {
    String ta = itext.computeIfAbsent(a, text::instruction);
    String tb = itext.computeIfAbsent(b, text::instruction);
    sb.append("  ").append(result).append(": ").append(ta).append(" <-> ").append(tb).append('\n');
  }

  private static void flushIfLarge(StringBuilder sb, PrintStream out) {
    if (out != null && sb.length() > FLUSH_AT) {
      out.print(sb);
      sb.setLength(0);
    }
  }

  private void count(int code) {
    switch (AliasCode.result(code)) {
      case NO_ALIAS -> noAlias++;
      case MAY_ALIAS -> mayAlias++;
      case PARTIAL_ALIAS -> partialAlias++;
      case MUST_ALIAS -> mustAlias++;
    }
  }

  /** A pointer-typed operand other than null: what aa-eval looks at. */
  private static boolean interesting(Value v) {
    return v != null && v.type() instanceof PointerType && !IrOps.isNullPointer(v);
  }

  /** The store size of the pointee type, or an unknown size for opaque and unsized pointees. */
  private static long accessSize(Function f, Value p) {
    Type pointee = ((PointerType) p.type()).pointee();
    if (pointee == null || !pointee.isSized()) return LocationSize.AFTER_POINTER;
    return LocationSize.precise(f.parent().layout().storeSize(pointee));
  }

  /** The summary opt prints when the pass is destroyed. */
  void report(StringBuilder sb) {
    sb.append("===== Alias Analysis Evaluator Report =====\n");
    long aliasSum = noAlias + mayAlias + partialAlias + mustAlias;
    if (aliasSum == 0) {
      sb.append("  Alias Analysis Evaluator Summary: No pointers!\n");
    } else {
      sb.append("  ").append(aliasSum).append(" Total Alias Queries Performed\n");
      line(sb, noAlias, " no alias responses ", aliasSum);
      line(sb, mayAlias, " may alias responses ", aliasSum);
      line(sb, partialAlias, " partial alias responses ", aliasSum);
      line(sb, mustAlias, " must alias responses ", aliasSum);
      sb.append("  Alias Analysis Evaluator Pointer Alias Summary: ").append(noAlias * 100 / aliasSum).append("%/")
          .append(mayAlias * 100 / aliasSum).append("%/").append(partialAlias * 100 / aliasSum).append("%/")
          .append(mustAlias * 100 / aliasSum).append("%\n");
    }
    long none = modRef[ModRefBits.NONE];
    long mod = modRef[ModRefBits.MOD];
    long ref = modRef[ModRefBits.REF];
    long both = modRef[ModRefBits.MOD_REF];
    long must = modRef[ModRefBits.MUST];
    long mustMod = modRef[ModRefBits.MUST | ModRefBits.MOD];
    long mustRef = modRef[ModRefBits.MUST | ModRefBits.REF];
    long mustBoth = modRef[ModRefBits.MUST | ModRefBits.MOD_REF];
    long sum = none + mod + ref + both + must + mustMod + mustRef + mustBoth;
    if (sum == 0) {
      sb.append("  Alias Analysis Mod/Ref Evaluator Summary: no mod/ref!\n");
      return;
    }
    sb.append("  ").append(sum).append(" Total ModRef Queries Performed\n");
    line(sb, none, " no mod/ref responses ", sum);
    line(sb, mod, " mod responses ", sum);
    line(sb, ref, " ref responses ", sum);
    line(sb, both, " mod & ref responses ", sum);
    line(sb, must, " must responses ", sum);
    line(sb, mustMod, " must mod responses ", sum);
    line(sb, mustRef, " must ref responses ", sum);
    line(sb, mustBoth, " must mod & ref responses ", sum);
    sb.append("  Alias Analysis Evaluator Mod/Ref Summary: ").append(none * 100 / sum).append("%/")
        .append(mod * 100 / sum).append("%/").append(ref * 100 / sum).append("%/").append(both * 100 / sum)
        .append("%/").append(must * 100 / sum).append("%/").append(mustRef * 100 / sum).append("%/")
        .append(mustMod * 100 / sum).append("%/").append(mustBoth * 100 / sum).append("%\n");
  }

  private static void line(StringBuilder sb, long num, String what, long sum) {
    sb.append("  ").append(num).append(what).append('(').append(num * 100 / sum).append('.')
        .append((num * 1000 / sum) % 10).append("%)\n");
  }
}
