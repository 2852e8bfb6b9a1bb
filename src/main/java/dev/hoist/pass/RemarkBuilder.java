package dev.hoist.pass;

import dev.hoist.ir.Instruction;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import java.util.ArrayList;
import java.util.List;

/** Builds a {@link Remark} argument by argument, as LLVM's {@code ore::NV} streaming does. */
public final class RemarkBuilder {
  private final String pass;
  private final String name;
  private final Remark.Kind kind;
  private String function;
  private Remark.DebugLoc loc;
  private final Instruction at;
  private final List<Remark.Arg> args = new ArrayList<>();
  private Remark.Effect effect;
  private boolean aboutLoop;
  private List<Instruction> created = List.of();

  private RemarkBuilder(String pass, String name, Remark.Kind kind, Instruction at) {
    this.pass = pass;
    this.name = name;
    this.kind = kind;
    this.function = at.function() == null ? "" : at.function().name();
    this.loc = debugLoc(at);
    this.at = at;
    this.effect = kind == Remark.Kind.PASSED ? Remark.Effect.CHANGED : Remark.Effect.NONE;
  }

  public static RemarkBuilder passed(String pass, String name, Instruction at) {
    return new RemarkBuilder(pass, name, Remark.Kind.PASSED, at);
  }

  public static RemarkBuilder missed(String pass, String name, Instruction at) {
    return new RemarkBuilder(pass, name, Remark.Kind.MISSED, at);
  }

  public static RemarkBuilder analysis(String pass, String name, Instruction at) {
    return new RemarkBuilder(pass, name, Remark.Kind.ANALYSIS, at);
  }

  /** A requested transformation not made: printed as a warning whatever the flags say. */
  public static RemarkBuilder failure(String pass, String name, Instruction at) {
    return new RemarkBuilder(pass, name, Remark.Kind.FAILURE, at);
  }

  /**
   * The function the remark is about, for an instruction already taken out of it (a sunk
   * instruction is erased once its copies are in the exits, but the remark names its function).
   */
  public RemarkBuilder inFunction(dev.hoist.ir.Function f) {
    if (function.isEmpty() && f != null) function = f.name();
    return this;
  }

  /** What the transform did (a passed remark is {@link Remark.Effect#CHANGED} unless told). */
  public RemarkBuilder effect(Remark.Effect e) {
    this.effect = e;
    return this;
  }

  /**
   * The remark is about the loop that starts at the remark's instruction, not about the
   * instruction; it points at {@code start}, the loop's start in the source (null: the
   * instruction's location).
   */
  public RemarkBuilder aboutLoop(MDNode start) {
    this.aboutLoop = true;
    if (start != null) this.loc = debugLoc(start);
    return this;
  }

  /** What the transform made in the instruction's place. */
  public RemarkBuilder created(List<? extends Instruction> made) {
    this.created = List.copyOf(made);
    return this;
  }

  /** Plain text. */
  public RemarkBuilder text(String s) {
    args.add(new Remark.Arg("String", s));
    return this;
  }

  /** A named value, e.g. {@code arg("Inst", "load")} or {@code arg("NumChecks", 2)}. */
  public RemarkBuilder arg(String key, Object value) {
    args.add(new Remark.Arg(key, String.valueOf(value)));
    return this;
  }

  /** An instruction argument: LLVM shows its opcode name. */
  public RemarkBuilder inst(Instruction i) {
    args.add(new Remark.Arg("Inst", i.opcode().text(), debugLoc(i)));
    return this;
  }

  public Remark build() {
    return new Remark(pass, name, kind, function, loc, List.copyOf(args), at, effect, aboutLoop, created);
  }

  /** The {@code !dbg} location of an instruction: line, column and the file of its scope. */
  public static Remark.DebugLoc debugLoc(Instruction i) {
    return debugLoc(i.getMetadata("dbg"));
  }

  /** A {@code DILocation}'s line, column and the file of its scope. */
  public static Remark.DebugLoc debugLoc(MDNode dl) {
    if (dl == null || !"DILocation".equals(dl.kind())) return Remark.DebugLoc.UNKNOWN;
    int line = intField(dl, "line");
    int col = intField(dl, "column");
    String file = fileOf(dl.field("scope"), 0);
    return file == null ? Remark.DebugLoc.UNKNOWN : new Remark.DebugLoc(file, line, col);
  }

  private static int intField(MDNode n, String f) {
    Object v = n.field(f);
    if (v instanceof MDNode.Raw r) {
      try {
        return Integer.parseInt(r.text().trim());
      } catch (NumberFormatException e) {
        return 0;
      }
    }
    return 0;
  }

  private static String fileOf(Object scope, int depth) {
    if (!(scope instanceof MDNode s) || depth > 20) return null;
    if ("DIFile".equals(s.kind())) {
      Object fn = s.field("filename");
      if (fn instanceof MDNode.Raw r) return unquote(r.text());
      if (fn instanceof MDString ms) return ms.value();
      return null;
    }
    Object file = s.field("file");
    if (file instanceof MDNode f && "DIFile".equals(f.kind())) return fileOf(f, depth + 1);
    return fileOf(s.field("scope"), depth + 1);
  }

  private static String unquote(String s) {
    return s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"") ? s.substring(1, s.length() - 1) : s;
  }
}
