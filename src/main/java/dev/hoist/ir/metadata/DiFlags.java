package dev.hoist.ir.metadata;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The flag fields of debug-info nodes, {@code flags: DIFlagPrototyped | DIFlagArtificial} and
 * {@code spFlags: DISPFlagLocalToUnit | DISPFlagDefinition}: their values, and the canonical text
 * LLVM prints for a value (LLVM's {@code DINode::splitFlags}: the accessibility and inheritance
 * fields first, each flag once, in {@code DebugInfoFlags.def} order, then any unknown bits).
 */
public final class DiFlags {
  private DiFlags() {}

  private static final Map<String, Long> DI = new LinkedHashMap<>();
  private static final Map<String, Long> DISP = new LinkedHashMap<>();

  static {
    String[] di = {"Zero", "0", "Private", "1", "Protected", "2", "Public", "3", "FwdDecl", "4", "AppleBlock", "8",
        "ReservedBit4", "16", "Virtual", "32", "Artificial", "64", "Explicit", "128", "Prototyped", "256",
        "ObjcClassComplete", "512", "ObjectPointer", "1024", "Vector", "2048", "StaticMember", "4096",
        "LValueReference", "8192", "RValueReference", "16384", "ExportSymbols", "32768", "SingleInheritance", "65536",
        "MultipleInheritance", "131072", "VirtualInheritance", "196608", "IntroducedVirtual", "262144",
        "BitField", "524288", "NoReturn", "1048576", "TypePassByValue", "4194304", "TypePassByReference", "8388608",
        "EnumClass", "16777216", "Thunk", "33554432", "NonTrivial", "67108864", "BigEndian", "134217728",
        "LittleEndian", "268435456", "AllCallsDescribed", "536870912", "IndirectVirtualBase", "36"};
    for (int i = 0; i < di.length; i += 2) DI.put("DIFlag" + di[i], Long.parseLong(di[i + 1]));
    String[] sp = {"Zero", "0", "Virtual", "1", "PureVirtual", "2", "LocalToUnit", "4", "Definition", "8",
        "Optimized", "16", "Pure", "32", "Elemental", "64", "Recursive", "128", "MainSubprogram", "256",
        "Deleted", "512", "ObjCDirect", "2048"};
    for (int i = 0; i < sp.length; i += 2) DISP.put("DISPFlag" + sp[i], Long.parseLong(sp[i + 1]));
  }

  /** The value of a {@code DIFlag...} name, or null. */
  public static Long diFlag(String name) {
    return DI.get(name);
  }

  /** The value of a {@code DISPFlag...} name, or null. */
  public static Long spFlag(String name) {
    return DISP.get(name);
  }

  /** {@code flags} as LLVM prints a DIFlags field (null for 0: the field is left out). */
  public static String diText(long flags) {
    if (flags == 0) return null;
    StringBuilder sb = new StringBuilder();
    long access = flags & 3;
    if (access != 0) {
      add(sb, access == 1 ? "DIFlagPrivate" : access == 2 ? "DIFlagProtected" : "DIFlagPublic");
      flags &= ~3L;
    }
    long rep = flags & (3L << 16);
    if (rep != 0) {
      add(sb, rep == 1L << 16 ? "DIFlagSingleInheritance" : rep == 2L << 16 ? "DIFlagMultipleInheritance"
          : "DIFlagVirtualInheritance");
      flags &= ~rep;
    }
    if ((flags & 36) == 36) {
      add(sb, "DIFlagIndirectVirtualBase");
      flags &= ~36L;
    }
    for (Map.Entry<String, Long> e : DI.entrySet()) {
      long bit = e.getValue();
      if (Long.bitCount(bit) != 1 || bit == 3 || (bit & (3L << 16)) != 0) continue;
      if ((flags & bit) != 0) {
        add(sb, e.getKey());
        flags &= ~bit;
      }
    }
    if (flags != 0 || sb.length() == 0) add(sb, Long.toString(flags));
    return sb.toString();
  }

  /** {@code flags} as LLVM prints a DISPFlags field: always written, {@code 0} when empty. */
  public static String spText(long flags) {
    if (flags == 0) return "0";
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, Long> e : DISP.entrySet()) {
      long bit = e.getValue();
      if (bit != 0 && (flags & bit) != 0) {
        add(sb, e.getKey());
        flags &= ~bit;
      }
    }
    if (flags != 0) add(sb, Long.toString(flags));
    return sb.toString();
  }

  private static void add(StringBuilder sb, String s) {
    if (sb.length() > 0) sb.append(" | ");
    sb.append(s);
  }
}
