package dev.hoist.ir.bitcode;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The names debug-info metadata uses for numbers, as LLVM 14 spells them: {@code DW_TAG_member},
 * {@code DW_ATE_signed}, {@code DW_LANG_C99}, {@code DW_CC_normal}, {@code DW_OP_plus_uconst},
 * {@code DW_VIRTUALITY_virtual}, {@code DW_MACINFO_define}, {@code DIFlagPrototyped} and
 * {@code DISPFlagDefinition}. The table is generated from LLVM's headers by
 * {@code scripts/gen-dwarf-names} into the resource {@code dwarf-names.txt}.
 */
final class DwarfNames {
  /** One group of names ({@code TAG}, {@code OP}, ...): both directions, and the order of definition. */
  static final class Group {
    private final Map<Long, String> byValue = new HashMap<>();
    private final Map<String, Long> byName = new HashMap<>();
    final List<Long> values = new ArrayList<>();
    final List<String> names = new ArrayList<>();

    /** The name of {@code v}, or null. */
    String name(long v) {
      return byValue.get(v);
    }

    /** The value named {@code name}, or -1. */
    long value(String name) {
      Long v = byName.get(name);
      return v == null ? -1 : v;
    }

    private void add(long v, String name) {
      byValue.putIfAbsent(v, name);
      byName.putIfAbsent(name, v);
      values.add(v);
      names.add(name);
    }
  }

  static final Group TAG = new Group();
  static final Group ATE = new Group();
  static final Group LANG = new Group();
  static final Group CC = new Group();
  static final Group OP = new Group();
  static final Group VIRTUALITY = new Group();
  static final Group MACINFO = new Group();
  static final Group DIFLAG = new Group();
  static final Group DISPFLAG = new Group();

  static {
    Map<String, Group> groups = Map.of("TAG", TAG, "ATE", ATE, "LANG", LANG, "CC", CC, "OP", OP,
        "VIRTUALITY", VIRTUALITY, "MACINFO", MACINFO, "DIFLAG", DIFLAG, "DISPFLAG", DISPFLAG);
    try (InputStream in = DwarfNames.class.getResourceAsStream("dwarf-names.txt")) {
      if (in == null) throw new IllegalStateException("dwarf-names.txt is missing from the class path");
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
      for (String line; (line = r.readLine()) != null; ) {
        if (line.isEmpty() || line.startsWith("#")) continue;
        String[] f = line.split(" ");
        groups.get(f[0]).add(Long.parseLong(f[1]), f[2]);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private DwarfNames() {}
}
