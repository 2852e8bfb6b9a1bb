package dev.hoist.ir;

import java.util.HashMap;
import java.util.Map;

/** LLVM calling-convention numbers and their keywords; others print as {@code ccN}. */
public final class CallingConv {
  private CallingConv() {}

  public static final int C = 0;
  public static final int FAST = 8;
  public static final int COLD = 9;

  private static final Map<String, Integer> BY_NAME = new HashMap<>();
  private static final Map<Integer, String> BY_ID = new HashMap<>();

  private static void def(String name, int id) {
    BY_NAME.put(name, id);
    BY_ID.put(id, name);
  }

  static {
    def("ccc", 0); def("fastcc", 8); def("coldcc", 9); def("ghccc", 10); def("webkit_jscc", 12);
    def("anyregcc", 13); def("preserve_mostcc", 14); def("preserve_allcc", 15); def("swiftcc", 16);
    def("cxx_fast_tlscc", 17); def("tailcc", 18); def("cfguard_checkcc", 19); def("swifttailcc", 20);
    def("x86_stdcallcc", 64); def("x86_fastcallcc", 65); def("arm_apcscc", 66); def("arm_aapcscc", 67);
    def("arm_aapcs_vfpcc", 68); def("msp430_intrcc", 69); def("x86_thiscallcc", 70); def("ptx_kernel", 71);
    def("ptx_device", 72); def("spir_func", 75); def("spir_kernel", 76); def("intel_ocl_bicc", 77);
    def("x86_64_sysvcc", 78); def("win64cc", 79); def("x86_vectorcallcc", 80); def("hhvmcc", 81);
    def("hhvm_ccc", 82); def("x86_intrcc", 83); def("avr_intrcc", 84); def("avr_signalcc", 85);
    def("amdgpu_vs", 87); def("amdgpu_gs", 88); def("amdgpu_ps", 89); def("amdgpu_cs", 90);
    def("amdgpu_kernel", 91); def("x86_regcallcc", 92); def("amdgpu_hs", 93); def("amdgpu_ls", 95);
    def("amdgpu_es", 96); def("aarch64_vector_pcs", 97); def("aarch64_sve_vector_pcs", 98); def("amdgpu_gfx", 100);
  }

  /** The number for a keyword, or -1. */
  public static int byName(String keyword) {
    Integer i = BY_NAME.get(keyword);
    return i == null ? -1 : i;
  }

  /**
   * The textual form as LLVM 14 prints it: empty for C, a keyword, or {@code ccN}. The AVR
   * keywords carry a trailing space in LLVM's printer, so they print followed by two spaces.
   */
  public static String text(int cc) {
    if (cc == C) return "";
    String s = BY_ID.get(cc);
    if (s == null) return "cc" + cc;
    return cc == 84 || cc == 85 ? s + " " : s;
  }
}
