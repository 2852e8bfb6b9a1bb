package dev.hoist.analysis.alias;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Compares two {@code aa-eval -print-all-alias-modref-info} outputs for the same module, LLVM's and
 * Hoist's, pair by pair (a pair is named by its function and the two pointers as printed):
 *
 * <ul>
 *   <li><b>unsound</b>: Hoist says NoAlias where LLVM says MustAlias or PartialAlias (must be 0);
 *   <li><b>recall</b>: of LLVM's NoAlias answers, the share Hoist also gives;
 *   <li>pairs one side printed and the other did not, and how many mod/ref lines agree exactly.
 * </ul>
 *
 * Outputs of big modules run to hundreds of megabytes, so lines are streamed and pairs are keyed
 * by a 64-bit hash of their text. {@code main(DIR)} reads {@code DIR/NAME.opt.gz} and
 * {@code DIR/NAME.hoist.gz} (as {@code scripts/aa-compare} writes them; uncompressed
 * {@code .opt}/{@code .hoist} work too), prints the totals and exits
 * with 1 when an answer is unsound, recall is below 90% or Hoist failed on a module.
 */
public final class AaEvalComparison {
  /** The figures for one or more modules. */
  public static final class Result {
    public long pairs;
    public long unsound;
    public long llvmNoAlias;
    public long bothNoAlias;
    public long hoistOnlyNoAlias;
    public long missingInHoist;
    public long extraInHoist;
    public long modRefLines;
    public long modRefSame;
    public long modRefHoistNone;
    public final List<String> examples = new ArrayList<>();

    public void add(Result o) {
      pairs += o.pairs;
      unsound += o.unsound;
      llvmNoAlias += o.llvmNoAlias;
      bothNoAlias += o.bothNoAlias;
      hoistOnlyNoAlias += o.hoistOnlyNoAlias;
      missingInHoist += o.missingInHoist;
      extraInHoist += o.extraInHoist;
      modRefLines += o.modRefLines;
      modRefSame += o.modRefSame;
      modRefHoistNone += o.modRefHoistNone;
      for (String e : o.examples) if (examples.size() < 20) examples.add(e);
    }

    /** The share of LLVM's NoAlias answers Hoist also found, in percent (100 when LLVM has none). */
    public double recallPercent() {
      return llvmNoAlias == 0 ? 100.0 : 100.0 * bothNoAlias / llvmNoAlias;
    }

    public String summary() {
      return String.format(
          "pairs compared: %d%nunsound (Hoist NoAlias, LLVM MustAlias/PartialAlias): %d%n"
              + "LLVM NoAlias: %d, also NoAlias in Hoist: %d (%.2f%%)%n"
              + "Hoist NoAlias where LLVM says MayAlias: %d%npairs missing in Hoist: %d, extra in Hoist: %d%n"
              + "mod/ref lines equal: %d of %d; Hoist NoModRef where LLVM reports an effect: %d%n",
          pairs, unsound, llvmNoAlias, bothNoAlias, recallPercent(), hoistOnlyNoAlias, missingInHoist,
          extraInHoist, modRefSame, modRefLines, modRefHoistNone);
    }
  }

  private static final String[] KINDS = {"NoAlias", "MayAlias", "PartialAlias", "MustAlias"};
  private static final Pattern PAIR =
      Pattern.compile("^  (NoAlias|MayAlias|PartialAlias|MustAlias)(?: \\(off -?\\d+\\))?:\\t(.*)$");
  private static final Pattern MODREF =
      Pattern.compile("^  (NoModRef|Just Ref|Just Mod|Both ModRef|Must)((?: \\(MustAlias\\))?):  Ptr: (.*)$");
  private static final Pattern FUNCTION = Pattern.compile("^Function: (.*): \\d+ pointers, \\d+ call sites$");

  private AaEvalComparison() {}

  /** The parsed answers of one output: pair hash to alias kind, mod/ref line hash to its answer. */
  private static final class Answers {
    final LongByteMap pairs = new LongByteMap();
    final LongByteMap modRefs = new LongByteMap();
  }

  /**
   * A hash map from long keys to byte values with open addressing: outputs with tens of millions
   * of lines must fit in memory.
   */
  static final class LongByteMap {
    private long[] keys = new long[1 << 10];
    private byte[] values = new byte[1 << 10];
    private boolean[] used = new boolean[1 << 10];
    private int size;

    int size() {
      return size;
    }

    private int slot(long k) {
      int mask = keys.length - 1;
      int i = (int) (k ^ (k >>> 32)) * 0x9E3779B9 & mask;
      while (used[i] && keys[i] != k) i = (i + 1) & mask;
      return i;
    }

    boolean containsKey(long k) {
      return used[slot(k)];
    }

    /** The value, or -1 when absent. */
    int get(long k) {
      int i = slot(k);
      return used[i] ? values[i] : -1;
    }

    void put(long k, int v) {
      if ((size + 1) * 2 > keys.length) grow();
      int i = slot(k);
      if (!used[i]) {
        used[i] = true;
        keys[i] = k;
        size++;
      }
      values[i] = (byte) v;
    }

    private void grow() {
      long[] ok = keys;
      byte[] ov = values;
      boolean[] ou = used;
      keys = new long[ok.length * 2];
      values = new byte[ok.length * 2];
      used = new boolean[ok.length * 2];
      size = 0;
      for (int i = 0; i < ok.length; i++) if (ou[i]) put(ok[i], ov[i]);
    }

    /** Calls {@code f} for each entry. */
    void forEach(java.util.function.BiConsumer<Long, Integer> f) {
      for (int i = 0; i < keys.length; i++) if (used[i]) f.accept(keys[i], (int) values[i]);
    }
  }

  private static final List<String> MOD_REF_TEXTS = List.of("NoModRef", "Just Ref", "Just Mod", "Both ModRef",
      "Must", "Just Ref (MustAlias)", "Just Mod (MustAlias)", "Both ModRef (MustAlias)");

  /** Compares LLVM's output with Hoist's for one module; {@code module} names examples. */
  public static Result compare(String module, String llvm, String hoist) {
    try {
      return compare(module, new StringReader(llvm), new StringReader(hoist));
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  public static Result compare(String module, Reader llvm, Reader hoist) throws IOException {
    Answers l = parse(llvm, null);
    Map<Long, String> texts = new HashMap<>();
    Answers h = parse(hoist, texts);
    Result r = new Result();
    l.pairs.forEach((key, lk) -> {
      int hk = h.pairs.get(key);
      if (hk < 0) {
        r.missingInHoist++;
        return;
      }
      r.pairs++;
      if (lk == AliasCode.NO) {
        r.llvmNoAlias++;
        if (hk == AliasCode.NO) r.bothNoAlias++;
      } else if (hk == AliasCode.NO) {
        if (lk == AliasCode.MUST || lk == AliasCode.PARTIAL) {
          r.unsound++;
          if (r.examples.size() < 20) r.examples.add(module + ": LLVM " + KINDS[lk] + ", Hoist NoAlias: " + texts.getOrDefault(key, "(pair " + Long.toHexString(key) + ")"));
        } else {
          r.hoistOnlyNoAlias++;
        }
      }
    });
    h.pairs.forEach((key, v) -> {
      if (!l.pairs.containsKey(key)) r.extraInHoist++;
    });
    l.modRefs.forEach((key, lv) -> {
      r.modRefLines++;
      int hv = h.modRefs.get(key);
      if (lv.intValue() == hv) r.modRefSame++;
      else if (hv == 0) r.modRefHoistNone++;
    });
    return r;
  }

  private static Answers parse(Reader in, Map<Long, String> texts) throws IOException {
    Answers a = new Answers();
    BufferedReader br = new BufferedReader(in, 1 << 16);
    String fn = "";
    String line;
    while ((line = br.readLine()) != null) {
      if (line.startsWith("Function: ")) {
        Matcher m = FUNCTION.matcher(line);
        if (m.matches()) fn = m.group(1);
        continue;
      }
      Matcher m = PAIR.matcher(line);
      if (m.matches()) {
        long k = hash(fn, m.group(2));
        byte kind = (byte) kindOf(m.group(1));
        a.pairs.put(k, kind);
        if (texts != null && kind == AliasCode.NO && texts.size() < 100_000) texts.put(k, fn + ": " + m.group(2));
        continue;
      }
      m = MODREF.matcher(line);
      if (m.matches()) {
        long k = hash(fn, m.group(3));
        // Two calls may print the same; number the repeats.
        while (a.modRefs.containsKey(k)) k = k * 0x9E3779B97F4A7C15L + 1;
        a.modRefs.put(k, MOD_REF_TEXTS.indexOf(m.group(1) + m.group(2)));
      }
    }
    return a;
  }

  private static int kindOf(String s) {
    for (int i = 0; i < KINDS.length; i++) if (KINDS[i].equals(s)) return i;
    return AliasCode.MAY;
  }

  /** FNV-1a over the function name and the line text. */
  private static long hash(String fn, String text) {
    long h = 0xcbf29ce484222325L;
    for (int i = 0; i < fn.length(); i++) h = (h ^ fn.charAt(i)) * 0x100000001b3L;
    h = (h ^ 0xff) * 0x100000001b3L;
    for (int i = 0; i < text.length(); i++) h = (h ^ text.charAt(i)) * 0x100000001b3L;
    return h;
  }

  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args.length > 0 ? args[0] : ".");
    Result total = new Result();
    int modules = 0;
    List<String> failed = new ArrayList<>();
    try (Stream<Path> s = Files.list(dir)) {
      for (Path opt : s.filter(p -> p.toString().endsWith(".opt") || p.toString().endsWith(".opt.gz")).sorted().toList()) {
        String name = opt.getFileName().toString();
        boolean gz = name.endsWith(".gz");
        String base = name.substring(0, name.length() - (gz ? 7 : 4));
        Path hoist = dir.resolve(base + (gz ? ".hoist.gz" : ".hoist"));
        if (!Files.exists(hoist)) {
          failed.add(base);
          continue;
        }
        try (BufferedReader lr = open(opt); BufferedReader hr = open(hoist)) {
          hr.mark(1 << 16);
          String first = hr.readLine();
          if (first != null && first.contains(": error:")) {
            failed.add(base);
            continue;
          }
          hr.reset();
          total.add(compare(base, lr, hr));
        }
        modules++;
      }
    }
    System.out.print("modules compared: " + modules + (failed.isEmpty() ? "" : "; Hoist failed on " + failed) + "\n");
    System.out.print(total.summary());
    for (String e : total.examples) System.out.println("  " + e);
    boolean ok = total.unsound == 0 && total.recallPercent() >= 90.0 && failed.isEmpty();
    System.out.println(ok ? "aa-compare: OK" : "aa-compare: FAILED");
    System.exit(ok ? 0 : 1);
  }

  private static BufferedReader open(Path p) throws IOException {
    java.io.InputStream in = Files.newInputStream(p);
    if (p.toString().endsWith(".gz")) in = new java.util.zip.GZIPInputStream(in, 1 << 16);
    return new BufferedReader(new java.io.InputStreamReader(in, StandardCharsets.ISO_8859_1), 1 << 16);
  }
}
