package dev.hoist.ir.print;

import dev.hoist.ir.Argument;
import dev.hoist.ir.BasicBlock;
import dev.hoist.ir.CallingConv;
import dev.hoist.ir.Comdat;
import dev.hoist.ir.Function;
import dev.hoist.ir.GlobalAlias;
import dev.hoist.ir.GlobalObject;
import dev.hoist.ir.GlobalValue;
import dev.hoist.ir.GlobalVariable;
import dev.hoist.ir.Instruction;
import dev.hoist.ir.Linkage;
import dev.hoist.ir.Module;
import dev.hoist.ir.Use;
import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.attr.AttributeSet;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.NamedMDNode;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.StructType;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a module as LLVM 14 textual IR, in the layout {@code opt -S} uses: header, types,
 * comdats, globals, aliases, functions, attribute groups, metadata. Names, the pointer style and
 * all kept metadata and attributes come out as they went in.
 *
 * <pre>
 *   LlPrinter.print(module, System.out, "input.ll");
 * </pre>
 */
public final class LlPrinter {
  private final Module module;
  private final TypePrinter types;
  /** The struct types the module uses, in LLVM's TypeFinder order. */
  private final List<StructType> structs;
  private final Map<GlobalValue, Integer> globalSlots = new IdentityHashMap<>();
  private final Map<Function, SlotTable> slotTables = java.util.Collections.synchronizedMap(new IdentityHashMap<>());
  private final ValuePrinter vp;
  private final InstructionPrinter ip;
  private final MetadataSlots mdSlots;
  private final AttributeSlots attrSlots;

  private LlPrinter(Module module) {
    this(module, 1);
  }

  private LlPrinter(Module module, int threads) {
    this(module, threads, Numberings.of(module, threads));
  }

  /**
   * The module-wide numberings the printer needs: struct types (LLVM's TypeFinder order),
   * attribute groups and metadata. Each is a walk over every instruction, the printer's main cost
   * after the text itself: with more than one thread the type walk runs beside the other two.
   */
  private record Numberings(List<StructType> structs, AttributeSlots attrs, MetadataSlots md) {
    static Numberings of(Module m, int threads) {
      java.util.concurrent.CompletableFuture<List<StructType>> types = threads > 1
          ? java.util.concurrent.CompletableFuture.supplyAsync(() -> TypeFinder.run(m)) : null;
      AttributeSlots attrs = AttributeSlots.moduleLevel(m);
      MetadataSlots md = MetadataSlots.moduleLevel(m);
      for (Function f : m.functions()) {
        md.functionAttachments(f);
        for (BasicBlock b : f.blocks()) {
          for (Instruction i = b.first(); i != null; i = i.next()) {
            attrs.instruction(i);
            md.instruction(i);
          }
        }
      }
      return new Numberings(types != null ? types.join() : TypeFinder.run(m), attrs, md);
    }
  }

  private LlPrinter(Module module, int threads, Numberings n) {
    this(module, threads, n.structs(), n.attrs(), n.md());
  }

  private LlPrinter(Module module, int threads, List<StructType> structs, AttributeSlots attrSlots, MetadataSlots mdSlots) {
    this.module = module;
    this.threads = threads;
    this.structs = structs;
    this.types = new TypePrinter(structs);
    int n = 0;
    for (GlobalVariable g : module.globals()) if (!g.hasName()) globalSlots.put(g, n++);
    for (GlobalAlias a : module.aliases()) if (!a.hasName()) globalSlots.put(a, n++);
    for (Function f : module.functions()) if (!f.hasName()) globalSlots.put(f, n++);
    this.mdSlots = mdSlots;
    this.vp = new ValuePrinter(types, globalSlots, this::slotsOf, mdSlots);
    this.attrSlots = attrSlots;
    this.ip = new InstructionPrinter(vp, attrSlots);
  }

  private SlotTable slotsOf(Function f) {
    return slotTables.computeIfAbsent(f, SlotTable::new);
  }

  private final int threads;

  /** Prints {@code module}; {@code moduleId} (may be null) goes in the {@code ; ModuleID} comment. */
  public static void print(Module module, OutputStream out, String moduleId) throws IOException {
    new LlPrinter(module).write(out, moduleId);
  }

  /** Prints {@code module}, rendering functions on up to {@code threads} threads (the text is the same). */
  public static void print(Module module, OutputStream out, String moduleId, int threads) throws IOException {
    new LlPrinter(module, threads).write(out, moduleId);
  }

  public static String toText(Module module) {
    ByteSink sink = new ByteSink();
    new LlPrinter(module).writeAll(sink, null);
    return sink.toString();
  }

  /** One function as text (for -print-after and tests). */
  public static String functionText(Function f) {
    // Numbered as LLVM numbers a function printed on its own: module-level sets, then its calls.
    LlPrinter p = new LlPrinter(f.parent(), 1, TypeFinder.run(f.parent()), AttributeSlots.forFunction(f.parent(), f),
        MetadataSlots.forInstruction(f.parent(), f, true));
    ByteSink sink = new ByteSink();
    p.function(sink, f, p.vp, p.ip);
    return sink.toString();
  }

  /**
   * How much text the printer holds before writing it out. Small enough that its buffer is no
   * large array: the native image gives each of those fresh memory, faulted in page by page (a
   * megabyte per module printed, in a batch).
   */
  private static final int FLUSH_AT = 1 << 15;

  /** The sink {@link #write} fills, and the stream it writes to: {@link #flushIfFull} empties one into the other (null for {@link #toText}). */
  private ByteSink mainSink;
  private OutputStream stream;

  private void write(OutputStream out, String moduleId) throws IOException {
    ByteSink sink = new ByteSink(2 * FLUSH_AT);
    mainSink = sink;
    stream = out;
    writeAll(sink, moduleId);
    sink.writeTo(out);
    out.flush();
  }

  /**
   * Writes out what {@code sink} holds once it is past {@link #FLUSH_AT}, when it is the sink of a
   * sequential {@link #write} (a function printed on its own, or in parallel, has a sink of its own).
   */
  private void flushIfFull(ByteSink sink) {
    if (sink != mainSink || sink.length() <= FLUSH_AT) return;
    try {
      sink.writeTo(stream);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    sink.clear();
  }

  /** Writes everything into {@code sink}, writing it out to {@link #stream} (when there is one) as it fills. */
  private void writeAll(ByteSink sink, String moduleId) {
    try {
      header(sink, moduleId);
      if (!structs.isEmpty()) {
        // Numbered types first, then named ones, as LLVM's printTypeIdentities.
        sink.append('\n');
        for (StructType s : structs) if (s.name() == null) typeDefinition(sink, s);
        for (StructType s : structs) if (s.name() != null) typeDefinition(sink, s);
      }
      // The comdats of functions, then of global variables, as LLVM's writer collects them.
      java.util.LinkedHashSet<Comdat> comdats = new java.util.LinkedHashSet<>();
      for (Function f : module.functions()) if (f.comdat() != null) comdats.add(f.comdat());
      for (GlobalVariable g : module.globals()) if (g.comdat() != null) comdats.add(g.comdat());
      if (!comdats.isEmpty()) {
        boolean first = true;
        for (Comdat c : comdats) {
          sink.append('\n');
          if (!first) sink.append('\n');
          first = false;
          sink.append('$');
          ValuePrinter.name(sink, c.name());
          sink.append(" = comdat ").append(c.kind().text());
        }
        sink.append('\n');
      }
      if (threads > 1 && (module.functions().size() > 1 || module.globals().size() > GLOBALS_PER_PIECE)) {
        globalsAndFunctionsInParallel(sink);
      } else {
        if (!module.globals().isEmpty()) {
          sink.append('\n');
          for (GlobalVariable g : module.globals()) {
            globalVariable(sink, g, vp, ip);
            flushIfFull(sink);
          }
        }
        aliases(sink);
        for (Function f : module.functions()) {
          sink.append('\n');
          function(sink, f, vp, ip);
          flushIfFull(sink);
        }
      }
      List<AttributeSet> groups = attrSlots.sets();
      if (!groups.isEmpty()) {
        sink.append('\n');
        for (int i = 0; i < groups.size(); i++) AttributePrinter.group(sink, types, i, groups.get(i));
      }
      if (!module.namedMetadata().isEmpty()) {
        sink.append('\n');
        for (NamedMDNode n : module.namedMetadata().values()) namedMetadata(sink, n);
      }
      List<MDNode> nodes = mdSlots.nodes();
      if (!nodes.isEmpty()) {
        sink.append('\n');
        for (int i = 0; i < nodes.size(); i++) {
          MDNode n = nodes.get(i);
          sink.append('!').append(i).append(" = ");
          if (n.isDistinct()) sink.append("distinct ");
          vp.nodeBody(sink, n, null);
          sink.append('\n');
          flushIfFull(sink);
        }
      }
      // Use-list orders and summary entries: opt -S prints neither (they were applied or are unused).
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private void typeDefinition(ByteSink sink, StructType s) {
    types.print(sink, s);
    sink.append(" = type ").append(types.bodyText(s)).append('\n');
  }

  /** Globals printed per work item of the parallel printer (a few tens of KB of text). */
  private static final int GLOBALS_PER_PIECE = 256;

  /**
   * Globals (in pieces) and functions rendered on {@code threads} threads, each piece written
   * out in order as soon as it and those before it are done, so writing overlaps rendering.
   */
  private void globalsAndFunctionsInParallel(ByteSink sink) throws IOException {
    List<GlobalVariable> globals = module.globals();
    List<Function> functions = module.functions();
    int pieces = (globals.size() + GLOBALS_PER_PIECE - 1) / GLOBALS_PER_PIECE;
    ThreadLocal<InstructionPrinter> printers = ThreadLocal.withInitial(
        () -> new InstructionPrinter(new ValuePrinter(types, globalSlots, this::slotsOf, mdSlots), attrSlots));
    dev.hoist.util.Parallel.ordered(pieces + functions.size(), threads, i -> {
      InstructionPrinter tip = printers.get();
      if (i < pieces) {
        ByteSink s = new ByteSink(1 << 16);
        int end = Math.min(globals.size(), (i + 1) * GLOBALS_PER_PIECE);
        for (int k = i * GLOBALS_PER_PIECE; k < end; k++) globalVariable(s, globals.get(k), tip.valuePrinter(), tip);
        return s;
      }
      Function f = functions.get(i - pieces);
      ByteSink s = new ByteSink(Math.max(256, f.instructionCount() * 48));
      function(s, f, tip.valuePrinter(), tip);
      return s;
    }, (i, text) -> {
      if (i == 0 && pieces > 0) sink.append('\n');
      if (i == pieces) aliases(sink);
      if (i >= pieces) sink.append('\n');
      if (stream == null) {
        sink.append(text);
        return;
      }
      try {
        sink.writeTo(stream);
        sink.clear();
        text.writeTo(stream);
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    });
    if (functions.isEmpty()) aliases(sink);
  }

  /** Aliases, then ifuncs, each list after an empty line (LLVM keeps them in two lists). */
  private void aliases(ByteSink sink) {
    for (boolean ifuncs : new boolean[] {false, true}) {
      boolean first = true;
      for (GlobalAlias a : module.aliases()) {
        if (a.isIFunc() != ifuncs) continue;
        if (first) sink.append('\n');
        first = false;
        alias(sink, a);
      }
    }
  }

  private void header(ByteSink out, String moduleId) {
    if (moduleId != null) out.append("; ModuleID = '").append(moduleId).append("'\n");
    // LLVM names a module's source file after the module (its input path) unless the text names one.
    String source = module.sourceFilename() != null ? module.sourceFilename() : moduleId;
    if (source != null) {
      out.append("source_filename = \"");
      ValuePrinter.escaped(out, source);
      out.append("\"\n");
    }
    if (module.dataLayout() != null) {
      out.append("target datalayout = \"");
      ValuePrinter.escaped(out, module.dataLayout());
      out.append("\"\n");
    }
    if (module.triple() != null) {
      out.append("target triple = \"");
      ValuePrinter.escaped(out, module.triple());
      out.append("\"\n");
    }
    if (!module.moduleAsm().isEmpty()) {
      out.append('\n');
      for (String line : module.moduleAsm()) {
        out.append("module asm \"");
        ValuePrinter.escaped(out, line);
        out.append("\"\n");
      }
    }
  }

  // ---- globals ---------------------------------------------------------------------------------

  private static boolean isImplicitDsoLocal(GlobalValue g) {
    return g.linkage().isLocal()
        || (g.visibility() != GlobalValue.Visibility.DEFAULT && g.linkage() != Linkage.EXTERN_WEAK);
  }

  private void linkagePrefix(ByteSink out, GlobalValue g, boolean definitionContext) {
    if (g.linkage() != Linkage.EXTERNAL) out.append(g.linkage().text()).append(' ');
    if (g.isDsoLocal() && !isImplicitDsoLocal(g)) out.append("dso_local ");
    switch (g.visibility()) {
      case HIDDEN -> out.append("hidden ");
      case PROTECTED -> out.append("protected ");
      default -> {}
    }
    switch (g.dllStorage()) {
      case DLLIMPORT -> out.append("dllimport ");
      case DLLEXPORT -> out.append("dllexport ");
      default -> {}
    }
  }

  private static void threadLocalAndUnnamed(ByteSink out, GlobalValue g) {
    if (g.threadLocal() != GlobalValue.ThreadLocal.NONE) out.append(g.threadLocal().text()).append(' ');
    switch (g.unnamedAddr()) {
      case GLOBAL -> out.append("unnamed_addr ");
      case LOCAL -> out.append("local_unnamed_addr ");
      default -> {}
    }
  }

  private void comdat(ByteSink out, GlobalObject g, String separator) {
    Comdat c = g.comdat();
    if (c == null) return;
    out.append(separator).append("comdat");
    if (g.name() == null || !c.name().equals(g.name())) {
      out.append("($");
      ValuePrinter.name(out, c.name());
      out.append(')');
    }
  }

  private void globalVariable(ByteSink out, GlobalVariable g, ValuePrinter vp, InstructionPrinter ip) {
    vp.global(out, g);
    out.append(" = ");
    if (g.isDeclaration() && g.linkage() == Linkage.EXTERNAL) out.append("external ");
    linkagePrefix(out, g, true);
    threadLocalAndUnnamed(out, g);
    if (g.addrSpace() != 0) out.append("addrspace(").append(g.addrSpace()).append(") ");
    if (g.isExternallyInitialized()) out.append("externally_initialized ");
    out.append(g.isConstant() ? "constant " : "global ");
    types.print(out, g.valueType());
    if (g.initializer() != null) {
      out.append(' ');
      vp.operand(out, g.initializer(), false);
    }
    if (g.section() != null) {
      out.append(", section \"");
      ValuePrinter.escaped(out, g.section());
      out.append('"');
    }
    if (g.partition() != null) {
      out.append(", partition \"");
      ValuePrinter.escaped(out, g.partition());
      out.append('"');
    }
    comdat(out, g, ", ");
    if (g.align() != 0) out.append(", align ").append(g.align());
    ip.attachments(out, g.metadata(), ", ");
    if (!g.attributes().isEmpty()) out.append(" #").append(attrSlots.slot(g.attributes()));
    out.append('\n');
  }

  private void alias(ByteSink out, GlobalAlias a) {
    vp.global(out, a);
    out.append(" = ");
    linkagePrefix(out, a, true);
    threadLocalAndUnnamed(out, a);
    out.append(a.isIFunc() ? "ifunc " : "alias ");
    types.print(out, a.valueType());
    out.append(", ");
    vp.operand(out, a.target(), !(a.target() instanceof dev.hoist.ir.constant.ConstantExpr)); // as LLVM, untyped
    if (a.partition() != null) {
      out.append(", partition \"");
      ValuePrinter.escaped(out, a.partition());
      out.append('"');
    }
    out.append('\n');
  }

  // ---- functions -------------------------------------------------------------------------------

  private void function(ByteSink out, Function f, ValuePrinter vp, InstructionPrinter ip) {
    AttributeList attrs = f.attributes();
    functionAttrsComment(out, attrs.fn());
    boolean decl = f.isDeclaration();
    if (decl) {
      out.append("declare");
      ip.attachments(out, f.metadata(), " ");
      out.append(' ');
    } else {
      out.append("define ");
    }
    linkagePrefix(out, f, !decl);
    if (f.callingConv() != CallingConv.C) out.append(CallingConv.text(f.callingConv())).append(' ');
    if (!attrs.ret().isEmpty()) {
      AttributePrinter.set(out, types, attrs.ret(), false);
      out.append(' ');
    }
    FunctionType ft = f.functionType();
    types.print(out, ft.returnType());
    out.append(' ');
    vp.global(out, f);
    out.append('(');
    SlotTable slots = decl ? null : slotsOf(f);
    for (int i = 0; i < ft.numParams(); i++) {
      if (i > 0) out.append(", ");
      types.print(out, ft.param(i));
      AttributeSet as = attrs.param(i);
      if (!as.isEmpty()) AttributePrinter.set(out, types, as, true);
      if (!decl) {
        Argument a = f.arg(i);
        out.append(' ');
        if (a.hasName()) {
          out.append('%');
          ValuePrinter.name(out, a.name());
        } else {
          out.append('%').append(slots.slot(a));
        }
      }
    }
    if (ft.isVarArgs()) out.append(ft.numParams() > 0 ? ", ..." : "...");
    out.append(')');
    switch (f.unnamedAddr()) {
      case GLOBAL -> out.append(" unnamed_addr");
      case LOCAL -> out.append(" local_unnamed_addr");
      default -> {}
    }
    if (f.addrSpace() != 0 || module.layout().programAddrSpace() != 0) {
      out.append(" addrspace(").append(f.addrSpace()).append(')');
    }
    if (!attrs.fn().isEmpty()) out.append(" #").append(attrSlots.slot(attrs.fn()));
    if (f.section() != null) {
      out.append(" section \"");
      ValuePrinter.escaped(out, f.section());
      out.append('"');
    }
    if (f.partition() != null) {
      out.append(" partition \"");
      ValuePrinter.escaped(out, f.partition());
      out.append('"');
    }
    comdat(out, f, " ");
    if (f.align() != 0) out.append(" align ").append(f.align());
    if (f.gc() != null) {
      out.append(" gc \"");
      ValuePrinter.escaped(out, f.gc());
      out.append('"');
    }
    if (f.prefixData() != null) {
      out.append(" prefix ");
      vp.operand(out, f.prefixData(), true);
    }
    if (f.prologueData() != null) {
      out.append(" prologue ");
      vp.operand(out, f.prologueData(), true);
    }
    if (f.personality() != null) {
      out.append(" personality ");
      vp.operand(out, f.personality(), true);
    }
    if (decl) {
      out.append('\n');
      return;
    }
    ip.attachments(out, f.metadata(), " ");
    out.append(" {");
    vp.slots = slots;
    BasicBlock entry = f.entry();
    for (BasicBlock b : f.blocks()) {
      block(out, b, b == entry, slots, vp, ip);
      flushIfFull(out);
    }
    vp.slots = null;
    out.append("}\n");
  }

  private void functionAttrsComment(ByteSink out, AttributeSet fn) {
    // String attributes sort last: the comment is the set's leading keyword attributes.
    int n = 0;
    while (n < fn.size() && !(fn.get(n) instanceof Attribute.Str)) n++;
    if (n == 0) return;
    out.append("; Function Attrs:");
    for (int i = 0; i < n; i++) {
      out.append(' ');
      AttributePrinter.attribute(out, types, fn.get(i), false);
    }
    out.append('\n');
  }

  private void block(ByteSink out, BasicBlock b, boolean isEntry, SlotTable slots, ValuePrinter vp,
      InstructionPrinter ip) {
    if (b.hasName()) {
      out.append('\n');
      ValuePrinter.name(out, b.name());
      out.append(':');
    } else if (!isEntry) {
      out.append('\n');
      int s = slots.slot(b);
      if (s >= 0) out.append(s);
      else out.append("<badref>");
      out.append(':');
    }
    if (!isEntry) {
      out.padToColumn(50);
      out.append(';');
      boolean first = true;
      for (Use u = b.firstUse(); u != null; u = u.nextUse()) {
        if (!(u.user() instanceof Instruction t) || !t.isTerminator() || t.parent() == null) continue;
        out.append(first ? " preds = " : ", ");
        first = false;
        vp.value(out, t.parent());
      }
      if (first) out.append(" No predecessors!");
    }
    out.append('\n');
    for (Instruction i = b.first(); i != null; i = i.next()) ip.print(out, i);
  }

  private void namedMetadata(ByteSink out, NamedMDNode n) {
    out.append('!');
    ValuePrinter.metadataName(out, n.name());
    out.append(" = !{");
    for (int i = 0; i < n.operands().size(); i++) {
      if (i > 0) out.append(", ");
      vp.metadata(out, n.operands().get(i), null);
    }
    out.append("}\n");
  }
}
