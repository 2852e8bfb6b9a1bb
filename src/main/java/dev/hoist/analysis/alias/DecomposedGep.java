package dev.hoist.analysis.alias;

import dev.hoist.ir.CallBase;
import dev.hoist.ir.DataLayout;
import dev.hoist.ir.GlobalAlias;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.PhiInst;
import dev.hoist.ir.Value;
import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.ArrayList;
import java.util.List;

/**
 * A pointer written as {@code base + offset + sum(scale_i * v_i)}: the base pointer reached by
 * walking back through getelementptrs and casts, the constant byte offset, and the variable
 * indices with their byte scales. Struct field offsets and array strides come from the data
 * layout; arithmetic is modulo 2^64 (index widths up to 64 bits are supported).
 *
 * <pre>
 *   %p = getelementptr inbounds %struct.S, %struct.S* %s, i64 %i, i32 1   ; S = {i32, i32}
 *   ; base %s, offset 4, indices [8 * %i]
 * </pre>
 */
final class DecomposedGep {
  /** One scaled variable index: {@code scale * val}. */
  static final class VarIndex {
    final CastedValue val;
    long scale;
    boolean nsw;
    final Instruction cxt;

    VarIndex(CastedValue val, long scale, boolean nsw, Instruction cxt) {
      this.val = val;
      this.scale = scale;
      this.nsw = nsw;
      this.cxt = cxt;
    }

    VarIndex copy() {
      return new VarIndex(val, scale, nsw, cxt);
    }
  }

  Value base;
  long offset;
  final List<VarIndex> varIndices = new ArrayList<>(2);
  /** Null until a GEP is seen, then whether all GEPs seen were inbounds. */
  Boolean inBounds;
  /** The index width of the pointer's address space (offsets are modulo 2^indexBits). */
  int indexBits = 64;
  /** False when an index width could not be handled; the decomposition then stops at {@link #base}. */
  boolean analyzable = true;

  DecomposedGep copy() {
    DecomposedGep d = new DecomposedGep();
    d.base = base;
    d.offset = offset;
    for (VarIndex v : varIndices) d.varIndices.add(v.copy());
    d.inBounds = inBounds;
    d.analyzable = analyzable;
    d.indexBits = indexBits;
    return d;
  }

  /** Decomposes {@code v} (LLVM's DecomposeGEPExpression), walking at most {@link Underlying#MAX_LOOKUP} steps. */
  static DecomposedGep of(Value v, DataLayout dl) {
    DecomposedGep d = new DecomposedGep();
    if (v.type() instanceof PointerType pt) d.indexBits = dl.indexSizeInBits(pt.addrSpace());
    Instruction cxt = v instanceof Instruction i ? i : null;
    int maxLookup = Underlying.MAX_LOOKUP;
    do {
      if (v instanceof GlobalAlias ga) {
        if (!ga.isIFunc() && !ga.linkage().isInterposable()) {
          v = ga.target();
          continue;
        }
        d.base = v;
        return d;
      }
      if (IrOps.isPointerCast(v)) {
        Value nv = IrOps.op(v, 0);
        // Offsets of another index width do not add up with these.
        if (!(nv.type() instanceof PointerType npt) || dl.indexSizeInBits(npt.addrSpace()) != d.indexBits) {
          d.base = v;
          return d;
        }
        v = nv;
        continue;
      }
      if (!IrOps.isGep(v)) {
        if (v instanceof PhiInst phi && phi.numIncoming() == 1) {
          v = phi.incomingValue(0);
          continue;
        }
        if (v instanceof CallBase call) {
          Value r = Underlying.argumentAliasingReturn(call, false);
          if (r != null) {
            v = r;
            continue;
          }
        }
        d.base = v;
        return d;
      }
      if (!(v.type() instanceof PointerType pt) || !addGep(d, v, dl, pt.addrSpace(), cxt)) {
        d.base = v;
        d.analyzable = false;
        return d;
      }
      v = IrOps.op(v, 0);
    } while (--maxLookup > 0);
    d.base = v;
    return d;
  }

  /** Adds one GEP's indices; false (leaving {@code d} unchanged) when they cannot be analysed. */
  private static boolean addGep(DecomposedGep d, Value gep, DataLayout dl, int addrSpace, Instruction cxt) {
    Type t = IrOps.gepSourceType(gep);
    if (!t.isSized()) return false;
    int indexSize = dl.indexSizeInBits(addrSpace);
    boolean inb = IrOps.gepInBounds(gep);
    long offset = d.offset;
    List<VarIndex> current = new ArrayList<>();
    for (VarIndex vi : d.varIndices) current.add(vi.copy());
    boolean constantOffset = true;
    Type indexed = null; // the type the next index steps over; null: the source element type itself
    int n = IrOps.numOps(gep);
    for (int i = 1; i < n; i++) {
      Value idx = IrOps.op(gep, i);
      Type stepOver;
      if (i == 1) {
        stepOver = t;
      } else if (indexed instanceof StructType st) {
        if (!(idx instanceof ConstantInt ci) || !ci.fitsLong()) return false;
        int field = (int) ci.zextValue();
        if (field < 0 || field >= st.numElements()) return false;
        if (field != 0) offset += dl.fieldOffset(st, field);
        indexed = st.element(field);
        continue;
      } else if (indexed instanceof ArrayType at) {
        stepOver = at.element();
      } else if (indexed instanceof VectorType vt) {
        if (vt.scalable()) return false;
        stepOver = vt.element();
      } else {
        return false;
      }
      indexed = stepOver;
      if (!stepOver.isSized()) return false;
      long elemSize = dl.allocSize(stepOver);
      if (idx instanceof ConstantInt ci) {
        if (ci.isZero()) continue;
        offset += elemSize * CastedValue.signExtend(ci.signedValue(), Math.min(indexSize, 64));
        continue;
      }
      if (!(idx.type() instanceof IntegerType it) || it.bits() > 64 || indexSize > 64) return false;
      constantOffset = false;
      int width = it.bits();
      int sext = indexSize > width ? indexSize - width : 0;
      int trunc = indexSize < width ? width - indexSize : 0;
      LinearExpression le = LinearExpression.of(new CastedValue(idx, 0, sext, trunc));
      le = le.mul(elemSize, inb);
      offset += le.offset();
      long scale = le.scale();
      boolean nsw = le.nsw();
      // The same variable twice (A[x][x]) becomes one index with the scales added.
      for (int k = 0; k < current.size(); k++) {
        VarIndex o = current.get(k);
        if (o.val.v() == le.val().v() && o.val.hasSameCastsAs(le.val())) {
          scale += o.scale;
          nsw = false;
          current.remove(k);
          break;
        }
      }
      scale = CastedValue.signExtend(scale, indexSize);
      if (scale != 0) current.add(new VarIndex(le.val(), scale, nsw, cxt));
    }
    if (constantOffset) offset = CastedValue.signExtend(offset, Math.min(indexSize, 64));
    d.offset = offset;
    d.varIndices.clear();
    d.varIndices.addAll(current);
    d.inBounds = d.inBounds == null ? inb : d.inBounds && inb;
    return true;
  }
}
