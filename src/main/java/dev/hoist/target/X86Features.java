package dev.hoist.target;

import dev.hoist.ir.Function;
import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeSet;
import java.util.Map;

/**
 * The x86-64 vector extensions a function may use, from its {@code "target-cpu"} and
 * {@code "target-features"} attributes (what clang writes for {@code -march=} and {@code -mavx2}),
 * as llc reads them. The extensions nest, so one level describes them: each adds to the ones
 * before it what the cost model needs.
 *
 * <pre>
 *   attributes #0 = { "target-cpu"="x86-64" "target-features"="+cx8,+mmx,+sse,+sse2,+x87" }   ; SSE2
 *   attributes #1 = { "target-cpu"="x86-64" "target-features"="+avx,+avx2,+sse4.1,..." }    ; AVX2
 *   attributes #2 = { "target-cpu"="haswell" }                                              ; AVX2
 * </pre>
 *
 * A feature turned off ({@code "-avx2"}) caps the level below it. AVX-512 counts as AVX2: llc
 * prefers 256-bit vectors on the cores that have it.
 */
public enum X86Features {
  /** The x86-64 baseline: 128-bit integer and floating-point vectors. */
  SSE2,
  /** {@code pshufb}: any byte shuffle in one instruction. */
  SSSE3,
  /** {@code pmulld}, {@code pminsd}, {@code blendv}, {@code pmovzx}, {@code roundps}. */
  SSE41,
  /** {@code pcmpgtq}: 64-bit compares. */
  SSE42,
  /** 256-bit floating-point vectors (integers stay 128-bit). */
  AVX,
  /** 256-bit integer vectors, per-lane shifts ({@code vpsllvd}). */
  AVX2;

  private static final Map<String, X86Features> FEATURES = Map.ofEntries(Map.entry("ssse3", SSSE3),
      Map.entry("sse4.1", SSE41), Map.entry("sse4.2", SSE42), Map.entry("avx", AVX), Map.entry("avx2", AVX2),
      Map.entry("avx512f", AVX2));

  /** A function attribute set (immutable) and its level: the last one asked about. */
  private record Last(AttributeSet attrs, X86Features level) {}

  /**
   * The answer for the last attribute set: a module's functions share a few, and the cost models
   * ask for every loop. Read and written whole, so threads sharing it see one pair or another.
   */
  private static volatile Last last;

  /** The level of a function, from its attributes. */
  public static X86Features of(Function f) {
    if (f == null) return SSE2; // no function, no attributes: the x86-64 baseline
    AttributeSet attrs = f.attributes().fn();
    Last l = last;
    if (l != null && l.attrs == attrs) return l.level;
    X86Features level = parse(string(f, "target-cpu"), string(f, "target-features"));
    last = new Last(attrs, level);
    return level;
  }

  /** The level of a CPU name ({@code -march}) and a feature list ({@code +avx2,-fma,...}); either may be null. */
  public static X86Features parse(String cpu, String features) {
    X86Features level = cpu == null ? SSE2 : ofCpu(cpu);
    X86Features cap = AVX2;
    if (features != null) {
      for (String f : features.split(",")) {
        if (f.length() < 2) continue;
        X86Features l = FEATURES.get(f.substring(1));
        if (l == null) continue;
        if (f.charAt(0) == '+' && l.compareTo(level) > 0) level = l;
        if (f.charAt(0) == '-' && !f.equals("-avx512f")) { // without AVX-512, AVX2 stays
          X86Features below = values()[l.ordinal() - 1];
          if (below.compareTo(cap) < 0) cap = below;
        }
      }
    }
    return level.compareTo(cap) > 0 ? cap : level;
  }

  private static X86Features ofCpu(String cpu) {
    return switch (cpu) {
      case "core2", "bonnell", "atom" -> SSSE3;
      case "penryn" -> SSE41;
      case "nehalem", "corei7", "westmere", "silvermont", "slm", "goldmont", "goldmont-plus", "tremont", "x86-64-v2",
          "btver1" -> SSE42;
      case "sandybridge", "corei7-avx", "ivybridge", "core-avx-i", "btver2", "bdver1", "bdver2", "bdver3" -> AVX;
      case "haswell", "core-avx2", "broadwell", "skylake", "skylake-avx512", "skx", "cascadelake", "cooperlake",
          "cannonlake", "icelake-client", "icelake-server", "tigerlake", "rocketlake", "alderlake", "sapphirerapids",
          "raptorlake", "meteorlake", "knl", "knm", "bdver4", "znver1", "znver2", "znver3", "znver4", "x86-64-v3",
          "x86-64-v4" -> AVX2;
      default -> SSE2;
    };
  }

  private static String string(Function f, String key) {
    for (Attribute a : f.attributes().fn().attributes()) {
      if (a instanceof Attribute.Str s && s.kind().equals(key)) return s.value();
    }
    return null;
  }

  public boolean has(X86Features level) {
    return compareTo(level) >= 0;
  }
}
