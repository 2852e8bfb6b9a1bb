package dev.hoist.ir;

import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.attr.AttributeSet;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * LLVM 14's intrinsic table: which {@code llvm.*} names are intrinsics, the attributes LLVM
 * gives their declarations and the type signatures its verifier holds their calls to
 * ({@link IntrinsicSignature}). When LLVM reads a module it replaces the attributes a declaration of a
 * known intrinsic carries (function, return and parameter attributes, {@code immarg} included)
 * with the table's, so
 * <pre>
 *   declare double @llvm.sqrt.f64(double)
 * </pre>
 * is {@code nofree nosync nounwind readnone speculatable willreturn} whatever the module says. The
 * parser applies {@link #attributes} to every {@code llvm.*} declaration so that Hoist's analyses
 * and output see what LLVM sees.
 *
 * <p>The table is generated from LLVM itself by {@code scripts/gen-intrinsic-attrs} into the
 * resource {@code intrinsic-attrs.txt}, and read on first use. Names are matched as LLVM's
 * {@code Function::lookupIntrinsicID} does: within the target's sorted subtable, the entry found
 * by narrowing on each dotted component, exactly, or followed by a {@code .suffix} when the
 * intrinsic is overloaded ({@code llvm.memcpy.p0i8.p0i8.i64} is {@code llvm.memcpy}).
 */
public final class Intrinsics {
  private Intrinsics() {}

  /**
   * The attributes LLVM gives a declaration named {@code name} with {@code numParams} parameters,
   * or null when {@code name} is not an intrinsic LLVM knows (its declared attributes then stay).
   */
  public static AttributeList attributes(String name, int numParams) {
    if (name == null || !name.startsWith("llvm.")) return null;
    Table t = Table.INSTANCE;
    int i = t.lookup(name);
    return i < 0 ? null : t.attributes(t.spec[i], numParams);
  }

  /** Whether LLVM 14 knows {@code name} as an intrinsic. */
  public static boolean isIntrinsic(String name) {
    return name != null && name.startsWith("llvm.") && Table.INSTANCE.lookup(name) >= 0;
  }

  /** The names of every intrinsic LLVM 14 knows, in the table's order. */
  static List<String> names() {
    return List.of(Table.INSTANCE.names);
  }

  /** Whether {@code name} is a target's intrinsic ({@code llvm.x86.*}, ...), known or not. */
  public static boolean isTargetIntrinsic(String name) {
    if (name == null || !name.startsWith("llvm.")) return false;
    int dot = name.indexOf('.', 5);
    String target = name.substring(5, dot < 0 ? name.length() : dot);
    return !target.isEmpty() && Table.INSTANCE.targets.containsKey(target);
  }

  /** The type signature of the intrinsic {@code name} denotes, or null when LLVM 14 knows no such intrinsic. */
  public static IntrinsicSignature signature(String name) {
    if (name == null || !name.startsWith("llvm.")) return null;
    Table t = Table.INSTANCE;
    int i = t.lookup(name);
    if (i < 0) return null;
    IntrinsicSignature s = t.signatures[i];
    if (s == null) t.signatures[i] = s = IntrinsicSignature.decode(t.names[i], t.iit[i], t.longTable);
    return s;
  }

  /** The generated table, loaded when the first {@code llvm.*} name is looked up. */
  private static final class Table {
    static final Table INSTANCE = load();

    final String[] names;
    final boolean[] overloaded;
    final int[] spec;
    final int[] iit; // IIT_Table words
    final byte[] longTable; // IIT_LongEncodingTable
    final String[] specText;
    final AttributeList[] specAttrs; // parsed on first use; racy but idempotent
    final IntrinsicSignature[] signatures; // decoded on first use; racy but idempotent
    final Map<String, int[]> targets; // target name -> {first index, end index}

    private Table(String[] names, boolean[] overloaded, int[] spec, int[] iit, byte[] longTable, String[] specText,
        Map<String, int[]> targets) {
      this.names = names;
      this.overloaded = overloaded;
      this.spec = spec;
      this.iit = iit;
      this.longTable = longTable;
      this.specText = specText;
      this.specAttrs = new AttributeList[specText.length];
      this.signatures = new IntrinsicSignature[names.length];
      this.targets = targets;
    }

    private static Table load() {
      byte[] bytes;
      try (InputStream in = Intrinsics.class.getResourceAsStream("intrinsic-attrs.txt")) {
        if (in == null) throw new IllegalStateException("resource intrinsic-attrs.txt missing");
        bytes = in.readAllBytes();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      String text = new String(bytes, StandardCharsets.ISO_8859_1);
      List<String> specs = new ArrayList<>();
      int n = 0;
      String[] names = new String[12000];
      boolean[] over = new boolean[names.length];
      int[] spec = new int[names.length];
      int[] iit = new int[names.length];
      byte[] longTable = new byte[0];
      Map<String, int[]> targets = new HashMap<>();
      int[] current = null;
      for (int pos = 0; pos < text.length(); ) {
        int eol = text.indexOf('\n', pos);
        if (eol < 0) eol = text.length();
        char c = text.charAt(pos);
        if (c == '=') {
          specs.add(text.substring(pos + 2, eol));
        } else if (c == '@') {
          if (current != null) current[1] = n;
          current = new int[] {n, n};
          targets.put(text.substring(Math.min(pos + 2, eol), eol), current);
        } else if (c == '!') {
          longTable = HexFormat.of().parseHex(text, pos + 2, eol);
        } else if (c != '#' && eol > pos) {
          int sp1 = text.indexOf(' ', pos);
          int sp3 = text.indexOf(' ', sp1 + 3);
          if (n == names.length) {
            names = Arrays.copyOf(names, n * 2);
            over = Arrays.copyOf(over, n * 2);
            spec = Arrays.copyOf(spec, n * 2);
            iit = Arrays.copyOf(iit, n * 2);
          }
          names[n] = text.substring(pos, sp1);
          over[n] = text.charAt(sp1 + 1) == '1';
          spec[n] = Integer.parseInt(text, sp1 + 3, sp3, 10);
          iit[n] = Integer.parseUnsignedInt(text, sp3 + 1, eol, 16);
          n++;
        }
        pos = eol + 1;
      }
      if (current != null) current[1] = n;
      return new Table(Arrays.copyOf(names, n), Arrays.copyOf(over, n), Arrays.copyOf(spec, n), Arrays.copyOf(iit, n),
          longTable, specs.toArray(new String[0]), targets);
    }

    /** LLVM's lookupIntrinsicID: the index of the intrinsic {@code name} denotes, or -1. */
    int lookup(String name) {
      int dot = name.indexOf('.', 5);
      int[] range = targets.get(name.substring(5, dot < 0 ? name.length() : dot));
      if (range == null) range = targets.get("");
      int low = range[0], high = range[1], lastLow = low;
      // Narrow to the entries that agree with name on each dotted component in turn.
      int cmpEnd = 4; // skip "llvm"
      while (cmpEnd < name.length() && high > low) {
        int cmpStart = cmpEnd;
        int d = name.indexOf('.', cmpStart + 1);
        cmpEnd = d < 0 ? name.length() : d;
        lastLow = low;
        int lo = low, hi = high;
        while (lo < hi) { // first entry not below name
          int mid = (lo + hi) >>> 1;
          if (compare(names[mid], name, cmpStart, cmpEnd) < 0) lo = mid + 1;
          else hi = mid;
        }
        int newLow = lo;
        hi = high;
        while (lo < hi) { // first entry above name
          int mid = (lo + hi) >>> 1;
          if (compare(names[mid], name, cmpStart, cmpEnd) <= 0) lo = mid + 1;
          else hi = mid;
        }
        low = newLow;
        high = lo;
      }
      if (high > low) lastLow = low;
      if (lastLow >= range[1]) return -1;
      String found = names[lastLow];
      if (name.length() == found.length()) return name.equals(found) ? lastLow : -1;
      boolean prefix = name.startsWith(found) && name.charAt(found.length()) == '.';
      return prefix && overloaded[lastLow] ? lastLow : -1;
    }

    /** strncmp of {@code a} and {@code b} over [start, end), a missing character counting as NUL. */
    private static int compare(String a, String b, int start, int end) {
      for (int k = start; k < end; k++) {
        int ca = k < a.length() ? a.charAt(k) : 0;
        int cb = k < b.length() ? b.charAt(k) : 0;
        if (ca != cb) return ca - cb;
        if (ca == 0) return 0;
      }
      return 0;
    }

    AttributeList attributes(int s, int numParams) {
      AttributeList l = specAttrs[s];
      if (l == null) specAttrs[s] = l = parse(specText[s]);
      if (l.numParamSets() <= numParams) return l;
      AttributeSet[] p = new AttributeSet[numParams];
      for (int i = 0; i < numParams; i++) p[i] = l.param(i);
      return new AttributeList(l.fn(), l.ret(), p);
    }

    /** "F|R|P0|P1..." with space-separated attribute keywords in each part. */
    private static AttributeList parse(String text) {
      String[] parts = text.split("\\|", -1);
      AttributeSet[] params = new AttributeSet[parts.length - 2];
      for (int i = 0; i < params.length; i++) params[i] = set(parts[i + 2]);
      return new AttributeList(set(parts[0]), set(parts[1]), params);
    }

    private static AttributeSet set(String words) {
      if (words.isBlank()) return AttributeSet.EMPTY;
      String[] w = words.trim().split(" ");
      Attribute[] a = new Attribute[w.length];
      for (int i = 0; i < w.length; i++) a[i] = new Attribute.Enum(w[i].intern());
      return AttributeSet.of(a);
    }
  }
}
