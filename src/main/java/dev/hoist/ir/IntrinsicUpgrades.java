package dev.hoist.ir;

import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.attr.AttributeSet;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.NamedMDNode;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * What LLVM 14 does to intrinsic declarations when it reads a module, before its verifier sees
 * them, as far as Hoist does it too: a declaration whose type fits the intrinsic's signature gets
 * the name that type mangles to ({@link #remangle}), and the older forms of {@code llvm.ctlz} and
 * {@code cttz}, {@code llvm.memcpy}, {@code memmove} and {@code memset}, {@code llvm.objectsize}
 * and {@code llvm.dbg.value} become today's ({@link #olderForm}).
 *
 * <p>LLVM rewrites more older forms, most of them target intrinsics renamed, retyped or turned
 * into plain IR. Its verifier checks the rewritten declaration, so such a form is valid input to
 * opt though its type does not fit the signature. Hoist leaves those declarations as they are,
 * unchecked and not renamed ({@link #mayRewrite}).
 */
public final class IntrinsicUpgrades {
  private IntrinsicUpgrades() {}

  /**
   * Prefixes, after {@code llvm.}, of the generic intrinsics whose upgrade rule takes its types
   * from fixed parameters whatever the signature; the rules for ctlz, cttz, dbg.value, memcpy,
   * memmove, memset and objectsize depend on the number of parameters ({@link #mayRewrite}).
   */
  private static final String[] REBUILT = {
    "invariant.end", "invariant.start", "lifetime.end", "lifetime.start", "masked.gather.", "masked.load.",
    "masked.scatter.", "masked.store.", "prefetch",
  };

  /**
   * Whether LLVM may rewrite the declaration {@code f} (named {@code llvm.*}) by a rule of its own
   * when it reads it: every target's intrinsics (LLVM's x86, ARM, AArch64, AMDGPU and NVPTX rules run
   * to hundreds of names; a superset), the generic ones above, and a declaration returning a named
   * or packed struct, which it makes literal.
   */
  public static boolean mayRewrite(Function f) {
    if (leftToLlvm(f) || olderFormBase(f) != null) return true;
    for (String p : REBUILT) if (f.name().startsWith(p, 5)) return true;
    return false;
  }

  /** A target's intrinsic, or a declaration returning a named or packed struct: renamed by no one here. */
  private static boolean leftToLlvm(Function f) {
    return Intrinsics.isTargetIntrinsic(f.name())
        || f.functionType().returnType() instanceof StructType st && (!st.isLiteral() || st.isPacked());
  }

  /**
   * The intrinsic {@code f} (named {@code llvm.*}) is an older form of, by LLVM's rules of name and
   * number of parameters ({@code llvm.ctlz} for {@code llvm.ctlz.i32} with one parameter), or null.
   */
  private static String olderFormBase(Function f) {
    String name = f.name();
    int n = f.functionType().numParams();
    if ((name.startsWith("ctlz.", 5) || name.startsWith("cttz.", 5)) && n == 1) return name.substring(0, 9);
    if ((name.startsWith("memcpy.", 5) || name.startsWith("memmove.", 5) || name.startsWith("memset.", 5)) && n == 5) {
      return name.substring(0, name.indexOf('.', 5));
    }
    if (name.startsWith("objectsize.", 5) && (n == 2 || n == 3)) return "llvm.objectsize";
    return name.equals("llvm.dbg.value") && n == 4 ? name : null;
  }

  /** A declaration of intrinsic {@code name} of type {@code type}, made at the end of {@code m} as LLVM makes it. */
  private static Function declare(Module m, String name, FunctionType type, PointerType pointerLike) {
    Function f = new Function(type, pointerLike.isOpaque() ? pointerLike : PointerType.get(type, pointerLike.addrSpace()), name);
    f.setAttributes(Intrinsics.attributes(name, type.numParams()));
    m.addFunction(f);
    return f;
  }

  /**
   * Renames, as LLVM's {@code remangleIntrinsicFunction} does, each intrinsic declaration whose type
   * fits its signature but whose name is not the one the type mangles to: {@code declare i32
   * @llvm.ctpop.i64(i32)} becomes {@code @llvm.ctpop.i32}, and so does {@code @llvm.ctpop} with no
   * suffix. As in LLVM, the declaration with the right name is made at the end of the module (or
   * one that has it and the type already is taken), the calls move to it and the old one goes; a
   * global of another type that has the name is renamed {@code NAME.renamed}. The older forms are
   * rewritten in the same pass, in module order ({@link #olderForm}). Returns whether any
   * declaration changed. This is the bitcode reader's one pass over the functions.
   */
  public static boolean remangle(Module m) {
    return upgrade(m, 0, true);
  }

  /**
   * {@link #remangle} as LLVM's text parser does it, in two passes: its upgrade pass (older forms,
   * then renaming) passes over names of eight characters or fewer ({@code llvm.abs},
   * {@code llvm.pow}), which only its second, renaming pass renames, so that their declarations
   * come last.
   */
  public static boolean remangleAsParsed(Module m) {
    boolean first = upgrade(m, 9, true);
    return upgrade(m, 0, false) | first;
  }

  /**
   * One pass over the functions: with {@code rules}, the older forms {@link #olderForm} rewrites,
   * then the renaming of the rest; names shorter than {@code minLength} are left alone.
   */
  private static boolean upgrade(Module m, int minLength, boolean rules) {
    boolean changed = false;
    List<Function> functions = m.functions();
    InMetadata inMetadata = new InMetadata(m);
    for (int i = 0; i < functions.size(); i++) {
      Function f = functions.get(i);
      String name = f.name();
      if (name == null || name.length() < minLength || !name.startsWith("llvm.") || !f.isDeclaration()) continue;
      if (rules && olderForm(m, f, inMetadata)) {
        i--;
        changed = true;
        continue;
      }
      if (leftToLlvm(f)) continue;
      IntrinsicSignature s = Intrinsics.signature(name);
      List<Type> types = s == null ? null : s.overloadedTypes(f.functionType());
      String wanted = types == null ? null : IntrinsicSignature.mangledName(s.name(), types);
      if (wanted == null || wanted.equals(name)) continue;
      if (inMetadata.names(f)) continue;
      Function target = m.getGlobal(wanted) instanceof Function g && g.functionType() == f.functionType() ? g : null;
      if (target == null) {
        GlobalValue other = m.getGlobal(wanted);
        if (other != null) m.rename(other, wanted + ".renamed");
        target = declare(m, wanted, f.functionType(), (PointerType) f.type());
      }
      target.setCallingConv(f.callingConv());
      f.replaceAllUsesWith(target);
      m.removeFunction(f);
      i--;
      changed = true;
    }
    return changed;
  }

  /**
   * Rewrites {@code f} and its calls when it is one of the older forms LLVM's auto-upgrader turns
   * into today's and Hoist does the same for; returns whether it did. As in LLVM, the old
   * declaration is renamed {@code NAME.old} and goes, today's is made at the end of the module,
   * each call becomes a new one in its place (its name and debug location kept) and:
   * <ul>
   *   <li>{@code llvm.ctlz}/{@code llvm.cttz} with one argument gain {@code i1 false}
   *       (zero is not poison);</li>
   *   <li>{@code llvm.memcpy}/{@code memmove}/{@code memset} with an {@code i32} alignment argument
   *       lose it to {@code align} attributes on the pointers (none for 0); LLVM 14 keeps none of the
   *       call's other attributes;</li>
   *   <li>{@code llvm.objectsize} with two or three arguments gains {@code i1 false} for the
   *       missing ones;</li>
   *   <li>{@code llvm.dbg.value} with an offset argument loses it when it is 0; with another
   *       offset the call goes.</li>
   * </ul>
   * A declaration used other than as the callee of calls of its own type is left as it is.
   */
  private static boolean olderForm(Module m, Function f, InMetadata inMetadata) {
    String base = olderFormBase(f);
    if (base == null) return false;
    String name = f.name();
    FunctionType ft = f.functionType();
    List<Type> p = ft.params();
    IntegerType i1 = IntegerType.I1;
    List<Type> overloaded;
    List<Type> params;
    switch (base) {
      case "llvm.ctlz", "llvm.cttz" -> {
        overloaded = List.of(p.get(0));
        params = List.of(p.get(0), i1);
      }
      case "llvm.memcpy", "llvm.memmove" -> {
        overloaded = List.of(p.get(0), p.get(1), p.get(2));
        params = List.of(p.get(0), p.get(1), p.get(2), p.get(4));
      }
      case "llvm.memset" -> {
        overloaded = List.of(p.get(0), p.get(2));
        params = List.of(p.get(0), p.get(1), p.get(2), p.get(4));
      }
      case "llvm.objectsize" -> {
        overloaded = List.of(ft.returnType(), p.get(0));
        params = List.of(p.get(0), i1, i1, i1);
      }
      default -> { // llvm.dbg.value
        overloaded = List.of();
        params = List.of(p.get(0), p.get(2), p.get(3));
      }
    }
    FunctionType today = FunctionType.get(ft.returnType(), params, false);
    IntrinsicSignature s = Intrinsics.signature(base);
    String wanted = IntrinsicSignature.mangledName(base, overloaded);
    if (s == null || wanted == null || s.check(today) != null || ft.isVarArgs()) return false;
    if (inMetadata.names(f)) return false;
    List<CallInst> calls = new ArrayList<>();
    for (Use u : f.uses()) {
      if (!(u.user() instanceof CallInst c) || c.callee() != f || c.functionType() != ft) return false;
      if (!calls.contains(c)) calls.add(c);
    }
    m.rename(f, name + ".old"); // first: today's name is often the old one's
    GlobalValue existing = m.getGlobal(wanted);
    if (existing != null && !(existing instanceof Function g && g.functionType() == today)) {
      m.rename(f, name);
      return false;
    }
    Function target = existing != null ? (Function) existing : declare(m, wanted, today, (PointerType) f.type());
    for (CallInst c : calls) rewrite(c, base, target, today);
    m.removeFunction(f);
    return true;
  }

  /** The call of {@code target} that replaces the older form's call {@code c}, as LLVM's UpgradeIntrinsicCall makes it. */
  private static void rewrite(CallInst c, String base, Function target, FunctionType today) {
    ConstantInt no = ConstantInt.get(IntegerType.I1, 0);
    List<Value> args;
    AttributeList attrs = null;
    switch (base) {
      case "llvm.ctlz", "llvm.cttz" -> args = List.of(c.arg(0), no);
      case "llvm.objectsize" -> args = List.of(c.arg(0), c.arg(1), c.numArgs() == 2 ? no : c.arg(2), no);
      case "llvm.dbg.value" -> {
        if (!(c.arg(1) instanceof ConstantInt offset) || offset.zextValue() != 0) {
          c.eraseFromParent();
          return;
        }
        args = List.of(c.arg(0), c.arg(2), c.arg(3));
      }
      default -> { // memcpy, memmove, memset: the alignment argument becomes attributes
        args = List.of(c.arg(0), c.arg(1), c.arg(2), c.arg(4));
        long align = c.arg(3) instanceof ConstantInt a ? a.zextValue() : 0;
        AttributeSet aligned = align == 0 ? AttributeSet.EMPTY : AttributeSet.of(new Attribute.Int("align", align));
        AttributeSet source = base.equals("llvm.memset") ? AttributeSet.EMPTY : aligned;
        attrs = new AttributeList(AttributeSet.EMPTY, AttributeSet.EMPTY,
            new AttributeSet[] {aligned, source, AttributeSet.EMPTY, AttributeSet.EMPTY});
      }
    }
    CallInst call = new CallInst(today, target, args);
    if (attrs != null) call.setAttributes(attrs);
    call.setMetadata("dbg", c.getMetadata("dbg"));
    call.insertBefore(c);
    String name = c.name();
    c.setName(null);
    call.setName(name);
    c.replaceAllUsesWith(call);
    c.eraseFromParent();
  }

  /**
   * Whether metadata names a function ({@code !{i32 (i32)* @llvm.ctpop}}): metadata does not use
   * values through use lists, so a declaration it names is not renamed, or the metadata would name
   * one that is gone. Found on first asking (a declaration to rename is rare): every node reachable
   * from the module's numbered and named metadata and from metadata arguments of calls.
   */
  private static final class InMetadata {
    private final Module m;
    private Set<Function> named;

    InMetadata(Module m) {
      this.m = m;
    }

    boolean names(Function f) {
      if (named == null) named = collect();
      return named.contains(f);
    }

    private Set<Function> collect() {
      Set<Function> found = Collections.newSetFromMap(new IdentityHashMap<>());
      Set<Metadata> seen = Collections.newSetFromMap(new IdentityHashMap<>());
      ArrayDeque<Metadata> work = new ArrayDeque<>(m.numberedMetadata().values());
      for (NamedMDNode n : m.namedMetadata().values()) work.addAll(n.operands());
      for (Function g : m.definedFunctions()) {
        for (BasicBlock b : g.blocks()) {
          for (Instruction i = b.first(); i != null; i = i.next()) {
            for (int k = 0; k < i.numOperands(); k++) if (i.operand(k) instanceof MetadataAsValue v) work.add(v.metadata());
          }
        }
      }
      while (!work.isEmpty()) {
        Metadata md = work.pop();
        if (md == null || !seen.add(md)) continue;
        if (md instanceof ValueAsMetadata v && v.value() instanceof Function g) found.add(g);
        if (md instanceof MDNode n) for (int k = 0; k < n.numOperands(); k++) work.push(n.operand(k));
      }
      return found;
    }
  }
}
