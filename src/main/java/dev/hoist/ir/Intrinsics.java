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
    Table t = Table.INSTANCE;
    List<String> l = new ArrayList<>(t.overloaded.length);
    for (int i = 0; i < t.overloaded.length; i++) l.add(t.name(i));
    return l;
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
    if (s == null) t.signatures[i] = s = IntrinsicSignature.decode(t.name(i), t.iit[i], t.longTable);
    return s;
  }

  /**
   * The generated table, loaded when the first {@code llvm.*} name is looked up. It is read once per
   * run that declares an intrinsic, so it is read as bytes: names stay where they are in the text
   * (offsets, not ten thousand strings), and numbers are parsed in place.
   */
  private static final class Table {
    static final Table INSTANCE = load();

    /** The resource, one byte a character. */
    final byte[] text;
    /** Where each name starts and ends in {@link #text}, in table order. */
    final int[] nameStart, nameEnd;
    final boolean[] overloaded;
    final int[] spec;
    final int[] iit; // IIT_Table words
    final byte[] longTable; // IIT_LongEncodingTable
    final String[] specText;
    final AttributeList[] specAttrs; // parsed on first use; racy but idempotent
    final IntrinsicSignature[] signatures; // decoded on first use; racy but idempotent
    final Map<String, int[]> targets; // target name -> {first index, end index}

    private Table(byte[] text, int n, int[] nameStart, int[] nameEnd, boolean[] overloaded, int[] spec, int[] iit,
        byte[] longTable, String[] specText, Map<String, int[]> targets) {
      this.text = text;
      this.nameStart = Arrays.copyOf(nameStart, n);
      this.nameEnd = Arrays.copyOf(nameEnd, n);
      this.overloaded = Arrays.copyOf(overloaded, n);
      this.spec = Arrays.copyOf(spec, n);
      this.iit = Arrays.copyOf(iit, n);
      this.longTable = longTable;
      this.specText = specText;
      this.specAttrs = new AttributeList[specText.length];
      this.signatures = new IntrinsicSignature[n];
      this.targets = targets;
    }

    String name(int i) {
      return new String(text, nameStart[i], nameEnd[i] - nameStart[i], StandardCharsets.ISO_8859_1);
    }

    private static Table load() {
      byte[] b;
      try (InputStream in = Intrinsics.class.getResourceAsStream("intrinsic-attrs.txt")) {
        if (in == null) throw new IllegalStateException("resource intrinsic-attrs.txt missing");
        b = in.readAllBytes();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      List<String> specs = new ArrayList<>();
      int n = 0, cap = 12000;
      int[] nameStart = new int[cap], nameEnd = new int[cap], spec = new int[cap], iit = new int[cap];
      boolean[] over = new boolean[cap];
      byte[] longTable = new byte[0];
      Map<String, int[]> targets = new HashMap<>();
      int[] current = null;
      for (int pos = 0; pos < b.length; ) {
        byte c = b[pos];
        if (c == '=' || c == '@' || c == '#') {
          int eol = pos;
          while (eol < b.length && b[eol] != '\n') eol++;
          int from = Math.min(pos + 2, eol);
          String rest = new String(b, from, eol - from, StandardCharsets.ISO_8859_1);
          if (c == '=') {
            specs.add(rest);
          } else if (c == '@') {
            if (current != null) current[1] = n;
            current = new int[] {n, n};
            targets.put(rest, current);
          }
          pos = eol + 1;
        } else if (c == '!') {
          int at = pos + 2, eol = at;
          while (eol < b.length && b[eol] != '\n') eol++;
          longTable = new byte[(eol - at) / 2];
          for (int k = 0; k < longTable.length; k++, at += 2) longTable[k] = (byte) (hex(b[at]) << 4 | hex(b[at + 1]));
          pos = eol + 1;
        } else if (c == '\n') {
          pos++;
        } else { // NAME O S T
          if (n == cap) {
            cap *= 2;
            nameStart = Arrays.copyOf(nameStart, cap);
            nameEnd = Arrays.copyOf(nameEnd, cap);
            over = Arrays.copyOf(over, cap);
            spec = Arrays.copyOf(spec, cap);
            iit = Arrays.copyOf(iit, cap);
          }
          int at = pos;
          while (b[at] != ' ') at++;
          nameStart[n] = pos;
          nameEnd[n] = at;
          over[n] = b[at + 1] == '1';
          int v = 0;
          for (at += 3; b[at] != ' '; at++) v = v * 10 + (b[at] - '0');
          spec[n] = v;
          int word = 0;
          for (at++; at < b.length && b[at] != '\n'; at++) word = word << 4 | hex(b[at]);
          iit[n] = word;
          n++;
          pos = at + 1;
        }
      }
      if (current != null) current[1] = n;
      return new Table(b, n, nameStart, nameEnd, over, spec, iit, longTable, specs.toArray(new String[0]), targets);
    }

    /** A lower-case hex digit's value (the table is ours: no other characters). */
    private static int hex(byte c) {
      return c <= '9' ? c - '0' : c - 'a' + 10;
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
          if (compare(mid, name, cmpStart, cmpEnd) < 0) lo = mid + 1;
          else hi = mid;
        }
        int newLow = lo;
        hi = high;
        while (lo < hi) { // first entry above name
          int mid = (lo + hi) >>> 1;
          if (compare(mid, name, cmpStart, cmpEnd) <= 0) lo = mid + 1;
          else hi = mid;
        }
        low = newLow;
        high = lo;
      }
      if (high > low) lastLow = low;
      if (lastLow >= range[1]) return -1;
      int len = nameEnd[lastLow] - nameStart[lastLow];
      if (name.length() < len || compare(lastLow, name, 0, len) != 0) return -1;
      if (name.length() == len) return lastLow;
      return name.charAt(len) == '.' && overloaded[lastLow] ? lastLow : -1;
    }

    /** strncmp of entry {@code e}'s name and {@code b} over [start, end), a missing character counting as NUL. */
    private int compare(int e, String b, int start, int end) {
      int from = nameStart[e], len = nameEnd[e] - from;
      for (int k = start; k < end; k++) {
        int ca = k < len ? text[from + k] & 0xff : 0;
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
