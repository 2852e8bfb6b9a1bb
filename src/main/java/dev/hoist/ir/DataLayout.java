package dev.hoist.ir;

import dev.hoist.ir.type.ArrayType;
import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.PrimitiveType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import dev.hoist.ir.type.VectorType;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A module's data layout ({@code target datalayout = "e-m:e-p:64:64-i64:64-..."}): sizes and
 * alignments of types, as LLVM's DataLayout computes them, starting from LLVM's defaults and
 * overridden by the string. Analyses use it for GEP offsets and access sizes.
 */
public final class DataLayout {
  /** A malformed layout string. */
  public static final class Malformed extends RuntimeException {
    public Malformed(String msg) {
      super(msg, null, false, false);
    }
  }

  private record PointerSpec(int sizeBits, int abiAlign, int prefAlign, int indexBits) {}

  private boolean bigEndian;
  private final Map<Integer, PointerSpec> pointers = new HashMap<>();
  private final TreeMap<Integer, Integer> intAbi = new TreeMap<>(); // bits -> abi alignment (bytes)
  private final TreeMap<Integer, Integer> floatAbi = new TreeMap<>();
  private final TreeMap<Integer, Integer> vectorAbi = new TreeMap<>();
  private final TreeMap<Integer, Integer> intPref = new TreeMap<>(); // preferred alignments, as the ABI ones
  private final TreeMap<Integer, Integer> floatPref = new TreeMap<>();
  private final TreeMap<Integer, Integer> vectorPref = new TreeMap<>();
  private int aggregateAbi = 1;
  private int aggregatePref = 8;
  private int stackAlign;
  private int programAddrSpace;
  private int allocaAddrSpace;
  private int globalsAddrSpace;
  private final ConcurrentHashMap<StructType, long[]> structLayouts = new ConcurrentHashMap<>();
  /**
   * Answers of the hot queries (alias analysis asks for sizes and alignments of the same few types
   * over and over): address space 0's pointer, and integer ABI alignments by width (0 = not yet
   * looked up). Filled lazily; racing threads store the same values.
   */
  private PointerSpec pointer0;
  private final long[] intAbiByBits = new long[129];

  private DataLayout() {
    pointers.put(0, new PointerSpec(64, 8, 8, 64));
    intAbi.put(1, 1);
    intAbi.put(8, 1);
    intAbi.put(16, 2);
    intAbi.put(32, 4);
    intAbi.put(64, 4);
    floatAbi.put(16, 2);
    floatAbi.put(32, 4);
    floatAbi.put(64, 8);
    floatAbi.put(128, 16);
    vectorAbi.put(64, 8);
    vectorAbi.put(128, 16);
    intPref.putAll(intAbi);
    intPref.put(64, 8);
    floatPref.putAll(floatAbi);
    vectorPref.putAll(vectorAbi);
  }

  /** Parses a layout string (empty or null: LLVM's defaults), with LLVM 14's checks and messages. */
  public static DataLayout parse(String s) {
    DataLayout dl = new DataLayout();
    if (s == null || s.isEmpty()) return dl;
    String desc = s;
    while (!desc.isEmpty()) {
      int dash = desc.indexOf('-');
      String spec = dash < 0 ? desc : desc.substring(0, dash);
      String rest = dash < 0 ? "" : desc.substring(dash + 1);
      if (dash >= 0 && rest.isEmpty()) throw new Malformed("Trailing separator in datalayout string");
      if (dash >= 0 && spec.isEmpty()) throw new Malformed("Expected token before separator in datalayout string");
      dl.specifier(spec);
      desc = rest;
    }
    return dl;
  }

  /** LLVM's getInt: a decimal unsigned int. */
  private static int num(String s) {
    if (s.isEmpty()) throw new Malformed("not a number, or does not fit in an unsigned int");
    for (int i = 0; i < s.length(); i++) {
      if (!Character.isDigit(s.charAt(i))) throw new Malformed("not a number, or does not fit in an unsigned int");
    }
    long v = s.length() > 10 ? Long.MAX_VALUE : Long.parseLong(s);
    if (v > 0xffffffffL) throw new Malformed("not a number, or does not fit in an unsigned int");
    return (int) v;
  }

  /** LLVM's getIntInBytes: a number of bits that must be a whole number of bytes. */
  private static int bytes(String s) {
    long bits = Integer.toUnsignedLong(num(s));
    if (bits % 8 != 0) throw new Malformed("number of bits must be a byte width multiple");
    return (int) (bits / 8);
  }

  private static int addrSpace(String s) {
    int as = num(s);
    if ((as & 0xff000000) != 0) throw new Malformed("Invalid address space, must be a 24bit integer");
    return as;
  }

  private static boolean isPowerOf2(int v) {
    return v != 0 && (v & (v - 1)) == 0;
  }

  private void specifier(String spec) {
    String[] parts = spec.split(":", -1);
    String tok = parts[0];
    if (tok.equals("ni")) {
      for (int i = 1; i < parts.length; i++) {
        if (num(parts[i]) == 0) throw new Malformed("Address space 0 can never be non-integral");
      }
      return;
    }
    char c = tok.charAt(0);
    tok = tok.substring(1);
    switch (c) {
      case 's' -> {} // the old stack alignment, ignored by LLVM to read older files
      case 'E' -> bigEndian = true;
      case 'e' -> bigEndian = false;
      case 'p' -> {
        int as = tok.isEmpty() ? 0 : num(tok);
        if ((as & 0xff000000) != 0) throw new Malformed("Invalid address space, must be a 24bit integer");
        if (parts.length < 2) throw new Malformed("Missing size specification for pointer in datalayout string");
        int size = bytes(parts[1]);
        if (size == 0) throw new Malformed("Invalid pointer size of 0 bytes");
        if (parts.length < 3) throw new Malformed("Missing alignment specification for pointer in datalayout string");
        int abi = bytes(parts[2]);
        if (!isPowerOf2(abi)) throw new Malformed("Pointer ABI alignment must be a power of 2");
        int pref = abi;
        int idx = size;
        if (parts.length > 3) {
          pref = bytes(parts[3]);
          if (!isPowerOf2(pref)) throw new Malformed("Pointer preferred alignment must be a power of 2");
          if (parts.length > 4) {
            idx = bytes(parts[4]);
            if (idx == 0) throw new Malformed("Invalid index size of 0 bytes");
          }
        }
        if (pref < abi) throw new Malformed("Preferred alignment cannot be less than the ABI alignment");
        pointers.put(as, new PointerSpec(size * 8, abi, pref, idx * 8));
      }
      case 'i', 'v', 'f', 'a' -> {
        int size = tok.isEmpty() ? 0 : num(tok);
        if (c == 'a' && size != 0) throw new Malformed("Sized aggregate specification in datalayout string");
        if (parts.length < 2) throw new Malformed("Missing alignment specification in datalayout string");
        int abi = bytes(parts[1]);
        if (c != 'a' && abi == 0) throw new Malformed("ABI alignment specification must be >0 for non-aggregate types");
        if (abi > 0xffff) throw new Malformed("Invalid ABI alignment, must be a 16bit integer");
        if (abi != 0 && !isPowerOf2(abi)) throw new Malformed("Invalid ABI alignment, must be a power of 2");
        int pref = parts.length > 2 ? bytes(parts[2]) : abi;
        if (pref > 0xffff) throw new Malformed("Invalid preferred alignment, must be a 16bit integer");
        if (pref != 0 && !isPowerOf2(pref)) throw new Malformed("Invalid preferred alignment, must be a power of 2");
        if ((size & 0xff000000) != 0) throw new Malformed("Invalid bit width, must be a 24bit integer");
        if (pref < abi) throw new Malformed("Preferred alignment cannot be less than the ABI alignment");
        int a = Math.max(abi, 1);
        int pa = Math.max(pref, 1);
        switch (c) {
          case 'i' -> {
            intAbi.put(size, a);
            intPref.put(size, pa);
          }
          case 'f' -> {
            floatAbi.put(size, a);
            floatPref.put(size, pa);
          }
          case 'v' -> {
            vectorAbi.put(size, a);
            vectorPref.put(size, pa);
          }
          default -> {
            aggregateAbi = a;
            aggregatePref = pa;
          }
        }
      }
      case 'n' -> {
        for (int i = 0; i < parts.length; i++) {
          if (num(i == 0 ? tok : parts[i]) == 0) throw new Malformed("Zero width native integer type in datalayout string");
        }
      }
      case 'S' -> {
        int a = bytes(tok);
        if (a != 0 && !isPowerOf2(a)) throw new Malformed("Alignment is neither 0 nor a power of 2");
        stackAlign = a;
      }
      case 'F' -> {
        if (tok.isEmpty() || (tok.charAt(0) != 'i' && tok.charAt(0) != 'n')) {
          throw new Malformed("Unknown function pointer alignment type in datalayout string");
        }
        int a = bytes(tok.substring(1));
        if (a != 0 && !isPowerOf2(a)) throw new Malformed("Alignment is neither 0 nor a power of 2");
      }
      case 'P' -> programAddrSpace = addrSpace(tok);
      case 'A' -> allocaAddrSpace = addrSpace(tok);
      case 'G' -> globalsAddrSpace = addrSpace(tok);
      case 'm' -> {
        if (!tok.isEmpty()) throw new Malformed("Unexpected trailing characters after mangling specifier in datalayout string");
        if (parts.length < 2 || parts[1].isEmpty()) throw new Malformed("Expected mangling specifier in datalayout string");
        String m = spec.substring(spec.indexOf(':') + 1);
        if (m.length() > 1) throw new Malformed("Unknown mangling specifier in datalayout string");
        if ("emoxwla".indexOf(m.charAt(0)) < 0) throw new Malformed("Unknown mangling in datalayout string");
      }
      default -> throw new Malformed("Unknown specifier in datalayout string");
    }
  }

  /** Default address space of functions (the {@code P} specifier). */
  public int programAddrSpace() {
    return programAddrSpace;
  }

  /** Default address space of allocas (the {@code A} specifier). */
  public int allocaAddrSpace() {
    return allocaAddrSpace;
  }

  /** Default address space of global variables (the {@code G} specifier). */
  public int globalsAddrSpace() {
    return globalsAddrSpace;
  }

  public boolean isBigEndian() {
    return bigEndian;
  }

  private PointerSpec pointer(int as) {
    if (as == 0) {
      PointerSpec p = pointer0;
      if (p == null) pointer0 = p = pointers.get(0);
      return p;
    }
    PointerSpec p = pointers.get(as);
    return p != null ? p : pointers.get(0);
  }

  public int pointerSizeInBits(int addrSpace) {
    return pointer(addrSpace).sizeBits();
  }

  /** Width of GEP index arithmetic for pointers in this address space. */
  public int indexSizeInBits(int addrSpace) {
    return pointer(addrSpace).indexBits();
  }

  /** The size in bits of a value of {@code t} ({@code getTypeSizeInBits}). */
  public long sizeInBits(Type t) {
    // instanceof tests, not a pattern switch: C1 compiles a pattern switch to a method-handle call,
    // which costs more than the rest of the query (alias analysis asks this all the time)
    if (t instanceof IntegerType i) return i.bits();
    if (t instanceof PointerType p) return pointer(p.addrSpace()).sizeBits();
    if (t instanceof ArrayType a) return a.length() * allocSize(a.element()) * 8;
    if (t instanceof StructType s) return layout(s)[s.numElements()] * 8;
    if (t instanceof FloatType f) return f.bits();
    if (t instanceof VectorType v) return v.length() * sizeInBits(v.element());
    return t == PrimitiveType.X86_MMX ? 64 : t == PrimitiveType.X86_AMX ? 8192 : 0;
  }

  /** Bytes written by a store of {@code t} ({@code getTypeStoreSize}). */
  public long storeSize(Type t) {
    return (sizeInBits(t) + 7) / 8;
  }

  /** Bytes between consecutive elements of type {@code t} in memory ({@code getTypeAllocSize}). */
  public long allocSize(Type t) {
    if (t instanceof IntegerType i && i.bits() <= 64) {
      long s = (i.bits() + 7) / 8;
      long a = intAbiAlignment(i.bits());
      return (s + a - 1) / a * a;
    }
    if (t instanceof PointerType p) {
      PointerSpec ps = pointer(p.addrSpace());
      long s = (ps.sizeBits() + 7) / 8;
      long a = ps.abiAlign();
      return (s + a - 1) / a * a;
    }
    long s = storeSize(t);
    long a = abiAlignment(t);
    return (s + a - 1) / a * a;
  }

  /** The ABI alignment of {@code t} in bytes. */
  public long abiAlignment(Type t) {
    if (t instanceof IntegerType i) return intAbiAlignment(i.bits());
    if (t instanceof PointerType p) return pointer(p.addrSpace()).abiAlign();
    if (t instanceof ArrayType a) return abiAlignment(a.element());
    if (t instanceof StructType s) return layout(s)[s.numElements() + 1];
    if (t instanceof FloatType f) {
      Integer a = floatAbi.get(f.bits());
      return a != null ? a : Long.highestOneBit(Math.max(1, (f.bits() + 7) / 8));
    }
    if (t instanceof VectorType v) {
      Integer a = vectorAbi.get((int) sizeInBits(v));
      if (a != null) return a;
      long bytes = Math.max(1, (sizeInBits(v) + 7) / 8);
      return Long.highestOneBit(bytes) == bytes ? bytes : Long.highestOneBit(bytes) * 2;
    }
    return 8;
  }

  /**
   * The preferred alignment of {@code t} in bytes ({@code getPrefTypeAlign}): what an alloca
   * without {@code align} gets. A struct's is at least the aggregate preference (8 by default).
   */
  public long prefAlignment(Type t) {
    if (t instanceof IntegerType i) return lookup(intPref, i.bits());
    if (t instanceof PointerType p) return pointer(p.addrSpace()).prefAlign();
    if (t instanceof ArrayType a) return prefAlignment(a.element());
    if (t instanceof StructType s) return s.isPacked() ? Math.max(1, aggregatePref) : Math.max(aggregatePref, layout(s)[s.numElements() + 1]);
    if (t instanceof FloatType f) {
      Integer a = floatPref.get(f.bits());
      return a != null ? a : abiAlignment(t);
    }
    if (t instanceof VectorType v) {
      Integer a = vectorPref.get((int) sizeInBits(v));
      return a != null ? a : abiAlignment(t);
    }
    return abiAlignment(t);
  }

  private long intAbiAlignment(int bits) {
    if (bits >= intAbiByBits.length) return lookup(intAbi, bits);
    long a = intAbiByBits[bits];
    if (a == 0) intAbiByBits[bits] = a = lookup(intAbi, bits);
    return a;
  }

  /** Integer alignment: exact entry, else the next larger one, else the largest. */
  private static long lookup(TreeMap<Integer, Integer> table, int bits) {
    Integer a = table.get(bits);
    if (a != null) return a;
    Map.Entry<Integer, Integer> up = table.ceilingEntry(bits);
    if (up != null) return up.getValue();
    return table.lastEntry().getValue();
  }

  /** Byte offset of field {@code i} of struct {@code s}. */
  public long fieldOffset(StructType s, int i) {
    return layout(s)[i];
  }

  /** [offset of each field..., total size, alignment]. */
  private long[] layout(StructType s) {
    long[] l = structLayouts.get(s);
    if (l != null) return l;
    int n = s.numElements();
    l = new long[n + 2];
    long off = 0;
    long align = 1;
    for (int i = 0; i < n; i++) {
      Type e = s.element(i);
      long a = s.isPacked() ? 1 : abiAlignment(e);
      off = (off + a - 1) / a * a;
      l[i] = off;
      off += allocSize(e);
      align = Math.max(align, a);
    }
    if (!s.isPacked()) align = Math.max(align, aggregateAbi);
    off = (off + align - 1) / align * align;
    l[n] = off;
    l[n + 1] = align;
    structLayouts.put(s, l);
    return l;
  }
}
