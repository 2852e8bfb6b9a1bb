package dev.hoist.transform.util;

import dev.hoist.ir.Function;
import dev.hoist.ir.Intrinsics;
import dev.hoist.ir.Module;
import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;
import java.util.ArrayList;
import java.util.List;

/**
 * The declaration of an intrinsic a transform calls, added to the module on first use with the
 * attributes LLVM gives it ({@link Intrinsics}), as LLVM's {@code Intrinsic::getDeclaration}:
 *
 * <pre>
 *   Function f = IntrinsicDeclarations.get(m, "llvm.umul.with.overflow.i32", pair, List.of(I32, I32));
 *   ; declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #1
 * </pre>
 *
 * Functions are transformed in parallel, so the declaration is made once under the module's lock
 * and placed where its name sorts among the declarations after the last definition: the printed
 * module is then the same whichever function asked first.
 */
public final class IntrinsicDeclarations {
  private IntrinsicDeclarations() {}

  /** The declaration of {@code name} returning {@code ret} from {@code params}, added when missing. */
  public static Function get(Module m, String name, Type ret, List<Type> params) {
    synchronized (m) {
      Function f = m.getFunction(name);
      if (f != null) return f;
      FunctionType ft = FunctionType.get(ret, new ArrayList<>(params), false);
      f = new Function(ft, PointerType.to(ft), name);
      AttributeList attrs = Intrinsics.attributes(name, params.size());
      if (attrs != null) f.setAttributes(attrs);
      m.addDeclarationInOrder(f);
      return f;
    }
  }
}
