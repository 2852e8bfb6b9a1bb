package dev.hoist.pass;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Where remarks go: printed as opt prints them when {@code -pass-remarks=RE},
 * {@code -pass-remarks-missed=RE} or {@code -pass-remarks-analysis=RE} match the pass name, and
 * kept for {@code -pass-remarks-output=F.yaml} (LLVM's YAML remark format) and for reports.
 * Building a remark costs something, so passes ask {@link #enabled} first.
 */
public final class Remarks {
  static final Option<String> PASS_REMARKS = Option.string("pass-remarks", null,
      "Enable optimization remarks from passes whose name match the given regular expression");
  static final Option<String> PASS_REMARKS_MISSED = Option.string("pass-remarks-missed", null,
      "Enable missed optimization remarks from passes whose name match the given regular expression");
  static final Option<String> PASS_REMARKS_ANALYSIS = Option.string("pass-remarks-analysis", null,
      "Enable optimization analysis remarks from passes whose name match the given regular expression");
  static final Option<Boolean> WITH_HOTNESS = Option.bool("pass-remarks-with-hotness", false,
      "With PGO, include profile count in optimization remarks (accepted; Hoist's remarks carry no hotness)");
  /** The YAML file; the driver writes it (the library API never does). */
  public static final Option<String> PASS_REMARKS_OUTPUT = Option.string("pass-remarks-output", null,
      "Output filename for pass remarks");

  private final java.util.function.Supplier<PrintStream> out;
  private final Pattern passed;
  private final Pattern missed;
  private final Pattern analysis;
  private final boolean keepAll;
  private final List<Remark> kept = new ArrayList<>();

  /** Printing to {@code out} what {@code o}'s filters select; keeping every remark when {@code keepAll}. */
  public Remarks(PrintStream out, Options o, boolean keepAll) {
    this.out = () -> out;
    this.passed = pattern(o.get(PASS_REMARKS));
    this.missed = pattern(o.get(PASS_REMARKS_MISSED));
    this.analysis = pattern(o.get(PASS_REMARKS_ANALYSIS));
    this.keepAll = keepAll;
  }

  /**
   * The same filters as {@code module}'s, printing to {@code out} (a function's buffer, made when
   * first printed to).
   */
  Remarks(Remarks module, java.util.function.Supplier<PrintStream> out) {
    this.out = out;
    this.passed = module.passed;
    this.missed = module.missed;
    this.analysis = module.analysis;
    this.keepAll = module.keepAll;
  }

  /** Keeps {@code function}'s remarks after those kept so far (its printed text went with its buffer). */
  synchronized void keepFrom(Remarks function) {
    kept.addAll(function.all());
  }

  private static Pattern pattern(String s) {
    return s == null ? null : Pattern.compile(s);
  }

  /** Whether remarks of this kind from this pass are wanted at all. */
  public boolean enabled(String pass, Remark.Kind kind) {
    return keepAll || printed(pass, kind);
  }

  private boolean printed(String pass, Remark.Kind kind) {
    Pattern p = switch (kind) {
      case PASSED -> passed;
      case MISSED -> missed;
      case ANALYSIS -> analysis;
      case FAILURE -> null;
    };
    if (kind == Remark.Kind.FAILURE) return true; // a warning, whatever -pass-remarks asks for
    return p != null && p.matcher(pass).find();
  }

  public synchronized void emit(Remark r) {
    if (printed(r.pass(), r.kind())) out.get().println(r.text());
    if (keepAll) kept.add(r);
  }

  /** Every remark kept for the YAML file and reports, in emission order. */
  public synchronized List<Remark> all() {
    return List.copyOf(kept);
  }

  /** LLVM's YAML remark serialization of {@code remarks}. */
  public static String yaml(List<Remark> remarks) {
    StringBuilder sb = new StringBuilder();
    for (Remark r : remarks) {
      sb.append("--- !").append(r.kind().yamlTag()).append('\n');
      sb.append("Pass:            ").append(scalar(r.pass())).append('\n');
      sb.append("Name:            ").append(scalar(r.name())).append('\n');
      if (r.loc().file() != null) {
        sb.append("DebugLoc:        { File: ").append(scalar(r.loc().file())).append(", Line: ").append(r.loc().line())
            .append(", Column: ").append(r.loc().column()).append(" }\n");
      }
      sb.append("Function:        ").append(scalar(r.function())).append('\n');
      if (!r.args().isEmpty()) {
        sb.append("Args:\n");
        for (Remark.Arg a : r.args()) {
          String key = a.key() + ":";
          sb.append("  - ").append(key).append(" ".repeat(Math.max(1, 17 - key.length()))).append(scalar(a.value()))
              .append('\n');
          if (a.loc().file() != null) {
            sb.append("    DebugLoc:        { File: ").append(scalar(a.loc().file())).append(", Line: ").append(a.loc().line())
                .append(", Column: ").append(a.loc().column()).append(" }\n");
          }
        }
      }
      sb.append("...\n");
    }
    return sb.toString();
  }

  /** A YAML scalar: plain when safe, else single-quoted (quotes doubled), as LLVM's YAML writer does. */
  static String scalar(String s) {
    if (s.isEmpty()) return "''";
    boolean plain = Character.isLetterOrDigit(s.charAt(0)) || s.charAt(0) == '_' || s.charAt(0) == '.' || s.charAt(0) == '/';
    for (int i = 0; i < s.length() && plain; i++) {
      char c = s.charAt(i);
      if (c == ':' || c == '#' || c == '\'' || c == '"' || c == ',' || c == '[' || c == ']' || c == '{' || c == '}'
          || c < 0x20 || c == '\\') {
        plain = false;
      }
    }
    if (plain && !s.endsWith(" ") && !s.startsWith(" ")) return s;
    return "'" + s.replace("'", "''") + "'";
  }
}
