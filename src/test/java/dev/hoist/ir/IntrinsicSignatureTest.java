package dev.hoist.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import dev.hoist.ir.verify.Verifier;
import dev.hoist.ir.verify.VerifierError;
import dev.hoist.testutil.Hoist;
import dev.hoist.testutil.Llvm;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * LLVM's verifier holds every intrinsic call's declaration to the intrinsic's type signature
 * ({@link IntrinsicSignature}); Hoist's must reject what opt rejects, with the same message, and
 * accept what it accepts.
 */
class IntrinsicSignatureTest {
  private static final Path DECLARATIONS = Path.of("src/test/resources/intrinsics/signatures.ll");
  private static final List<String> MESSAGES = List.of("Intrinsic has incorrect return type!",
      "Intrinsic has incorrect argument type!", "Intrinsic was not defined with variable arguments!",
      "Callsite was not defined with variable arguments!", "Intrinsic has too few arguments!");

  @Test
  void everySignatureInTheTableDecodes() {
    int n = 0;
    for (String name : Intrinsics.names()) {
      assertNotNull(Intrinsics.signature(name), name);
      n++;
    }
    assertTrue(n > 10000, "intrinsics: " + n);
  }

  @Test
  void signaturesBindTheOverloadedTypes() {
    IntrinsicSignature ctpop = Intrinsics.signature("llvm.ctpop.i32");
    assertEquals("llvm.ctpop", ctpop.name());
    FunctionType ok = FunctionType.get(IntegerType.I32, List.of(IntegerType.I32), false);
    assertNull(ctpop.check(ok));
    assertEquals(List.of(IntegerType.I32), ctpop.overloadedTypes(ok));
    assertEquals("Intrinsic has incorrect argument type!",
        ctpop.check(FunctionType.get(IntegerType.I32, List.of(IntegerType.I64), false)));
    assertEquals("Intrinsic has incorrect return type!",
        ctpop.check(FunctionType.get(FloatType.FLOAT, List.of(FloatType.FLOAT), false)));
    // opt's words for a missing argument: the descriptor left over is not the one for "...".
    assertEquals("Callsite was not defined with variable arguments!",
        Intrinsics.signature("llvm.smax.i32").check(FunctionType.get(IntegerType.I32, List.of(IntegerType.I32), false)));
    // { anyint, i1 } with the i1 as wide as the integer: a vector's overflow bits are a vector.
    IntrinsicSignature overflow = Intrinsics.signature("llvm.uadd.with.overflow.v2i32");
    VectorType v2i32 = VectorType.get(2, IntegerType.I32);
    Type pair = StructType.literal(List.of(v2i32, VectorType.get(2, IntegerType.I1)), false);
    assertNull(overflow.check(FunctionType.get(pair, List.of(v2i32, v2i32), false)));
    Type scalarBit = StructType.literal(List.of(v2i32, IntegerType.I1), false);
    assertEquals("Intrinsic has incorrect return type!", overflow.check(FunctionType.get(scalarBit, List.of(v2i32, v2i32), false)));
  }

  @Test
  void theVerifierAgreesWithOptOnCallsOfMutatedDeclarations() throws IOException {
    Llvm.require();
    Module decls = Hoist.parseFile(DECLARATIONS);
    int accepted = 0, rejected = 0;
    for (Function f : decls.functions()) {
      if (!f.isDeclaration() || !f.name().startsWith("llvm.")) continue;
      FunctionType ft = f.functionType();
      List<FunctionType> variants = new ArrayList<>();
      variants.add(ft);
      for (Type t : mutations(ft.returnType())) variants.add(FunctionType.get(t, ft.params(), ft.isVarArgs()));
      for (int k = 0; k < ft.numParams(); k++) {
        for (Type t : mutations(ft.param(k))) {
          List<Type> ps = new ArrayList<>(ft.params());
          ps.set(k, t);
          variants.add(FunctionType.get(ft.returnType(), ps, ft.isVarArgs()));
        }
      }
      if (ft.numParams() > 0) variants.add(FunctionType.get(ft.returnType(), ft.params().subList(0, ft.numParams() - 1), false));
      List<Type> extra = new ArrayList<>(ft.params());
      extra.add(IntegerType.I32);
      variants.add(FunctionType.get(ft.returnType(), extra, false));
      for (FunctionType v : variants) {
        String text = module(f.name(), v);
        Llvm.Result opt = Llvm.run(List.of(Llvm.tool("opt"), "-passes=verify", "-disable-output", "-"),
            text.getBytes(StandardCharsets.UTF_8));
        String optVerdict = verdict(opt.exitCode() == 0, opt.stderr());
        if (optVerdict == null) continue; // rejected for another reason (an immediate argument, say)
        String hoistVerdict;
        try {
          Verifier.verify(Hoist.parse(text));
          hoistVerdict = "ok";
        } catch (VerifierError e) {
          hoistVerdict = verdict(false, e.getMessage());
        }
        assertEquals(optVerdict, hoistVerdict, text);
        if (optVerdict.equals("ok")) accepted++;
        else rejected++;
      }
    }
    assertTrue(accepted >= 60 && rejected >= 200, "accepted " + accepted + ", rejected " + rejected);
  }

  @Test
  void anIntrinsicsAddressIsNotTakenButByACallOrAnAttachedCallBundle() {
    VerifierError e = org.junit.jupiter.api.Assertions.assertThrows(VerifierError.class, () -> Verifier.verify(Hoist.parse("""
        declare i32 @llvm.ctpop.i32(i32)
        define i32 (i32)* @f() {
          ret i32 (i32)* @llvm.ctpop.i32
        }
        """)));
    assertTrue(e.getMessage().startsWith("Cannot take the address of an intrinsic!"), e.getMessage());
    Verifier.verify(Hoist.parse("""
        declare i8* @llvm.objc.retainAutoreleasedReturnValue(i8*)
        declare i8* @g()
        define i32 @f(i32 %x) {
          %r = call i8* @g() [ "clang.arc.attachedcall"(i8* (i8*)* @llvm.objc.retainAutoreleasedReturnValue) ]
          %c = call i32 @llvm.ctpop.i32(i32 %x)
          ret i32 %c
        }
        declare i32 @llvm.ctpop.i32(i32)
        """));
  }

  /** "ok", one of the signature messages, or null for another rejection. */
  private static String verdict(boolean ok, String stderr) {
    if (ok) return "ok";
    for (String m : MESSAGES) if (stderr.contains(m)) return m;
    return null;
  }

  private static String module(String name, FunctionType ft) {
    StringBuilder args = new StringBuilder();
    for (int k = 0; k < ft.numParams(); k++) {
      if (k > 0) args.append(", ");
      args.append(ft.param(k)).append(ft.param(k).isToken() ? " none" : " zeroinitializer");
    }
    String call = "call " + ft.returnType() + " @" + name + "(" + args + ")";
    StringBuilder params = new StringBuilder();
    for (int k = 0; k < ft.numParams(); k++) params.append(k > 0 ? ", " : "").append(ft.param(k));
    return "declare " + ft.returnType() + " @" + name + "(" + params + ")\n\ndefine void @f() {\n  "
        + (ft.returnType().isVoid() ? call : "%r = " + call) + "\n  ret void\n}\n";
  }

  /** Types near {@code t} that an intrinsic's signature tells apart from it. */
  private static List<Type> mutations(Type t) {
    List<Type> out = new ArrayList<>();
    if (t instanceof IntegerType i) out.add(IntegerType.get(i.bits() == 1 ? 8 : i.bits() * 2));
    if (t == FloatType.FLOAT) out.add(FloatType.DOUBLE);
    if (t == FloatType.DOUBLE || t == FloatType.HALF) out.add(FloatType.FLOAT);
    if (t instanceof VectorType v) {
      out.add(VectorType.get(v.length() * 2, v.element(), v.scalable()));
      for (Type e : mutations(v.element())) out.add(VectorType.get(v.length(), e, v.scalable()));
    }
    if (t instanceof PointerType p && !p.isOpaque()) {
      out.add(PointerType.get(p.pointee(), 1));
      out.add(PointerType.to(p.pointee() == IntegerType.I32 ? IntegerType.I64 : IntegerType.I32));
    }
    if (t instanceof StructType s && s.isLiteral() && s.numElements() > 0) {
      for (Type e : mutations(s.element(0))) {
        List<Type> es = new ArrayList<>(s.elements());
        es.set(0, e);
        out.add(StructType.literal(es, s.isPacked()));
      }
    }
    return out;
  }
}
