package dev.hoist.ir.bitcode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hoist.ir.Module;
import dev.hoist.ir.parse.LlParser;
import dev.hoist.ir.print.LlPrinter;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.verify.Verifier;
import dev.hoist.testutil.Llvm;
import dev.hoist.testutil.Tools;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 21's oracle for bitcode, on the corpus sample, the syntax zoo, every lit module under
 * test/ and clang's bitcode of test/corpus/c (-O0 and -O2, with and without -g).
 *
 * <p>Writing: {@code llvm-dis} of Hoist's bitcode of a module equals {@code llvm-dis} of
 * {@code opt M -o x.bc}. Reading: Hoist's {@code -S} print of {@code llvm-as}'s (or clang's)
 * bitcode equals {@code opt -S} of it, byte for byte but for the ModuleID line.
 *
 * <p>Speed: starting a process costs ~30 ms here, so the references come from as few runs as
 * possible: clang compiles all sources of a configuration in one run, and {@code llvm-dis} takes
 * many files in one. Its files share one LLVMContext, where a struct name taken by an earlier
 * file gets a suffix in a later one, so a run only takes files whose struct names differ, and
 * never two files of one module (their debug info would share nodes). {@code llvm-dis}
 * prints what {@code opt -S} prints except that opt unifies ODR debug types ({@code identifier:})
 * and does not print summaries, so a module with either gets a real {@code opt -S}.
 */
class BitcodeRoundTripTest {
  private static final int THREADS = 3;
  private static final Path CLANG = Path.of("/usr/bin/clang-14");

  @BeforeAll
  static void needsLlvm() {
    Llvm.require();
  }

  /** A module's files and outcome: LLVM's bitcode of it, Hoist's, and Hoist's print of LLVM's. */
  private static final class Item {
    final String name;
    final Path llvmBc; // llvm-as's or clang's
    Path optBc; // opt's (the writer's reference); null where llvmBc is it
    Path hoistBc;
    boolean opaque;
    java.util.Set<String> structNames = java.util.Set.of();
    String hoistPrint; // Hoist's -S of llvmBc
    String error;

    Item(String name, Path llvmBc) {
      this.name = name;
      this.llvmBc = llvmBc;
    }
  }

  @Test
  void llvmAsBitcodeReadsAndHoistWritesAsOpt(@TempDir Path dir) throws Exception {
    List<Path> modules = textModules();
    assertTrue(modules.size() >= 200, "corpus sample, zoo and lit modules: " + modules.size());
    List<Item> items = parallel(modules, (k, ll) -> {
      Item it = new Item(ll.toString(), dir.resolve(k + ".as.bc"));
      Module m = LlParser.parse(Files.readAllBytes(ll), 1);
      Verifier.verify(m);
      it.opaque = opaque(m);
      it.structNames = structNames(m);
      List<String> flag = it.opaque ? List.of("-opaque-pointers") : List.of();
      run(concat(List.of(Llvm.tool("llvm-as")), flag, List.of(ll.toString(), "-o", it.llvmBc.toString())));
      it.optBc = dir.resolve(k + ".opt.bc");
      run(concat(List.of(Llvm.tool("opt")), flag, List.of(ll.toString(), "-o", it.optBc.toString())));
      it.hoistBc = dir.resolve(k + ".hoist.bc");
      Files.write(it.hoistBc, BitcodeWriter.toBytes(m, ll.toString(), 1));
      read(it);
      return it;
    });
    check(items, "llvm-as");
  }

  @Test
  void clangBitcodeReadsAndWritesBack(@TempDir Path dir) throws Exception {
    Tools.require(Files.isExecutable(CLANG), "clang-14 is not installed");
    List<Path> sources;
    try (Stream<Path> s = Files.list(Path.of("test/corpus/c"))) {
      sources = s.filter(p -> p.toString().endsWith(".c")).sorted().toList();
    }
    assertTrue(sources.size() >= 15, "test/corpus/c");
    List<String[]> configs = List.of(new String[] {"O0"}, new String[] {"O0", "-g"}, new String[] {"O2"},
        new String[] {"O2", "-g"});
    List<Path> bcs = new ArrayList<>();
    for (String[] c : configs) {
      Path d = Files.createDirectories(dir.resolve(String.join("", c).replace("-", "")));
      List<String> cmd = new ArrayList<>(List.of(CLANG.toString(), "-c", "-emit-llvm", "-" + c[0]));
      if (c.length > 1) cmd.add(c[1]);
      for (Path src : sources) cmd.add(src.toAbsolutePath().toString());
      Process p = new ProcessBuilder(cmd).directory(d.toFile()).redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertEquals(0, p.waitFor(), "clang: " + out);
      for (Path src : sources) bcs.add(d.resolve(src.getFileName().toString().replace(".c", ".bc")));
    }
    List<Item> items = parallel(bcs, (k, bc) -> {
      Item it = new Item(bc.toString(), bc);
      read(it);
      if (it.error != null) return it;
      Module m = BitcodeReader.read(Files.readAllBytes(bc));
      it.opaque = opaque(m);
      it.structNames = structNames(m);
      it.hoistBc = dir.resolve(k + ".hoist.bc");
      Files.write(it.hoistBc, BitcodeWriter.toBytes(m, bc.toString(), 1));
      return it;
    });
    assertEquals(sources.size() * configs.size(), items.size());
    check(items, "clang");
  }

  /** Hoist reads the LLVM-made bitcode, verifies it, prints it; with 2 threads it prints the same. */
  private static void read(Item it) throws IOException {
    byte[] bc = Files.readAllBytes(it.llvmBc);
    try {
      Module m = BitcodeReader.read(bc, 1, Verifier::verify);
      Verifier.verify(m);
      it.hoistPrint = LlPrinter.toText(m);
      String two = LlPrinter.toText(BitcodeReader.read(bc, 2, Verifier::verify));
      if (!two.equals(it.hoistPrint)) it.error = "reading with 2 threads prints differently";
    } catch (BitcodeError | dev.hoist.ir.verify.VerifierError e) {
      it.error = "Hoist rejects LLVM's bitcode: " + e.getMessage();
    }
  }

  private static void check(List<Item> items, String what) throws IOException {
    disassemble(items);
    int same = 0;
    int written = 0;
    List<String> failures = new ArrayList<>();
    for (Item it : items) {
      if (it.error != null) {
        failures.add(it.name + ": " + it.error);
        continue;
      }
      String reference = optText(it);
      // writing
      String mine = strip(Files.readString(dis(it.hoistBc), StandardCharsets.ISO_8859_1));
      String theirs = it.optBc != null ? strip(Files.readString(dis(it.optBc), StandardCharsets.ISO_8859_1)) : reference;
      if (mine.equals(theirs)) written++;
      else failures.add(it.name + ": llvm-dis of Hoist's bitcode differs from opt's:\n" + firstDifference(mine, theirs));
      // reading
      if (strip(it.hoistPrint).equals(reference)) same++;
      else failures.add(it.name + ": Hoist's print of the bitcode differs from opt -S of it:\n" + firstDifference(strip(it.hoistPrint), reference));
    }
    System.out.printf("bitcode round trip (%s): %d modules; written as opt writes them: %d; read as opt -S prints them: %d; %d failures%n",
        what, items.size(), written, same, failures.size());
    assertTrue(failures.isEmpty(), failures.size() + " failures:\n" + String.join("\n", failures));
  }

  /** {@code opt -S} of the LLVM-made bitcode: llvm-dis's text, unless ODR debug types need opt's unifying. */
  private static String optText(Item it) {
    try {
      String dis = Files.readString(dis(it.llvmBc), StandardCharsets.ISO_8859_1);
      if (!dis.contains("identifier: \"") && !dis.contains("\n^0 = module:")) return strip(dis);
      List<String> cmd = new ArrayList<>(List.of(Llvm.tool("opt"), "-S"));
      if (it.opaque) cmd.add("-opaque-pointers");
      cmd.addAll(List.of(it.llvmBc.toString(), "-o", "-"));
      return strip(run(cmd));
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * llvm-dis of every bitcode file of the items, in as few runs as struct names and pointer kinds
   * allow; the files of one module go to different runs. A run that warns (debug info that no
   * longer verifies in the shared context) is redone a file at a time.
   */
  private static void disassemble(List<Item> items) {
    record Run(boolean opaque, java.util.Set<String> names, List<String> files) {}
    List<Run> runs = new ArrayList<>();
    for (int k = 0; k < items.size(); k++) {
      Item it = items.get(k);
      if (it.error != null) continue;
      java.util.Set<String> names = new java.util.HashSet<>(it.structNames);
      names.add("#" + k); // not a struct name
      for (Path bc : it.optBc != null ? List.of(it.llvmBc, it.optBc, it.hoistBc) : List.of(it.llvmBc, it.hoistBc)) {
        Run run = null;
        for (Run r : runs) {
          if (r.opaque == it.opaque && java.util.Collections.disjoint(r.names, names)) {
            run = r;
            break;
          }
        }
        if (run == null) runs.add(run = new Run(it.opaque, new java.util.HashSet<>(), new ArrayList<>()));
        run.names.addAll(names);
        run.files.add(bc.toString());
      }
    }
    for (Run r : runs) {
      if (llvmDis(r.opaque, r.files).isEmpty()) continue;
      for (String f : r.files) {
        String warnings = llvmDis(r.opaque, List.of(f));
        assertTrue(warnings.isEmpty(), "llvm-dis " + f + ": " + warnings);
      }
    }
  }

  /** Runs llvm-dis on {@code files} (each to its .ll); its warnings. */
  private static String llvmDis(boolean opaque, List<String> files) {
    List<String> cmd = new ArrayList<>(List.of(Llvm.tool("llvm-dis")));
    if (opaque) cmd.add("-opaque-pointers");
    cmd.addAll(files);
    Llvm.Result res = Llvm.run(cmd, null);
    assertTrue(res.ok(), "llvm-dis " + files + ": " + res.stderr());
    return res.stderr();
  }

  private static java.util.Set<String> structNames(Module m) {
    java.util.Set<String> s = new java.util.HashSet<>();
    for (var t : m.structTypes()) if (t.name() != null) s.add(t.name());
    return s;
  }

  private static Path dis(Path bc) {
    return bc.resolveSibling(bc.getFileName().toString().replaceFirst("\\.bc$", ".ll"));
  }

  private static String run(List<String> cmd) {
    Llvm.Result r = Llvm.run(cmd, null);
    assertTrue(r.ok(), cmd.get(0) + " failed: " + r.stderr());
    return r.stdout();
  }

  private static boolean opaque(Module m) {
    if (!m.functions().isEmpty()) return ((PointerType) m.functions().get(0).type()).isOpaque();
    if (!m.globals().isEmpty()) return ((PointerType) m.globals().get(0).type()).isOpaque();
    return false;
  }

  private static List<Path> textModules() throws IOException {
    List<Path> l = new ArrayList<>();
    for (String d : List.of("src/test/resources/corpus", "src/test/resources/roundtrip", "test")) {
      try (Stream<Path> s = Files.walk(Path.of(d))) {
        s.filter(p -> p.toString().endsWith(".ll")).sorted().forEach(l::add);
      }
    }
    return l;
  }

  private interface Job<T> {
    Item apply(int index, T input) throws Exception;
  }

  private static <T> List<Item> parallel(List<T> inputs, Job<T> job) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<Item>> fs = new ArrayList<>();
      for (int i = 0; i < inputs.size(); i++) {
        int k = i;
        fs.add(pool.submit(() -> job.apply(k, inputs.get(k))));
      }
      List<Item> out = new ArrayList<>();
      for (Future<Item> f : fs) out.add(f.get());
      return out;
    } finally {
      pool.shutdownNow();
    }
  }

  @SafeVarargs
  private static List<String> concat(List<String>... parts) {
    List<String> l = new ArrayList<>();
    for (List<String> p : parts) l.addAll(p);
    return l;
  }

  /** The text without its ModuleID line (it names the file read). */
  private static String strip(String s) {
    return s.replaceFirst("^; ModuleID = .*\n", "");
  }

  private static String firstDifference(String a, String b) {
    String[] x = a.split("\n", -1);
    String[] y = b.split("\n", -1);
    for (int i = 0; i < Math.max(x.length, y.length); i++) {
      String p = i < x.length ? x[i] : "<end>";
      String q = i < y.length ? y[i] : "<end>";
      if (!p.equals(q)) return "  line " + (i + 1) + ":\n    got:      " + p + "\n    expected: " + q;
    }
    return "  (no difference)";
  }
}
