package dev.hoist.ir.bitcode;

/**
 * The header LLVM puts before bitcode for Darwin targets: magic {@code 0x0B17C0DE}, version 0,
 * offset and size of the bitcode, and the Mach-O CPU type, the whole padded to 16 bytes.
 */
final class DarwinWrapper {
  private DarwinWrapper() {}

  static boolean isDarwin(String triple) {
    if (triple == null) return false;
    String t = triple.toLowerCase(java.util.Locale.ROOT);
    return t.contains("-darwin") || t.contains("-macos") || t.contains("-ios") || t.contains("-tvos")
        || t.contains("-watchos") || t.contains("-apple-") && !t.contains("-elf") || t.endsWith("-macho");
  }

  static byte[] wrap(byte[] bc, String triple) {
    int size = 20 + bc.length;
    int padded = (size + 15) & ~15;
    byte[] out = new byte[padded];
    put(out, 0, 0x0B17C0DE);
    put(out, 4, 0);
    put(out, 8, 20);
    put(out, 12, bc.length);
    put(out, 16, cpuType(triple));
    System.arraycopy(bc, 0, out, 20, bc.length);
    return out;
  }

  private static int cpuType(String triple) {
    String arch = triple.substring(0, Math.max(0, triple.indexOf('-')));
    int abi64 = 0x01000000;
    return switch (arch) {
      case "x86_64", "x86_64h" -> 7 | abi64;
      case "i386", "i486", "i586", "i686" -> 7;
      case "aarch64", "arm64", "arm64e" -> 12 | abi64;
      case "arm64_32" -> 12 | 0x02000000;
      case "powerpc", "ppc" -> 18;
      case "powerpc64", "ppc64" -> 18 | abi64;
      default -> arch.startsWith("arm") || arch.startsWith("thumb") ? 12 : -1;
    };
  }

  private static void put(byte[] b, int at, int v) {
    b[at] = (byte) v;
    b[at + 1] = (byte) (v >>> 8);
    b[at + 2] = (byte) (v >>> 16);
    b[at + 3] = (byte) (v >>> 24);
  }
}
