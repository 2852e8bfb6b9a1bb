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
  private int aggregateAbi = 1;
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
  }

  /** Parses a layout string (empty or null: LLVM's defaults). */
  public static DataLayout parse(String s) {
    DataLayout dl = new DataLayout();
    if (s == null || s.isEmpty()) return dl;
    if (s.endsWith("-")) throw new Malformed("Trailing separator in datalayout string");
    for (String spec : s.split("-", -1)) {
      if (spec.isEmpty()) throw new Malformed("Expected token before separator in datalayout string");
      dl.specifier(spec);
    }
    return dl;
  }

  private static int num(String s, String what) {
    if (s.isEmpty()) throw new Malformed("Missing " + what + " in datalayout string");
    for (int i = 0; i < s.length(); i++) {
      if (!Character.isDigit(s.charAt(i))) throw new Malformed("not a number, or does not fit in an unsigned int");
    }
    try {
      return Integer.parseInt(s);
    } catch (NumberFormatException e) {
      throw new Malformed("not a number, or does not fit in an unsigned int");
    }
  }

  private static int alignBytes(String s) {
    int bits = num(s, "alignment");
    if (bits % 8 != 0) throw new Malformed("Alignment is neither 0 nor a power of 2 of bytes");
    int bytes = bits / 8;
    if (bytes != 0 && (bytes & (bytes - 1)) != 0) throw new Malformed("Alignment is neither 0 nor a power of 2");
    return bytes;
  }

  private void specifier(String spec) {
    char c = spec.charAt(0);
    String rest = spec.substring(1);
    String[] parts = rest.split(":", -1);
    switch (c) {
      case 'e', 'E' -> {
        if (!rest.isEmpty()) throw new Malformed("Unknown specifier in datalayout string");
        bigEndian = c == 'E';
      }
      case 'm' -> {
        if (!rest.startsWith(":") || rest.length() != 2 || "emoxwla".indexOf(rest.charAt(1)) < 0) {
          throw new Malformed("Unknown mangling in datalayout string");
        }
      }
      case 'S' -> stackAlign = alignBytes(rest);
      case 'P' -> programAddrSpace = num(rest, "address space");
      case 'A' -> allocaAddrSpace = num(rest, "address space");
      case 'G' -> globalsAddrSpace = num(rest, "address space");
      case 'p' -> {
        int as = parts[0].isEmpty() ? 0 : num(parts[0], "address space");
        if (parts.length < 3) throw new Malformed("Missing size specification for pointer in datalayout string");
        int size = num(parts[1], "pointer size");
        if (size == 0) throw new Malformed("Invalid pointer size of 0 bytes");
        int abi = alignBytes(parts[2]);
        int pref = parts.length > 3 ? alignBytes(parts[3]) : abi;
        int idx = parts.length > 4 ? num(parts[4], "index size") : size;
        if (parts.length > 5) throw new Malformed("Unknown specifier in datalayout string");
        pointers.put(as, new PointerSpec(size, Math.max(abi, 1), pref, idx));
      }
      case 'i', 'v', 'f', 'a' -> {
        int size = c == 'a' ? 0 : num(parts[0], "size");
        if (c == 'a' && !parts[0].isEmpty()) num(parts[0], "size");
        if (parts.length < 2) throw new Malformed("Missing alignment specification in datalayout string");
        if (parts.length > 3) throw new Malformed("Unknown specifier in datalayout string");
        int abi = alignBytes(parts[1]);
        if (parts.length > 2) alignBytes(parts[2]);
        if (c == 'i' && size == 8 && abi != 1) throw new Malformed("Invalid ABI alignment for i8 type");
        switch (c) {
          case 'i' -> intAbi.put(size, Math.max(abi, 1));
          case 'f' -> floatAbi.put(size, Math.max(abi, 1));
          case 'v' -> vectorAbi.put(size, Math.max(abi, 1));
          default -> aggregateAbi = Math.max(abi, 1);
        }
      }
      case 'n' -> {
        if (rest.startsWith("i:")) {
          for (String a : rest.substring(2).split(":", -1)) num(a, "address space");
        } else {
          for (String w : rest.split(":", -1)) num(w, "native integer width");
        }
      }
      case 'F' -> {
        if (rest.isEmpty() || (rest.charAt(0) != 'i' && rest.charAt(0) != 'n')) {
          throw new Malformed("Unknown function pointer alignment type in datalayout string");
        }
        alignBytes(rest.substring(1));
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
