package dev.hoist.ir.parse;

import dev.hoist.ir.*;
import dev.hoist.ir.Module;
import dev.hoist.ir.attr.Attribute;
import dev.hoist.ir.attr.AttributeGroup;
import dev.hoist.ir.attr.AttributeList;
import dev.hoist.ir.attr.AttributeSet;
import dev.hoist.ir.constant.Constant;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.NamedMDNode;
import dev.hoist.ir.type.FunctionType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.StructType;
import dev.hoist.ir.type.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses LLVM 14 textual IR into a {@link Module}: the top-level entities (target, types,
 * comdats, globals, aliases, functions, attribute groups, metadata, summaries) and function
 * bodies. Errors are {@link ParseError}s carrying a line and column.
 *
 * <pre>
 *   Module m = LlParser.parse(Files.readAllBytes(path));
 * </pre>
 */
public final class LlParser extends InstructionParser {
  /** Bodies smaller than this in total are parsed on the calling thread (threads cost more than they save). */
  private static final long PARALLEL_MIN_BYTES = Long.getLong("hoist.parallelParseMinBytes", 1 << 20);

  private Map<String, Type> typeAliases = new HashMap<>();
  private final List<StructType> typeOrder = new ArrayList<>();
  private final Map<String, Long> comdatRefs = new LinkedHashMap<>();
  /** Function bodies found while reading the module-level text, parsed afterwards (in parallel when it pays). */
  private final List<BodyJob> bodies = new ArrayList<>();
  private boolean anyBodyMentionsBlockAddress;
  private long bodyBytes;
  /**
   * Set in the parallel parse ({@link #parseParallel}): where function bodies end, found before
   * parsing. The module level is then read with initializers skipped and uses of globals queued.
   */
  private final SourceScan scan;
  /** The parallel parse's queued uses of globals and its definitions, in file order ({@link UseOrderReplay}). */
  private List<Object> useEvents;
  private final List<UseOrderReplay.Slot> initializers = new ArrayList<>();
  /** Run by the parallel parse's workers on each body they parsed ({@link #parse(byte[], int, java.util.function.Consumer)}). */
  private java.util.function.Consumer<Function> checkBody;

  private LlParser(byte[] source, Boolean opaquePointers, SourceScan scan) {
    super(source, new Module(), opaquePointers);
    this.scan = scan;
  }

  /** A parser for function bodies, sharing the module-level tables of {@code parent} (read-only). */
  private LlParser(LlParser parent) {
    super(parent.lex.buf, parent.module, parent.opaquePointers);
    namedTypes = parent.namedTypes;
    numberedTypes = parent.numberedTypes;
    typeForwardRefs = parent.typeForwardRefs;
    attributeGroups = parent.attributeGroups;
    numberedMetadata = parent.numberedMetadata;
    metadataForwardRefs = parent.metadataForwardRefs;
    kindFirstUse = parent.kindFirstUse;
    globalUseOrders = parent.globalUseOrders;
    globalsByName = parent.globalsByName;
    numberedGlobals = parent.numberedGlobals;
    globalForwardNamed = parent.globalForwardNamed;
    globalForwardNumbered = parent.globalForwardNumbered;
    blockAddressBlocks = parent.blockAddressBlocks;
    blockAddressRefPos = parent.blockAddressRefPos;
    blockAddressFunctions = parent.blockAddressFunctions;
    typeAliases = parent.typeAliases;
    bodyWorker = true;
    scan = null;
  }

  /** A function body to parse: where it starts, and what its header said about the arguments. */
  private static final class BodyJob {
    final Function function;
    final String key;
    final List<Integer> argIds;
    final List<Long> argPos;
    final int open;
    final long openPos;
    /** Just past the closing '}' as {@link SourceScan} found it (parallel parse), else -1. */
    final int end;
    Map<String, BasicBlock> pendingBlocks;
    ParseError error;
    /** What the parallel parse's body check threw, if anything. */
    Throwable checkError;
    final List<Object> useLinks = dev.hoist.ir.UseLinks.newBuffer();

    BodyJob(Function function, String key, List<Integer> argIds, List<Long> argPos, int open, long openPos, int end) {
      this.function = function;
      this.key = key;
      this.argIds = argIds;
      this.argPos = argPos;
      this.open = open;
      this.openPos = openPos;
      this.end = end;
    }
  }

  /** Parses a whole module on the calling thread. */
  public static Module parse(byte[] source) {
    return parse(source, 1);
  }

  /**
   * Parses a whole module. The module-level text is read in order; function bodies are then
   * parsed by up to {@code threads} threads (bodies are independent once every global is known).
   * The result is the same whatever the thread count.
   */
  public static Module parse(byte[] source, int threads) {
    return parse(source, threads, null);
  }

  /**
   * {@link #parse(byte[], int)}, then {@code checkBody} (when not null) on every function with a
   * body, as {@code Parallel.forEach} over the defined functions would: the first failure in
   * module order is thrown, after any parse error. In the parallel parse each body is checked by
   * the worker that parsed it, right after it (the input verifier then costs no phase of its own).
   * A check must only read the function itself (the use lists of globals are not linked yet).
   */
  public static Module parse(byte[] source, int threads, java.util.function.Consumer<Function> checkBody) {
    return parse(source, threads, checkBody, false);
  }

  /**
   * With {@code strict}, a parallel parse that fails throws instead of parsing again in order (for
   * tests: the fallback would hide a bug of the parallel parse). A parameter, not a system
   * property, so that tests running at the same time are not affected.
   */
  static Module parse(byte[] source, int threads, java.util.function.Consumer<Function> checkBody, boolean strict) {
    Boolean opaque = null;
    if (threads > 1 && source.length >= PARALLEL_MIN_BYTES) {
      SourceScan scan = SourceScan.run(source, threads);
      opaque = scan.opaquePointers;
      if (!scan.blockAddress) {
        LlParser p = new LlParser(source, opaque, scan);
        p.checkBody = checkBody;
        boolean parsed = false;
        try {
          p.parseParallel(threads);
          parsed = true;
        } catch (RuntimeException | StackOverflowError e) {
          // Parsed again in order below, which reports errors where and as the in-order parse does.
          if (strict) throw e;
          // Anything but an error in the input is a bug of the parallel parse that the fallback
          // hides: HOIST_DEBUG shows it.
          if (!(e instanceof ParseError) && System.getenv("HOIST_DEBUG") != null) {
            System.err.println("hoist: the parallel parse failed (parsing in order instead):");
            e.printStackTrace(System.err);
          }
        }
        if (parsed) {
          for (BodyJob j : p.bodies) {
            if (j.checkError instanceof RuntimeException e) throw e;
            if (j.checkError instanceof Error e) throw e;
          }
          return upgraded(p.module);
        }
      }
    }
    LlParser p = new LlParser(source, opaque, null);
    p.parseModule(threads);
    if (checkBody != null) dev.hoist.util.Parallel.forEach(p.module.definedFunctions(), threads, checkBody);
    return upgraded(p.module);
  }

  /** The module as LLVM has it once read: intrinsic declarations named as their types mangle. */
  private static Module upgraded(Module m) {
    if (dev.hoist.ir.IntrinsicUpgrades.remangleAsParsed(m)) m.invalidateUseListOrders();
    return m;
  }

  public static Module parse(String source) {
    return parse(source.getBytes(StandardCharsets.UTF_8));
  }

  private void parseModule(int threads) {
    ParseError topLevelError = null;
    try {
      next();
      while (tok != Tok.EOF) parseTopLevel();
      resolveModuleLevelAttributes();
    } catch (ParseError e) {
      topLevelError = e;
    }
    long errorPos = topLevelError == null ? Long.MAX_VALUE : packed(topLevelError);
    // Bodies before a module-level error still come first in file order.
    List<BodyJob> jobs = new ArrayList<>();
    for (BodyJob j : bodies) if (j.openPos < errorPos) jobs.add(j);
    boolean parallel = threads > 1 && jobs.size() > 1 && bodyBytes >= PARALLEL_MIN_BYTES && !anyBodyMentionsBlockAddress
        && topLevelError == null;
    if (parallel) {
      validateModuleLevel();
      parseBodiesInParallel(jobs, threads);
    } else {
      for (BodyJob j : jobs) parseJob(this, j, blockAddressBlocks.remove(j.key));
    }
    if (topLevelError != null) throw topLevelError;
    validateEnd();
  }

  private static long packed(ParseError e) {
    return ((long) e.line() << 24) | e.column();
  }

  private static void parseJob(LlParser p, BodyJob j, Map<String, BasicBlock> pending) {
    p.lex.resetTo(j.open, j.openPos);
    p.next();
    p.parseBody(j.function, j.argIds, j.argPos, pending);
  }

  private void parseBodiesInParallel(List<BodyJob> jobs, int threads) {
    for (BodyJob j : jobs) {
      j.pendingBlocks = blockAddressBlocks.remove(j.key);
      if (j.pendingBlocks != null) for (BasicBlock b : j.pendingBlocks.values()) blockAddressRefPos.remove(b);
    }
    List<GlobalValue> globals = new ArrayList<>(globalsByName.values());
    globals.addAll(numberedGlobals);
    for (GlobalValue g : globals) g.setDeferUseLinks(true);
    java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
    Runnable worker = () -> {
      LlParser w = new LlParser(this);
      int i;
      while ((i = next.getAndIncrement()) < jobs.size()) {
        BodyJob j = jobs.get(i);
        dev.hoist.ir.UseLinks.begin(j.useLinks);
        try {
          parseJob(w, j, j.pendingBlocks);
        } catch (ParseError e) {
          j.error = e;
        } catch (RuntimeException e) {
          j.error = ParseError.at(j.openPos, "internal error while parsing this function: " + e);
        } finally {
          dev.hoist.ir.UseLinks.end();
        }
      }
    };
    dev.hoist.util.Parallel.runOnThreads(worker, Math.min(threads, jobs.size()));
    for (GlobalValue g : globals) g.setDeferUseLinks(false);
    for (BodyJob j : jobs) dev.hoist.ir.UseLinks.flush(j.useLinks);
    for (BodyJob j : jobs) if (j.error != null) throw j.error;
  }

  /** HOIST_TIMING: the parallel parse's phases on stderr. */
  private static final boolean TIMING = System.getenv("HOIST_TIMING") != null;

  /**
   * The parallel parse: the module level is read in order but without the bulk of its text
   * (function bodies are jumped over, initializers skipped by {@link InitializerScanner}); then
   * workers parse initializers and bodies, every global being known; then the queued uses of
   * globals are linked in the order the in-order parse links them. Any error or surprise throws,
   * and {@link #parse(byte[], int)} parses again in order.
   */
  private void parseParallel(int threads) {
    long t0 = System.nanoTime();
    // Tables sized for the globals counted by the scan: growing them showed in the profile.
    globalsByName = new java.util.HashMap<>(Math.max(16, (int) (scan.globalLines / 0.75f) + 1));
    module.expectGlobals(scan.globalLines);
    useEvents = new ArrayList<>();
    deferGlobalUses = true;
    dev.hoist.ir.UseLinks.begin(useEvents);
    try {
      next();
      while (tok != Tok.EOF) parseTopLevel();
      resolveModuleLevelAttributes();
    } finally {
      dev.hoist.ir.UseLinks.end();
    }
    validateModuleLevel();
    long t1 = System.nanoTime();
    List<Object> jobs = new ArrayList<>();
    // Initializers in batches of about 64 KB of text, before the bodies (they come first in the file).
    for (int i = 0; i < initializers.size(); ) {
      int from = i;
      long bytes = 0;
      while (i < initializers.size() && bytes < (1 << 16)) {
        UseOrderReplay.Slot sl = initializers.get(i++);
        bytes += sl.end - sl.start;
      }
      jobs.add(initializers.subList(from, i));
    }
    jobs.addAll(bodies);
    java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
    Throwable[] failure = new Throwable[1];
    Runnable worker = () -> {
      LlParser w = new LlParser(this);
      int i;
      while ((i = next.getAndIncrement()) < jobs.size() && failure[0] == null) {
        try {
          if (jobs.get(i) instanceof BodyJob j) {
            dev.hoist.ir.UseLinks.begin(j.useLinks);
            w.lex.resetTo(j.open, j.openPos, j.end);
            w.next();
            w.parseBody(j.function, j.argIds, j.argPos, null);
            if (w.next() != Tok.EOF) throw w.error("function body does not end where the scan found it");
            if (checkBody != null) {
              try {
                checkBody.accept(j.function);
              } catch (RuntimeException | StackOverflowError e) {
                j.checkError = e; // reported only if the whole module parses
              }
            }
          } else {
            @SuppressWarnings("unchecked")
            List<UseOrderReplay.Slot> batch = (List<UseOrderReplay.Slot>) jobs.get(i);
            List<Object> uses = new ArrayList<>();
            dev.hoist.ir.UseLinks.begin(uses);
            for (UseOrderReplay.Slot sl : batch) {
              sl.uses = uses;
              sl.from = uses.size();
              w.lex.resetTo(sl.start, sl.startPos, sl.end);
              w.next();
              Constant c = w.parseConstant(sl.type);
              if (w.tok != Tok.EOF) throw w.error("initializer does not end where the scan found it");
              sl.global.setInitializer(c);
              sl.to = uses.size();
            }
          }
        } catch (RuntimeException | StackOverflowError e) {
          synchronized (failure) {
            if (failure[0] == null) failure[0] = e;
          }
        } finally {
          dev.hoist.ir.UseLinks.end();
        }
      }
    };
    dev.hoist.util.Parallel.runOnThreads(worker, Math.min(threads, jobs.size()));
    long t2 = System.nanoTime();
    if (failure[0] instanceof RuntimeException e) throw e;
    if (failure[0] instanceof StackOverflowError e) throw e;
    for (GlobalValue g : globalsByName.values()) g.setDeferUseLinks(false);
    for (GlobalValue g : numberedGlobals) g.setDeferUseLinks(false);
    UseOrderReplay.replay(useEvents, globalsByName.size() + numberedGlobals.size());
    for (BodyJob j : bodies) dev.hoist.ir.UseLinks.flush(j.useLinks);
    validateEnd();
    if (TIMING) {
      System.err.printf("parse: module level %.0f ms, initializers and bodies %.0f ms, use lists %.0f ms%n",
          (t1 - t0) / 1e6, (t2 - t1) / 1e6, (System.nanoTime() - t2) / 1e6);
    }
  }

  /** Set once an entity other than 'target' or 'source_filename' was read: those two must come first. */
  private boolean pastHeader;

  private void parseTopLevel() {
    // LLVM 14 reads 'target ...' and 'source_filename' only before every other entity.
    boolean header = tok == Tok.KEYWORD && (lex.kw == Kw.TARGET || lex.kw == Kw.SOURCE_FILENAME);
    if (header && pastHeader) throw expected("top-level entity");
    if (!header) pastHeader = true;
    switch (tok) {
      case Tok.KEYWORD -> {
        switch (lex.kw) {
          case DEFINE -> parseFunction(true);
          case DECLARE -> parseFunction(false);
          case MODULE -> parseModuleAsm();
          case TARGET -> parseTarget();
          case SOURCE_FILENAME -> {
            next();
            expect(Tok.EQUAL, "'=' after source_filename");
            module.setSourceFilename(parseStringConstant("source_filename string"));
          }
          case DEPLIBS -> parseDepLibs();
          case ATTRIBUTES -> parseAttributeGroup();
          case USELISTORDER, USELISTORDER_BB -> parseModuleUseListOrder();
          default -> throw expected("top-level entity");
        }
      }
      case Tok.LOCAL_VAR, Tok.LOCAL_ID -> parseTypeDefinition();
      case Tok.GLOBAL_VAR, Tok.GLOBAL_ID -> parseGlobalDefinition();
      case Tok.COMDAT_VAR -> parseComdat();
      case Tok.METADATA_VAR -> parseNamedMetadata();
      case Tok.EXCLAIM -> parseStandaloneMetadata();
      case Tok.SUMMARY_ID -> parseSummaryEntry();
      default -> throw expected("top-level entity");
    }
  }

  // ---- simple module-level entities ------------------------------------------------------------

  /** The module's asm text as LLVM's appendModuleInlineAsm builds it: each piece then a newline. */
  private final StringBuilder moduleAsm = new StringBuilder();

  private void parseModuleAsm() {
    next();
    expectKw(Kw.ASM);
    moduleAsm.append(parseStringConstant("module asm string"));
    if (moduleAsm.length() > 0 && moduleAsm.charAt(moduleAsm.length() - 1) != '\n') moduleAsm.append('\n');
    List<String> l = module.moduleAsm();
    l.clear();
    // Printed a line at a time, as LLVM splits it.
    String rest = moduleAsm.toString();
    while (!rest.isEmpty()) {
      int nl = rest.indexOf('\n');
      l.add(nl < 0 ? rest : rest.substring(0, nl));
      rest = nl < 0 ? "" : rest.substring(nl + 1);
    }
  }

  private void parseTarget() {
    next();
    if (eatKw(Kw.TRIPLE)) {
      expect(Tok.EQUAL, "'=' after target triple");
      module.setTriple(parseStringConstant("target triple"));
    } else if (eatKw(Kw.DATALAYOUT)) {
      expect(Tok.EQUAL, "'=' after target datalayout");
      long pos = lex.tokPos;
      module.setDataLayout(parseStringConstant("target datalayout"));
      try {
        module.layout();
      } catch (DataLayout.Malformed e) {
        throw error(pos, e.getMessage());
      }
    } else {
      throw expected("'triple' or 'datalayout'");
    }
  }

  private void parseDepLibs() {
    next();
    expect(Tok.EQUAL, "'=' after deplibs");
    expect(Tok.LSQUARE, "'[' after deplibs");
    if (eat(Tok.RSQUARE)) return;
    do {
      parseStringConstant("library name");
    } while (eat(Tok.COMMA));
    expect(Tok.RSQUARE, "']' at end of list");
  }

  /** {@code attributes #N = { ... }}; a later definition of the same number replaces the earlier one, as in LLVM. */
  private void parseAttributeGroup() {
    long pos = lex.tokPos;
    next();
    if (tok != Tok.ATTR_GRP_ID) throw expected("attribute group id");
    long id = lex.intVal;
    next();
    expect(Tok.EQUAL, "'=' here");
    expect(Tok.LBRACE, "'{' here");
    FnAttrs a = parseFnAttrs(true);
    expect(Tok.RBRACE, "end of attribute group");
    if (a.attrs().isEmpty()) throw error(pos, "attribute group has no attributes");
    attributeGroups.put(id, new AttributeGroup(id, a.attrs()));
  }

  private static boolean hasIntrinsicAttributes(Function f) {
    return f.hasName() && f.name().startsWith("llvm.") && Intrinsics.attributes(f.name(), f.numArgs()) != null;
  }

  /** Functions and global variables whose attributes reference groups, resolved once all groups are read. */
  private final List<Object> pendingAttrTargets = new ArrayList<>();
  private final List<FnAttrs> pendingAttrs = new ArrayList<>();

  /** Gives the functions and global variables that reference attribute groups their attributes. */
  private void resolveModuleLevelAttributes() {
    for (int i = 0; i < pendingAttrTargets.size(); i++) {
      AttributeSet s = resolve(pendingAttrs.get(i));
      if (pendingAttrTargets.get(i) instanceof Function f) setFunctionAttributes(f, s);
      else ((GlobalVariable) pendingAttrTargets.get(i)).setAttributes(s);
    }
    pendingAttrTargets.clear();
    pendingAttrs.clear();
  }

  /**
   * A function's attributes: an {@code align} among them is its alignment (LLVM parses function
   * alignment as an attribute too); a known intrinsic keeps the attributes of LLVM's table.
   */
  private static void setFunctionAttributes(Function f, AttributeSet s) {
    if (s.get("align") instanceof Attribute.Int a) {
      f.setAlign(a.value());
      s = s.without("align");
    }
    if (!hasIntrinsicAttributes(f)) f.setAttributes(f.attributes().withFn(s));
  }

  /**
   * {@code { 1, 0, 2 }} of a {@code uselistorder} directive, with LLVM's checks: at least two
   * distinct indexes in {@code [0, size)}, not already in order.
   */
  private int[] parseUseListOrderIndexes() {
    long pos = lex.tokPos;
    expect(Tok.LBRACE, "'{' here");
    if (tok == Tok.RBRACE) throw error("expected non-empty list of uselistorder indexes");
    List<Integer> l = new ArrayList<>();
    long offset = 0;
    long max = 0;
    boolean ordered = true;
    do {
      int i = parseUInt32("uselistorder index");
      offset += Integer.toUnsignedLong(i) - l.size();
      max = Math.max(max, Integer.toUnsignedLong(i));
      ordered &= i == l.size();
      l.add(i);
    } while (eat(Tok.COMMA));
    expect(Tok.RBRACE, "'}' here");
    if (l.size() < 2) throw error(pos, "expected >= 2 uselistorder indexes");
    if (offset != 0 || max >= l.size()) throw error(pos, "expected distinct uselistorder indexes in range [0, size)");
    if (ordered) throw error(pos, "expected uselistorder indexes to change the order");
    int[] r = new int[l.size()];
    for (int i = 0; i < r.length; i++) r[i] = l.get(i);
    return r;
  }

  /** Applies {@code indexes} to the use list of {@code v}, as LLVM's sortUseListOrder (errors at {@code pos}). */
  private void sortUseList(Value v, int[] indexes, long pos) {
    int n = v.numUses();
    if (n == 0) throw error(pos, "value has no uses");
    if (n < 2) throw error(pos, "value only has one use");
    if (n != indexes.length) throw error(pos, "wrong number of indexes, expected " + n);
    v.permuteUses(indexes);
  }

  /** A {@code uselistorder_bb} directive, applied once every function body is parsed. */
  private record BlockUseOrder(String fn, int fnId, long fnPos, String block, long blockPos, int[] indexes, long pos) {}

  private final List<BlockUseOrder> blockUseOrders = new ArrayList<>();
  /** Module-level {@code uselistorder} directives of globals: checked once every use is known. */
  private List<Object[]> globalUseOrders = java.util.Collections.synchronizedList(new ArrayList<>());

  /**
   * A module-level {@code uselistorder} or {@code uselistorder_bb} directive. It only permutes a
   * use list (what a program does is the same); opt -S does not print them back.
   */
  private void parseModuleUseListOrder() {
    long pos = lex.tokPos;
    boolean bb = isKw(Kw.USELISTORDER_BB);
    next();
    if (!bb) {
      Value v = parseTypedValue();
      expect(Tok.COMMA, "',' here");
      globalUseOrders.add(new Object[] {v, parseUseListOrderIndexes(), pos});
      return;
    }
    long fnPos = lex.tokPos;
    String fn = tok == Tok.GLOBAL_VAR ? lex.str : null;
    int fnId = tok == Tok.GLOBAL_ID ? (int) lex.intVal : -1;
    if (fn == null && fnId < 0) throw error(fnPos, "expected function name in uselistorder_bb");
    next();
    expect(Tok.COMMA, "comma in uselistorder_bb directive");
    long blockPos = lex.tokPos;
    if (tok == Tok.LOCAL_ID) throw error(blockPos, "invalid numeric label in uselistorder_bb");
    if (tok != Tok.LOCAL_VAR) throw error(blockPos, "expected basic block name in uselistorder_bb");
    String block = lex.str;
    next();
    expect(Tok.COMMA, "comma in uselistorder_bb directive");
    blockUseOrders.add(new BlockUseOrder(fn, fnId, fnPos, block, blockPos, parseUseListOrderIndexes(), pos));
  }

  /** Applies the module-level directives, every body being parsed. */
  private void applyModuleUseListOrders() {
    for (BlockUseOrder d : blockUseOrders) {
      GlobalValue g = d.fn() != null ? globalsByName.get(d.fn())
          : d.fnId() < numberedGlobals.size() ? numberedGlobals.get(d.fnId()) : null;
      if (g == null) throw error(d.fnPos(), "invalid function forward reference in uselistorder_bb");
      if (!(g instanceof Function f)) throw error(d.fnPos(), "expected function name in uselistorder_bb");
      if (f.isDeclaration()) throw error(d.fnPos(), "invalid declaration in uselistorder_bb");
      Value v = null;
      for (BasicBlock b : f.blocks()) if (d.block().equals(b.name())) v = b;
      if (v == null) {
        for (Argument a : f.args()) if (d.block().equals(a.name())) throw error(d.blockPos(), "expected basic block in uselistorder_bb");
        throw error(d.blockPos(), "invalid basic block in uselistorder_bb");
      }
      sortUseList(v, d.indexes(), d.pos());
    }
    for (Object[] d : globalUseOrders) sortUseList((Value) d[0], (int[]) d[1], (Long) d[2]);
  }

  /** A {@code uselistorder} directive at the end of a function body: its value's uses are all parsed. */
  private void parseFunctionUseListOrder() {
    long pos = lex.tokPos;
    next();
    Value v = parseTypedValue();
    expect(Tok.COMMA, "',' here");
    int[] indexes = parseUseListOrderIndexes();
    if (v instanceof GlobalValue || v instanceof Constant) {
      globalUseOrders.add(new Object[] {v, indexes, pos}); // other functions may use it too
    } else {
      sortUseList(v, indexes, pos);
    }
  }

  private void parseTypeDefinition() {
    long pos = lex.tokPos;
    boolean numbered = tok == Tok.LOCAL_ID;
    String name = numbered ? null : lex.str;
    int id = numbered ? (int) lex.intVal : -1;
    next();
    expect(Tok.EQUAL, "'=' after name");
    expectKw(Kw.TYPE);
    StructType existing = numbered ? numberedTypes.get(id) : namedTypes.get(name);
    boolean isStructBody = tok == Tok.LBRACE || isKw(Kw.OPAQUE) || (tok == Tok.LESS && lex.nextByteIs('{'));
    if (!isStructBody) {
      Type t = parseType(false);
      if (existing != null) throw error(pos, "forward references to non-struct type");
      if (numbered) throw error(pos, "numbered non-struct types are not supported");
      if (typeAliases.put(name, t) != null) throw error(pos, "redefinition of type");
      namedTypes.remove(name);
      return;
    }
    StructType s = existing;
    if (s != null && !typeForwardRefs.containsKey(s)) throw error(pos, "redefinition of type");
    if (s == null) {
      s = StructType.identified(name);
      if (numbered) numberedTypes.put(id, s);
      else namedTypes.put(name, s);
    }
    typeForwardRefs.remove(s);
    typeOrder.add(s);
    if (eatKw(Kw.OPAQUE)) return;
    if (tok == Tok.LESS) {
      next();
      List<Type> body = parseStructBody();
      expect(Tok.GREATER, "'>' at end of packed struct");
      s.setBody(body, true);
    } else {
      s.setBody(parseStructBody(), false);
    }
  }

  private void parseComdat() {
    String name = lex.str;
    long pos = lex.tokPos;
    next();
    expect(Tok.EQUAL, "'=' here");
    expectKw(Kw.COMDAT);
    Comdat.Kind kind;
    if (tok != Tok.KEYWORD) throw expected("comdat type");
    kind = switch (lex.kw) {
      case ANY -> Comdat.Kind.ANY;
      case EXACTMATCH -> Comdat.Kind.EXACTMATCH;
      case LARGEST -> Comdat.Kind.LARGEST;
      case NODEDUPLICATE -> Comdat.Kind.NODEDUPLICATE;
      case SAMESIZE -> Comdat.Kind.SAMESIZE;
      default -> throw expected("comdat type");
    };
    next();
    Comdat c = module.comdats().get(name);
    if (c != null && !comdatRefs.containsKey(name)) throw error(pos, "redefinition of comdat '$" + name + "'");
    if (c == null) module.comdats().put(name, new Comdat(name, kind));
    else c.setKind(kind);
    comdatRefs.remove(name);
  }

  private Comdat comdatRef(String name, long pos) {
    Comdat c = module.comdats().get(name);
    if (c == null) {
      c = new Comdat(name, Comdat.Kind.ANY);
      module.comdats().put(name, c);
      comdatRefs.put(name, pos);
    }
    return c;
  }

  /** {@code comdat} or {@code comdat($name)}; {@code selfName} is the global's own name. */
  private Comdat parseOptionalComdat(String selfName) {
    if (!isKw(Kw.COMDAT)) return null;
    long pos = lex.tokPos;
    next();
    if (eat(Tok.LPAREN)) {
      if (tok != Tok.COMDAT_VAR) throw expected("comdat variable");
      String n = lex.str;
      long p = lex.tokPos;
      next();
      expect(Tok.RPAREN, "')' here");
      return comdatRef(n, p);
    }
    if (selfName == null) throw error(pos, "comdat cannot be unnamed");
    return comdatRef(selfName, pos);
  }

  // ---- metadata --------------------------------------------------------------------------------

  private void parseNamedMetadata() {
    String name = lex.str;
    next();
    expect(Tok.EQUAL, "'=' here");
    expect(Tok.EXCLAIM, "'!' here");
    expect(Tok.LBRACE, "'{' here");
    NamedMDNode nmd = module.namedMetadata().computeIfAbsent(name, NamedMDNode::new);
    if (tok != Tok.RBRACE) {
      do {
        if (tok == Tok.METADATA_VAR) {
          if (!lex.str.equals("DIExpression")) throw error("expected '!' here");
          nmd.operands().add(parseSpecialized(false, null));
        } else {
          expect(Tok.EXCLAIM, "'!' here");
          long pos = lex.tokPos;
          nmd.operands().add(numberedNode(parseUInt32L("metadata number"), pos));
        }
      } while (eat(Tok.COMMA));
    }
    expect(Tok.RBRACE, "end of metadata node");
  }

  private void parseStandaloneMetadata() {
    next();
    long pos = lex.tokPos;
    long id = parseUInt32L("metadata number");
    expect(Tok.EQUAL, "'=' here");
    boolean distinct = eatKw(Kw.DISTINCT);
    MDNode node = numberedNode(id, pos);
    if (node.isDefined()) throw error(pos, "Metadata id is already used");
    if (tok == Tok.METADATA_VAR) {
      MDNode parsed = parseSpecialized(distinct, null);
      node.defineSpecialized(parsed.isDistinct(), parsed.kind(), parsed.fields());
    } else {
      expect(Tok.EXCLAIM, "'!' here");
      if (tok != Tok.LBRACE) throw expected("'{' here");
      node.defineTuple(distinct, parseTupleBody());
    }
    metadataForwardRefs.remove(node);
  }

  /** {@code ^N = kind: (...)} or {@code ^N = flags: 8}: skipped as LLVM's opt does, and kept as text. */
  private void parseSummaryEntry() {
    int start = lex.start;
    next();
    expect(Tok.EQUAL, "'=' here");
    if (tok != Tok.LABEL_STR) throw expected("'gv', 'module', 'typeid', 'flags' or 'blockcount' at the start of summary entry");
    String kind = lex.str;
    int end;
    if (kind.equals("flags") || kind.equals("blockcount")) {
      next();
      if (tok != Tok.INTEGER) throw expected("integer");
      end = lex.pos();
      next();
    } else if (kind.equals("gv") || kind.equals("module") || kind.equals("typeid")
        || kind.equals("typeidCompatibleVTable")) {
      next();
      if (tok != Tok.LPAREN) throw expected("'(' at start of summary entry");
      int depth = 0;
      while (true) {
        if (tok == Tok.EOF) throw error("found end of file while parsing summary entry");
        if (tok == Tok.LPAREN) depth++;
        if (tok == Tok.RPAREN && --depth == 0) break;
        next();
      }
      end = lex.pos();
      next();
    } else {
      throw error("unexpected summary kind");
    }
    module.summaryEntries().add(new String(lex.buf, start, end - start, StandardCharsets.ISO_8859_1));
  }

  // ---- globals ---------------------------------------------------------------------------------

  /** Linkage, preemption, visibility and DLL storage, as they may precede a global or function. */
  private record LinkageInfo(Linkage linkage, boolean hasLinkage, boolean dsoLocal, GlobalValue.Visibility visibility,
      GlobalValue.DllStorage dll) {}

  private LinkageInfo parseLinkageInfo() {
    Linkage l = Linkage.EXTERNAL;
    boolean has = false;
    if (tok == Tok.KEYWORD) {
      Linkage x = switch (lex.kw) {
        case PRIVATE -> Linkage.PRIVATE;
        case INTERNAL -> Linkage.INTERNAL;
        case WEAK -> Linkage.WEAK;
        case WEAK_ODR -> Linkage.WEAK_ODR;
        case LINKONCE -> Linkage.LINKONCE;
        case LINKONCE_ODR -> Linkage.LINKONCE_ODR;
        case AVAILABLE_EXTERNALLY -> Linkage.AVAILABLE_EXTERNALLY;
        case APPENDING -> Linkage.APPENDING;
        case COMMON -> Linkage.COMMON;
        case EXTERN_WEAK -> Linkage.EXTERN_WEAK;
        case EXTERNAL -> Linkage.EXTERNAL;
        default -> null;
      };
      if (x != null) {
        l = x;
        has = true;
        next();
      }
    }
    boolean dsoLocal = false;
    if (eatKw(Kw.DSO_LOCAL)) dsoLocal = true;
    else eatKw(Kw.DSO_PREEMPTABLE);
    GlobalValue.Visibility vis = GlobalValue.Visibility.DEFAULT;
    if (eatKw(Kw.HIDDEN)) vis = GlobalValue.Visibility.HIDDEN;
    else if (eatKw(Kw.PROTECTED)) vis = GlobalValue.Visibility.PROTECTED;
    else eatKw(Kw.DEFAULT);
    GlobalValue.DllStorage dll = GlobalValue.DllStorage.NONE;
    if (eatKw(Kw.DLLIMPORT)) dll = GlobalValue.DllStorage.DLLIMPORT;
    else if (eatKw(Kw.DLLEXPORT)) dll = GlobalValue.DllStorage.DLLEXPORT;
    if (l.isLocal() && vis != GlobalValue.Visibility.DEFAULT) {
      throw error("symbol with local linkage must have default visibility");
    }
    return new LinkageInfo(l, has, dsoLocal || l.isLocal(), vis, dll);
  }

  private GlobalValue.ThreadLocal parseThreadLocal() {
    if (!eatKw(Kw.THREAD_LOCAL)) return GlobalValue.ThreadLocal.NONE;
    if (!eat(Tok.LPAREN)) return GlobalValue.ThreadLocal.GENERAL;
    GlobalValue.ThreadLocal t;
    if (eatKw(Kw.LOCALDYNAMIC)) t = GlobalValue.ThreadLocal.LOCALDYNAMIC;
    else if (eatKw(Kw.INITIALEXEC)) t = GlobalValue.ThreadLocal.INITIALEXEC;
    else if (eatKw(Kw.LOCALEXEC)) t = GlobalValue.ThreadLocal.LOCALEXEC;
    else throw expected("localdynamic, initialexec or localexec");
    expect(Tok.RPAREN, "')' after thread local model");
    return t;
  }

  private GlobalValue.UnnamedAddr parseUnnamedAddr() {
    if (eatKw(Kw.UNNAMED_ADDR)) return GlobalValue.UnnamedAddr.GLOBAL;
    if (eatKw(Kw.LOCAL_UNNAMED_ADDR)) return GlobalValue.UnnamedAddr.LOCAL;
    return GlobalValue.UnnamedAddr.NONE;
  }

  private void applyLinkage(GlobalValue g, LinkageInfo li) {
    g.setLinkage(li.linkage());
    g.setDsoLocal(li.dsoLocal());
    g.setVisibility(li.visibility());
    g.setDllStorage(li.dll());
  }

  private void parseGlobalDefinition() {
    long pos = lex.tokPos;
    boolean numbered = tok == Tok.GLOBAL_ID || lex.str.isEmpty(); // @"" is an unnamed global
    String name = numbered ? null : lex.str;
    int id = tok == Tok.GLOBAL_ID ? (int) lex.intVal : -1;
    next();
    expect(Tok.EQUAL, "'=' after name");
    LinkageInfo li = parseLinkageInfo();
    GlobalValue.ThreadLocal tls = parseThreadLocal();
    GlobalValue.UnnamedAddr ua = parseUnnamedAddr();
    if (isKw(Kw.ALIAS) || isKw(Kw.IFUNC)) {
      parseAlias(name, id, pos, li, tls, ua);
    } else {
      parseGlobalVariable(name, id, pos, li, tls, ua);
    }
  }

  private void parseGlobalVariable(String name, int id, long pos, LinkageInfo li, GlobalValue.ThreadLocal tls,
      GlobalValue.UnnamedAddr ua) {
    int as = isKw(Kw.ADDRSPACE) ? parseAddrSpace() : 0; // LLVM 14's parser ignores the layout's G here
    boolean extInit = eatKw(Kw.EXTERNALLY_INITIALIZED);
    boolean isConst;
    if (eatKw(Kw.GLOBAL)) isConst = false;
    else if (eatKw(Kw.CONSTANT)) isConst = true;
    else throw expected("'global' or 'constant'");
    long tpos = lex.tokPos;
    Type t = parseType(false);
    if (t instanceof FunctionType || t.isLabel() || t.isMetadata() || t.isToken()) throw error(tpos, "invalid type for global variable");
    Constant init = null;
    boolean declaration = li.hasLinkage() && (li.linkage() == Linkage.EXTERNAL || li.linkage() == Linkage.EXTERN_WEAK);
    UseOrderReplay.Slot deferred = null;
    if (!declaration && scan != null) deferred = skipInitializer(t);
    else if (!declaration) init = parseConstant(t);
    GlobalVariable g = new GlobalVariable(t, pointerTo(t, as), name, isConst, init);
    g.setDeferUseLinks(deferGlobalUses);
    if (deferred != null) {
      deferred.global = g;
      initializers.add(deferred);
      useEvents.add(UseOrderReplay.INIT);
      useEvents.add(deferred);
    }
    applyLinkage(g, li);
    g.setThreadLocal(tls);
    g.setUnnamedAddr(ua);
    g.setExternallyInitialized(extInit);
    defineGlobal(g, name, id, pos);
    module.addGlobal(g);
    while (tok == Tok.COMMA) {
      next();
      if (eatKw(Kw.SECTION)) {
        g.setSection(parseStringConstant("section name"));
      } else if (eatKw(Kw.PARTITION)) {
        g.setPartition(parseStringConstant("partition name"));
      } else if (eatKw(Kw.ALIGN)) {
        g.setAlign(parseAlignmentValue());
      } else if (tok == Tok.METADATA_VAR) {
        String kind = attachmentKind();
        g.metadata().add(kind, parseNode());
      } else if (isKw(Kw.NO_SANITIZE_ADDRESS) || isKw(Kw.NO_SANITIZE_HWADDRESS) || isKw(Kw.SANITIZE_ADDRESS_DYNINIT)) {
        throw error("sanitizer attributes on globals are not supported by LLVM 14");
      } else {
        Comdat c = parseOptionalComdat(name);
        if (c == null) throw error("unknown global variable property!");
        g.setComdat(c);
      }
    }
    // Without a comma, 'align 4' is an attribute of the variable: LLVM prints it as a group { align=4 }.
    FnAttrs attrs = parseFnAttrs(false);
    if (attrs.groups().length > 0) {
      pendingAttrTargets.add(g);
      pendingAttrs.add(attrs);
    } else if (!attrs.isEmpty()) {
      g.setAttributes(internSet(attrs.attrs()));
    }
  }

  /** Skips the initializer at the current token (parallel parse): a slot saying where it is, without a global yet. */
  private UseOrderReplay.Slot skipInitializer(Type t) {
    InitializerScanner.Extent ext = InitializerScanner.scan(lex.buf, lex.start);
    if (ext == null) throw error("initializer extent not found");
    UseOrderReplay.Slot sl = new UseOrderReplay.Slot(null, t, lex.start, lex.tokPos, ext.end());
    long line = (lex.tokPos >>> 24) + ext.newlines();
    int col = ext.newlines() == 0 ? (int) (lex.tokPos & 0xffffff) + (ext.end() - lex.start) : ext.end() - ext.lastLineStart() + 1;
    lex.resetTo(ext.end(), (line << 24) | col);
    next();
    return sl;
  }

  private void parseAlias(String name, int id, long pos, LinkageInfo li, GlobalValue.ThreadLocal tls,
      GlobalValue.UnnamedAddr ua) {
    boolean ifunc = isKw(Kw.IFUNC);
    next();
    long tpos = lex.tokPos;
    Type valueType = parseType(false);
    expect(Tok.COMMA, "comma after alias or ifunc's type");
    long apos = lex.tokPos;
    Constant target;
    if (isKw(Kw.BITCAST) || isKw(Kw.GETELEMENTPTR) || isKw(Kw.ADDRSPACECAST) || isKw(Kw.INTTOPTR)) {
      // LLVM allows these without a type: the expression's own type is the aliasee's.
      if (!(parseValueAnyType() instanceof Constant c)) throw error(apos, "invalid aliasee");
      target = c;
    } else {
      Type t = parseType(false);
      target = parseConstant(t);
    }
    Type targetType = target.type();
    if (!(targetType.scalarType() instanceof PointerType tp)) throw error(apos, "An alias or ifunc must have pointer type");
    if (!ifunc && !tp.isOpaque() && tp.pointee() != valueType) {
      throw error(tpos, "explicit pointee type doesn't match operand's pointee type");
    }
    PointerType ptrType = ifunc ? pointerTo(valueType, tp.addrSpace()) : (tp.isOpaque() ? tp : PointerType.get(valueType, tp.addrSpace()));
    GlobalAlias a = new GlobalAlias(valueType, ptrType, name, ifunc, target);
    a.setDeferUseLinks(deferGlobalUses);
    applyLinkage(a, li);
    a.setThreadLocal(tls);
    a.setUnnamedAddr(ua);
    defineGlobal(a, name, id, pos);
    module.addAlias(a);
    while (eat(Tok.COMMA)) {
      if (eatKw(Kw.PARTITION)) a.setPartition(parseStringConstant("partition name"));
      else throw expected("partition");
    }
  }

  /** Registers a new global under its name or number, resolving forward references to it. */
  private void defineGlobal(GlobalValue g, String name, int id, long pos) {
    GlobalForwardRef fwd;
    if (name != null) {
      if (globalsByName.containsKey(name)) throw error(pos, "redefinition of global '@" + name + "'");
      fwd = globalForwardNamed.remove(name);
      globalsByName.put(name, g);
    } else {
      if (id >= 0 && id != numberedGlobals.size()) {
        throw error(pos, "variable expected to be numbered '@" + numberedGlobals.size() + "'");
      }
      fwd = globalForwardNumbered.remove(numberedGlobals.size());
      numberedGlobals.add(g);
    }
    if (fwd != null) {
      if (fwd.type() != g.type()) {
        throw error(pos, "forward reference and definition of global have different types ('" + fwd.type() + "' vs '"
            + g.type() + "')");
      }
      fwd.resolved = g;
      fwd.replaceAllUsesWith(g); // none linked in the parallel parse: UseOrderReplay moves them
    }
    if (useEvents != null) {
      useEvents.add(UseOrderReplay.DEFINE);
      useEvents.add(g);
    }
  }

  // ---- functions -------------------------------------------------------------------------------

  private void parseFunction(boolean isDefine) {
    next();
    List<String> declKinds = new ArrayList<>();
    List<MDNode> declNodes = new ArrayList<>();
    while (!isDefine && tok == Tok.METADATA_VAR) { // declare !dbg !5 void @f()
      declKinds.add(attachmentKind());
      declNodes.add(parseNode());
    }
    LinkageInfo li = parseLinkageInfo();
    if (isDefine && li.linkage() == Linkage.EXTERN_WEAK) throw error("invalid linkage for function definition");
    int cc = parseOptionalCallingConv();
    List<Attribute> retAttrs = parseReturnAttrs();
    long rpos = lex.tokPos;
    Type ret = parseType(true);
    if (ret.isLabel() || ret.isMetadata() || ret instanceof FunctionType) throw error(rpos, "invalid function return type");
    long npos = lex.tokPos;
    String name = null;
    int id = -1;
    if (tok == Tok.GLOBAL_VAR && !lex.str.isEmpty()) name = lex.str;
    else if (tok == Tok.GLOBAL_ID) id = (int) lex.intVal;
    else if (tok != Tok.GLOBAL_VAR) throw expected("function name");
    next();
    // Arguments.
    expect(Tok.LPAREN, "'(' in function argument list");
    List<Type> paramTypes = new ArrayList<>();
    List<AttributeSet> paramAttrs = new ArrayList<>();
    List<String> argNames = new ArrayList<>();
    List<Integer> argIds = new ArrayList<>();
    List<Long> argPos = new ArrayList<>();
    boolean varArgs = false;
    if (tok != Tok.RPAREN) {
      do {
        if (tok == Tok.DOTDOTDOT) {
          next();
          varArgs = true;
          break;
        }
        long apos = lex.tokPos;
        Type t = parseType(false);
        if (t.isLabel() || t instanceof FunctionType) throw error(apos, "invalid type for function argument");
        List<Attribute> a = parseParamAttrs();
        paramTypes.add(t);
        paramAttrs.add(internSet(a));
        argPos.add(lex.tokPos);
        if (tok == Tok.LOCAL_VAR) {
          argNames.add(lex.str);
          argIds.add(-1);
          next();
        } else if (tok == Tok.LOCAL_ID) {
          argNames.add(null);
          argIds.add((int) lex.intVal);
          next();
        } else {
          argNames.add(null);
          argIds.add(-1);
        }
      } while (eat(Tok.COMMA));
    }
    expect(Tok.RPAREN, "')' at end of argument list");
    FunctionType ft = FunctionType.get(ret, paramTypes, varArgs);
    GlobalValue.UnnamedAddr ua = parseUnnamedAddr();
    int as = isKw(Kw.ADDRSPACE) ? parseAddrSpace() : module.layout().programAddrSpace();
    FnAttrs fnAttrs = parseFnAttrs(false);
    if (fnAttrs.builtinPos() != 0) throw error(fnAttrs.builtinPos(), "'builtin' attribute not valid on function");
    String section = eatKw(Kw.SECTION) ? parseStringConstant("section name") : null;
    String partition = eatKw(Kw.PARTITION) ? parseStringConstant("partition name") : null;
    Comdat comdat = parseOptionalComdat(name);
    long align = eatKw(Kw.ALIGN) ? parseAlignmentValue() : 0;
    String gc = eatKw(Kw.GC) ? parseStringConstant("gc name") : null;
    Constant prefix = eatKw(Kw.PREFIX) ? parseTypedConstant() : null;
    Constant prologue = eatKw(Kw.PROLOGUE) ? parseTypedConstant() : null;
    Constant personality = eatKw(Kw.PERSONALITY) ? parseTypedConstant() : null;

    Function f = new Function(ft, pointerTo(ft, as), name);
    f.setDeferUseLinks(deferGlobalUses);
    f.setSourcePos(npos);
    applyLinkage(f, li);
    f.setCallingConv(cc);
    f.setUnnamedAddr(ua);
    // LLVM replaces a known intrinsic's declared attributes with its own (Intrinsics).
    AttributeList intrinsic = name != null && name.startsWith("llvm.") ? Intrinsics.attributes(name, paramTypes.size()) : null;
    f.setAttributes(intrinsic != null ? intrinsic : new AttributeList(AttributeSet.EMPTY, internSet(retAttrs),
        paramAttrs.toArray(new AttributeSet[0])));
    f.setSection(section);
    f.setPartition(partition);
    f.setComdat(comdat);
    f.setAlign(align);
    if (fnAttrs.groups().length > 0) {
      pendingAttrTargets.add(f);
      pendingAttrs.add(fnAttrs);
    } else if (!fnAttrs.isEmpty()) {
      setFunctionAttributes(f, internSet(fnAttrs.attrs()));
    }
    f.setGc(gc);
    f.setPrefixData(prefix);
    f.setPrologueData(prologue);
    f.setPersonality(personality);
    if (name != null) {
      GlobalValue prev = globalsByName.get(name);
      if (prev != null) throw error(npos, "invalid redefinition of function '@" + name + "'");
      GlobalForwardRef fwd = globalForwardNamed.get(name);
      if (fwd != null && fwd.type() != f.type()) {
        throw error(npos, "invalid forward reference to function '@" + name + "' with wrong type: expected '" + f.type()
            + "' but was '" + fwd.type() + "'");
      }
    }
    defineGlobal(f, name, id, npos);
    module.addFunction(f);
    String key = name != null ? name : "#" + (numberedGlobals.size() - 1);
    GlobalForwardRef baFn = blockAddressFunctions.remove(key);
    if (baFn != null) baFn.replaceAllUsesWith(f);
    // Argument names.
    for (int i = 0; i < f.numArgs(); i++) if (argNames.get(i) != null) f.arg(i).setName(argNames.get(i));
    for (int i = 0; i < declKinds.size(); i++) f.metadata().add(declKinds.get(i), declNodes.get(i));
    // Function metadata attachments (!dbg !5 ...).
    while (isDefine && tok == Tok.METADATA_VAR) {
      String kind = attachmentKind();
      f.metadata().add(kind, parseNode());
    }
    if (isDefine && scan != null) {
      if (tok != Tok.LBRACE) throw expected("'{' in function body");
      int k = scan.braceAfter(lex.start);
      if (k < 0) throw expected("'}' at end of function");
      int end = scan.braceOffset(k) + 1;
      bodies.add(new BodyJob(f, key, argIds, argPos, lex.start, lex.tokPos, end));
      lex.resetTo(end, ((long) scan.braceLine(k) << 24) | 2);
      next();
    } else if (isDefine) {
      if (tok != Tok.LBRACE) throw expected("'{' in function body");
      BodyScanner.Extent ext = BodyScanner.scan(lex.buf, lex.start);
      if (ext == null) throw expected("'}' at end of function");
      bodies.add(new BodyJob(f, key, argIds, argPos, lex.start, lex.tokPos, -1));
      bodyBytes += ext.end() - lex.start;
      anyBodyMentionsBlockAddress |= ext.mentionsBlockAddress();
      long line = (lex.tokPos >>> 24) + ext.newlines();
      int col = ext.newlines() == 0 ? (int) (lex.tokPos & 0xffffff) + (ext.end() - lex.start) : ext.end() - ext.lastLineStart() + 1;
      lex.resetTo(ext.end(), (line << 24) | col);
      next();
    }
  }

  private void parseBody(Function f, List<Integer> argIds, List<Long> argPos, Map<String, BasicBlock> pre) {
    expect(Tok.LBRACE, "'{' in function body");
    FunctionScope s = new FunctionScope(f);
    scope = s;
    for (int i = 0; i < f.numArgs(); i++) {
      Argument a = f.arg(i);
      if (a.hasName()) {
        if (s.named.put(a.name(), a) != null) throw error(argPos.get(i), "redefinition of argument '%" + a.name() + "'");
      } else {
        int want = s.numbered.size();
        if (argIds.get(i) >= 0 && argIds.get(i) != want) {
          throw error(argPos.get(i), "argument expected to be numbered '%" + want + "'");
        }
        s.numbered.add(a);
      }
    }
    if (pre != null) {
      for (var e : pre.entrySet()) {
        BasicBlock b = e.getValue();
        if (e.getKey().startsWith("#")) s.pendingNumberedBlocks.put(Integer.parseInt(e.getKey().substring(1)), b);
        else s.pendingNamedBlocks.put(e.getKey(), b);
        Long rp = bodyWorker ? null : blockAddressRefPos.remove(b);
        s.blockRefPos.put(b, rp == null ? lex.tokPos : rp);
      }
    }
    if (tok == Tok.RBRACE) throw error("function body requires at least one basic block");
    while (tok != Tok.RBRACE && !isKw(Kw.USELISTORDER)) {
      if (tok == Tok.EOF) throw expected("'}' at end of function");
      parseBasicBlock(s);
    }
    while (isKw(Kw.USELISTORDER)) parseFunctionUseListOrder();
    if (tok != Tok.RBRACE) throw expected("'}' at end of function");
    finishScope(s);
    scope = null;
  }

  private void finishScope(FunctionScope s) {
    for (var e : s.forwardNamed.entrySet()) {
      throw error(e.getValue().pos, "use of undefined value '%" + e.getKey() + "'");
    }
    for (var e : s.forwardNumbered.entrySet()) {
      throw error(e.getValue().pos, "use of undefined value '%" + e.getKey() + "'");
    }
    for (var e : s.pendingNamedBlocks.entrySet()) {
      throw error(s.blockRefPos.getOrDefault(e.getValue(), lex.tokPos), "use of undefined value '%" + e.getKey() + "'");
    }
    for (var e : s.pendingNumberedBlocks.entrySet()) {
      throw error(s.blockRefPos.getOrDefault(e.getValue(), lex.tokPos), "use of undefined value '%" + e.getKey() + "'");
    }
  }

  private void parseBasicBlock(FunctionScope s) {
    long pos = lex.tokPos;
    String name = null;
    int id = -1;
    if (tok == Tok.LABEL_STR) {
      name = lex.str;
      next();
    } else if (tok == Tok.LABEL_ID) {
      id = (int) lex.intVal;
      next();
    }
    BasicBlock bb = defineBlock(s, name, id, pos);
    Instruction inst;
    do {
      long ipos = lex.tokPos;
      String iname = null;
      int iid = -1;
      if (tok == Tok.LOCAL_VAR) {
        iname = lex.str;
        next();
        expect(Tok.EQUAL, "'=' after instruction name");
      } else if (tok == Tok.LOCAL_ID) {
        iid = (int) lex.intVal;
        next();
        expect(Tok.EQUAL, "'=' after instruction id");
      }
      if (tok == Tok.RBRACE || tok == Tok.LABEL_STR || tok == Tok.LABEL_ID || tok == Tok.EOF) {
        throw expected("instruction opcode");
      }
      inst = parseInstruction();
      inst.setSourcePos(ipos);
      while (tok == Tok.COMMA) {
        next();
        if (tok != Tok.METADATA_VAR) throw expected("metadata attachment");
        parseAttachment(inst.metadata());
      }
      bb.append(inst);
      nameInstruction(s, inst, iname, iid, ipos);
    } while (!inst.isTerminator());
  }

  private BasicBlock defineBlock(FunctionScope s, String name, int id, long pos) {
    BasicBlock b;
    if (name != null) {
      if (s.named.containsKey(name)) throw error(pos, "redefinition of label '%" + name + "'");
      if (s.forwardNamed.containsKey(name)) {
        throw error(s.forwardNamed.get(name).pos, "'%" + name + "' defined as a label but used as a value");
      }
      b = s.pendingNamedBlocks.remove(name);
      if (b == null) b = new BasicBlock(name);
      s.named.put(name, b);
    } else {
      int want = s.numbered.size();
      if (id >= 0 && id != want) throw error(pos, "label expected to be numbered '" + want + "'");
      if (!s.forwardNumbered.isEmpty() && s.forwardNumbered.containsKey(want)) {
        throw error(s.forwardNumbered.get(want).pos, "'%" + want + "' defined as a label but used as a value");
      }
      b = s.pendingNumberedBlocks.isEmpty() ? null : s.pendingNumberedBlocks.remove(want);
      if (b == null) b = new BasicBlock(null);
      s.numbered.add(b);
    }
    s.blockRefPos.remove(b);
    s.function.appendBlock(b);
    return b;
  }

  private void nameInstruction(FunctionScope s, Instruction inst, String name, int id, long pos) {
    if (inst.type().isVoid()) {
      if (name != null || id >= 0) throw error(pos, "instructions returning void cannot have a name");
      return;
    }
    if (name == null) {
      int want = s.numbered.size();
      if (id >= 0 && id != want) throw error(pos, "instruction expected to be numbered '%" + want + "'");
      if (!s.pendingNumberedBlocks.isEmpty() && s.pendingNumberedBlocks.containsKey(want)) {
        throw error(pos, "'%" + want + "' is used as a label");
      }
      ForwardRef f = s.forwardNumbered.isEmpty() ? null : s.forwardNumbered.remove(want);
      if (f != null) resolveForward(f, inst, pos);
      s.numbered.add(inst);
      return;
    }
    if (s.named.containsKey(name) || s.pendingNamedBlocks.containsKey(name)) {
      throw error(pos, "multiple definition of local value named '" + name + "'");
    }
    ForwardRef f = s.forwardNamed.isEmpty() ? null : s.forwardNamed.remove(name);
    if (f != null) resolveForward(f, inst, pos);
    inst.setName(name);
    s.named.put(name, inst);
  }

  private void resolveForward(ForwardRef f, Instruction inst, long pos) {
    if (f.type() != inst.type()) throw error(pos, "instruction forward referenced with type '" + f.type() + "'");
    f.replaceAllUsesWith(inst);
  }

  // ---- end of module ---------------------------------------------------------------------------

  @Override
  Type parseTypeAlias(String name) {
    return typeAliases.get(name);
  }

  /** The module-level checks that must pass before bodies are parsed with shared, complete tables. */
  private void validateModuleLevel() {
    for (var e : typeForwardRefs.entrySet()) {
      StructType s = e.getKey();
      throw error(e.getValue(), s.name() != null ? "use of undefined type named '" + s.name() + "'"
          : "use of undefined type '%" + numberOf(s) + "'");
    }
    for (var e : globalForwardNamed.entrySet()) throw error(e.getValue().pos, "use of undefined value '@" + e.getKey() + "'");
    for (var e : globalForwardNumbered.entrySet()) throw error(e.getValue().pos, "use of undefined value '@" + e.getKey() + "'");
    for (var e : metadataForwardRefs.entrySet()) throw error(e.getValue(), "use of undefined metadata '!" + e.getKey().slot() + "'");
  }

  private void validateEnd() {
    applyModuleUseListOrders();
    for (var e : typeForwardRefs.entrySet()) {
      StructType s = e.getKey();
      throw error(e.getValue(), s.name() != null ? "use of undefined type named '" + s.name() + "'"
          : "use of undefined type '%" + numberOf(s) + "'");
    }
    for (var e : globalForwardNamed.entrySet()) throw error(e.getValue().pos, "use of undefined value '@" + e.getKey() + "'");
    for (var e : globalForwardNumbered.entrySet()) throw error(e.getValue().pos, "use of undefined value '@" + e.getKey() + "'");
    for (var e : blockAddressFunctions.entrySet()) throw error(e.getValue().pos, "expected function name in blockaddress");
    for (var e : blockAddressRefPos.entrySet()) throw error(e.getValue(), "referenced value is not a basic block");
    for (var e : metadataForwardRefs.entrySet()) throw error(e.getValue(), "use of undefined metadata '!" + e.getKey().slot() + "'");
    for (var e : comdatRefs.entrySet()) throw error(e.getValue(), "use of undefined comdat '$" + e.getKey() + "'");
    module.structTypes().addAll(typeOrder);
    for (var e : numberedMetadata.entrySet()) module.numberedMetadata().put(e.getKey(), e.getValue());
    module.metadataKinds().addAll(kindsInOrder());
  }

  private int numberOf(StructType s) {
    for (var e : numberedTypes.entrySet()) if (e.getValue() == s) return e.getKey();
    return -1;
  }
}
