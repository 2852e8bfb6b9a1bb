package dev.hoist.ir.verify;

import dev.hoist.ir.*;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;

/** The per-instruction operand type rules of the verifier. */
final class TypeChecks {
  private TypeChecks() {}

  static void check(Verifier v, Instruction i) {
    switch (i) {
      case BinaryInst b -> {
        if (b.lhs().type() != b.type() || b.rhs().type() != b.type()) {
          throw v.error("Both operands to a binary operator are not of the same type!", i);
        }
        boolean fp = b.opcode().isFloatBinary();
        if (fp ? !b.type().isFPOrFPVector() : !b.type().isIntOrIntVector()) {
          throw v.error("Arithmetic operators must have " + (fp ? "floating-point" : "integer") + " operands!", i);
        }
      }
      case UnaryInst u -> {
        if (u.operand(0).type() != u.type() || !u.type().isFPOrFPVector()) throw v.error("Invalid operand type for fneg", i);
      }
      case CastInst c -> {
        if (!TypeRules.castIsValid(c.opcode(), c.sourceType(), c.type())) throw v.error("Invalid cast", i);
      }
      case CmpInst c -> {
        if (c.lhs().type() != c.rhs().type()) throw v.error("Both operands to a compare are not of the same type!", i);
        Type t = c.lhs().type();
        boolean ok = c.opcode() == Opcode.ICMP ? t.isIntOrIntVector() || t.isPtrOrPtrVector() : t.isFPOrFPVector();
        if (!ok) throw v.error("Invalid operand types for compare instruction", i);
      }
      case PhiInst p -> {
        for (int k = 0; k < p.numIncoming(); k++) {
          if (p.incomingValue(k).type() != p.type()) throw v.error("PHI node operands are not the same type as the result!", i);
        }
      }
      case SelectInst s -> {
        if (s.trueValue().type() != s.falseValue().type() || s.type() != s.trueValue().type()) {
          throw v.error("Invalid operands for select instruction!", i);
        }
        Type ct = s.condition().type();
        if (!ct.scalarType().isInteger(1)) throw v.error("Select condition type must be i1 or <n x i1>", i);
      }
      case LoadInst l -> {
        if (!(l.pointer().type() instanceof PointerType pt)) throw v.error("Load operand must be a pointer.", i);
        if (!pt.isOpaque() && pt.pointee() != l.type()) throw v.error("Load result type does not match pointer operand type!", i);
        if (l.ordering() != AtomicOrdering.NOT_ATOMIC && l.align() == 0) throw v.error("Atomic load must specify explicit alignment", i);
      }
      case StoreInst s -> {
        if (!(s.pointer().type() instanceof PointerType pt)) throw v.error("Store operand must be a pointer.", i);
        if (!pt.isOpaque() && pt.pointee() != s.value().type()) throw v.error("Stored value type does not match pointer operand type!", i);
        if (s.ordering() != AtomicOrdering.NOT_ATOMIC && s.align() == 0) throw v.error("Atomic store must specify explicit alignment", i);
      }
      case GepInst g -> {
        if (!(g.pointer().type().scalarType() instanceof PointerType)) throw v.error("GEP base pointer is not a pointer", i);
        for (int k = 0; k < g.numIndices(); k++) {
          if (!g.index(k).type().isIntOrIntVector()) throw v.error("GEP indexes must be integers", i);
        }
        Type indexed = TypeRules.gepIndexedType(g.sourceElementType(), g.operandsAfterBase());
        if (indexed == null) throw v.error("Invalid getelementptr indices", i);
        if (TypeRules.gepResultType(g.pointer().type(), indexed, g.operandsAfterBase()) != g.type()) {
          throw v.error("GEP is not of right type for indices!", i);
        }
      }
      case BrInst b -> {
        if (b.isConditional() && !b.condition().type().isInteger(1)) throw v.error("Branch condition is not 'i1' type!", i);
      }
      case SwitchInst s -> {
        for (int k = 0; k < s.numCases(); k++) {
          if (s.caseValue(k).type() != s.condition().type()) throw v.error("Switch constants must all be same type as switch value!", i);
        }
      }
      case RetInst r -> {
        Type want = v.function().functionType().returnType();
        Value rv = r.returnValue();
        if (rv == null ? !want.isVoid() : rv.type() != want) {
          throw v.error("Function return type does not match operand type of return inst!", i);
        }
      }
      case CallBase c -> call(v, c);
      case ExtractElementInst e -> {
        if (!(e.operand(0).type() instanceof VectorType vt) || vt.element() != e.type() || !e.operand(1).type().isInteger()) {
          throw v.error("Invalid extractelement operands!", i);
        }
      }
      case InsertElementInst e -> {
        if (!(e.operand(0).type() instanceof VectorType vt) || vt != e.type() || vt.element() != e.operand(1).type()
            || !e.operand(2).type().isInteger()) {
          throw v.error("Invalid insertelement operands!", i);
        }
      }
      case ShuffleVectorInst s -> {
        if (s.operand(0).type() != s.operand(1).type() || !(s.operand(0).type() instanceof VectorType)) {
          throw v.error("Invalid shufflevector operands!", i);
        }
      }
      case ExtractValueInst e -> {
        if (TypeRules.aggregateIndexedType(e.aggregate().type(), e.indices()) != e.type()) {
          throw v.error("Invalid ExtractValueInst operands!", i);
        }
      }
      case InsertValueInst e -> {
        if (TypeRules.aggregateIndexedType(e.aggregate().type(), e.indices()) != e.element().type()
            || e.type() != e.aggregate().type()) {
          throw v.error("Invalid InsertValueInst operands!", i);
        }
      }
      case AllocaInst a -> {
        if (!a.arraySize().type().isInteger()) throw v.error("Alloca array size must have integer type", i);
      }
      default -> {}
    }
  }

  private static void call(Verifier v, CallBase c) {
    FunctionType ft = c.functionType();
    Value callee = c.callee();
    if (!(callee.type() instanceof PointerType pt)) throw v.error("Called function must be a pointer!", c);
    if (!pt.isOpaque() && pt.pointee() != ft) throw v.error("Called function is not the same type as the call!", c);
    if (c.numArgs() < ft.numParams() || (c.numArgs() > ft.numParams() && !ft.isVarArgs())) {
      throw v.error("Incorrect number of arguments passed to called function!", c);
    }
    for (int k = 0; k < ft.numParams(); k++) {
      if (c.arg(k).type() != ft.param(k)) throw v.error("Call parameter type does not match function signature!", c);
    }
    if (c.type() != ft.returnType()) throw v.error("Call result type does not match function type!", c);
    Function f = c.calledFunction();
    if (f != null && f.functionType() == ft) {
      String problem = v.intrinsicProblem(f);
      if (problem != null) throw v.error(problem, c);
    }
    if (c instanceof InvokeInst inv && !(inv.unwindDest().firstNonPhi() instanceof LandingPadInst
        || inv.unwindDest().firstNonPhi() instanceof FuncletPadInst || inv.unwindDest().firstNonPhi() instanceof CatchSwitchInst)) {
      throw v.error("The unwind destination does not have an exception handling instruction!", c);
    }
  }
}
