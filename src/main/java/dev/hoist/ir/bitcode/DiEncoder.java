package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.ValueAsMetadata;
import dev.hoist.ir.type.IntegerType;
import java.math.BigInteger;
import java.util.List;

/**
 * The records of specialized metadata nodes, as LLVM 14's writer lays them out, from the fields
 * Hoist keeps (as parsed). Fields left out take LLVM's parser's defaults. Strings, integer bounds
 * and the integer bounds of DIGenericSubrange become the metadata LLVM's parser makes of them
 * (an MDString, an {@code i64} constant, a {@code DW_OP_consts} expression).
 */
final class DiEncoder {
  private DiEncoder() {}

  /** A record: literal operands, and metadata operands written as ids ({@code +1}, or as is when {@code zeroBased}). */
  static final class Rec {
    final int code;
    final long[] ops;
    final Metadata[] refs;
    final boolean[] zeroBased;
    private int n;

    Rec(int code, int capacity) {
      this.code = code;
      this.ops = new long[capacity];
      this.refs = new Metadata[capacity];
      this.zeroBased = new boolean[capacity];
    }

    Rec lit(long v) {
      ops[n++] = v;
      return this;
    }

    Rec ref(Metadata m) {
      refs[n++] = m;
      return this;
    }

    Rec ref0(Metadata m) {
      zeroBased[n] = true;
      refs[n++] = m;
      return this;
    }

    Rec str(String s) {
      return ref(s == null ? null : new MDString(s));
    }

    int size() {
      return n;
    }
  }

  static Rec encode(MDNode node, boolean distinct) {
    DiValues v = new DiValues(node);
    long d = distinct ? 1 : 0;
    String k = node.kind();
    return switch (k) {
      case "DILocation" -> new Rec(METADATA_LOCATION, 6).lit(d).lit(v.num("line", 0)).lit(v.num("column", 0))
          .ref0(v.md("scope")).ref(v.md("inlinedAt")).lit(v.bool("isImplicitCode", false) ? 1 : 0);
      case "GenericDINode" -> {
        List<Metadata> ops = node.field("operands") instanceof MDNode.FieldList fl ? fl.items() : List.of();
        Rec r = new Rec(METADATA_GENERIC_DEBUG, 4 + ops.size()).lit(d).lit(v.dwarf("tag", DwarfNames.TAG, 0)).lit(0)
            .str(v.string("header"));
        for (Metadata m : ops) r.ref(m);
        yield r;
      }
      case "DISubrange" -> new Rec(METADATA_SUBRANGE, 5).lit(d | 4).ref(bound(v, "count")).ref(bound(v, "lowerBound"))
          .ref(bound(v, "upperBound")).ref(bound(v, "stride"));
      case "DIGenericSubrange" -> new Rec(METADATA_GENERIC_SUBRANGE, 5).lit(d).ref(exprBound(v, "count"))
          .ref(exprBound(v, "lowerBound")).ref(exprBound(v, "upperBound")).ref(exprBound(v, "stride"));
      case "DIEnumerator" -> enumerator(v, d);
      case "DIBasicType" -> new Rec(METADATA_BASIC_TYPE, 7).lit(d).lit(v.dwarf("tag", DwarfNames.TAG, 0x24))
          .str(v.string("name")).lit(v.num("size", 0)).lit(v.num("align", 0)).lit(v.dwarf("encoding", DwarfNames.ATE, 0))
          .lit(v.flags("flags", DwarfNames.DIFLAG));
      case "DIStringType" -> new Rec(METADATA_STRING_TYPE, 9).lit(d).lit(v.dwarf("tag", DwarfNames.TAG, 0x12))
          .str(v.string("name")).ref(v.md("stringLength")).ref(v.md("stringLengthExpression"))
          .ref(v.md("stringLocationExpression")).lit(v.num("size", 0)).lit(v.num("align", 0))
          .lit(v.dwarf("encoding", DwarfNames.ATE, 0));
      case "DIDerivedType" -> new Rec(METADATA_DERIVED_TYPE, 14).lit(d).lit(v.dwarf("tag", DwarfNames.TAG, 0))
          .str(v.string("name")).ref(v.md("file")).lit(v.num("line", 0)).ref(v.md("scope")).ref(v.md("baseType"))
          .lit(v.num("size", 0)).lit(v.num("align", 0)).lit(v.num("offset", 0)).lit(v.flags("flags", DwarfNames.DIFLAG))
          .ref(v.md("extraData")).lit(v.has("dwarfAddressSpace") ? (v.num("dwarfAddressSpace", 0) & 0xffffffffL) + 1 : 0)
          .ref(v.md("annotations"));
      case "DICompositeType" -> new Rec(METADATA_COMPOSITE_TYPE, 22).lit(d | 2).lit(v.dwarf("tag", DwarfNames.TAG, 0))
          .str(v.string("name")).ref(v.md("file")).lit(v.num("line", 0)).ref(v.md("scope")).ref(v.md("baseType"))
          .lit(v.num("size", 0)).lit(v.num("align", 0)).lit(v.num("offset", 0)).lit(v.flags("flags", DwarfNames.DIFLAG))
          .ref(v.md("elements")).lit(v.dwarf("runtimeLang", DwarfNames.LANG, 0)).ref(v.md("vtableHolder"))
          .ref(v.md("templateParams")).str(v.string("identifier")).ref(v.md("discriminator")).ref(v.md("dataLocation"))
          .ref(v.md("associated")).ref(v.md("allocated")).ref(bound(v, "rank")).ref(v.md("annotations"));
      case "DISubroutineType" -> new Rec(METADATA_SUBROUTINE_TYPE, 4).lit(d | 2).lit(v.flags("flags", DwarfNames.DIFLAG))
          .ref(v.md("types")).lit(v.dwarf("cc", DwarfNames.CC, 0));
      case "DIFile" -> {
        Rec r = new Rec(METADATA_FILE, 6).lit(d).str(orEmpty(v.string("filename"))).str(orEmpty(v.string("directory")));
        String kind = v.rawText("checksumkind");
        if (kind != null) {
          r.lit(kind.equals("CSK_MD5") ? 1 : kind.equals("CSK_SHA1") ? 2 : kind.equals("CSK_SHA256") ? 3 : DiValues.number(kind));
          r.str(orEmpty(v.string("checksum")));
        } else {
          r.lit(0).lit(0);
        }
        if (v.has("source")) r.str(orEmpty(v.string("source")));
        yield r;
      }
      case "DICompileUnit" -> compileUnit(v);
      case "DISubprogram" -> subprogram(v, d);
      case "DILexicalBlock" -> new Rec(METADATA_LEXICAL_BLOCK, 5).lit(d).ref(v.md("scope")).ref(v.md("file"))
          .lit(v.num("line", 0)).lit(v.num("column", 0));
      case "DILexicalBlockFile" -> new Rec(METADATA_LEXICAL_BLOCK_FILE, 4).lit(d).ref(v.md("scope")).ref(v.md("file"))
          .lit(v.num("discriminator", 0));
      case "DICommonBlock" -> new Rec(METADATA_COMMON_BLOCK, 6).lit(d).ref(v.md("scope")).ref(v.md("declaration"))
          .str(v.string("name")).ref(v.md("file")).lit(v.num("line", 0));
      case "DINamespace" -> new Rec(METADATA_NAMESPACE, 3).lit(d | (v.bool("exportSymbols", false) ? 2 : 0))
          .ref(v.md("scope")).str(v.string("name"));
      case "DIMacro" -> new Rec(METADATA_MACRO, 5).lit(d).lit(v.dwarf("type", DwarfNames.MACINFO, 0)).lit(v.num("line", 0))
          .str(v.string("name")).str(v.string("value"));
      case "DIMacroFile" -> new Rec(METADATA_MACRO_FILE, 5).lit(d).lit(v.dwarf("type", DwarfNames.MACINFO, 3))
          .lit(v.num("line", 0)).ref(v.md("file")).ref(v.md("nodes"));
      case "DIModule" -> new Rec(METADATA_MODULE, 9).lit(d).ref(v.md("file")).ref(v.md("scope")).str(v.string("name"))
          .str(v.string("configMacros")).str(v.string("includePath")).str(v.string("apinotes")).lit(v.num("line", 0))
          .lit(v.bool("isDecl", false) ? 1 : 0);
      case "DITemplateTypeParameter" -> new Rec(METADATA_TEMPLATE_TYPE, 4).lit(d).str(v.string("name")).ref(v.md("type"))
          .lit(v.bool("defaulted", false) ? 1 : 0);
      case "DITemplateValueParameter" -> new Rec(METADATA_TEMPLATE_VALUE, 6).lit(d)
          .lit(v.dwarf("tag", DwarfNames.TAG, 0x30)).str(v.string("name")).ref(v.md("type"))
          .lit(v.bool("defaulted", false) ? 1 : 0).ref(v.md("value"));
      case "DIGlobalVariable" -> new Rec(METADATA_GLOBAL_VAR, 13).lit(d | 4).ref(v.md("scope")).str(v.string("name"))
          .str(v.string("linkageName")).ref(v.md("file")).lit(v.num("line", 0)).ref(v.md("type"))
          .lit(v.bool("isLocal", false) ? 1 : 0).lit(v.bool("isDefinition", true) ? 1 : 0).ref(v.md("declaration"))
          .ref(v.md("templateParams")).lit(v.num("align", 0)).ref(v.md("annotations"));
      case "DILocalVariable" -> new Rec(METADATA_LOCAL_VAR, 10).lit(d | 2).ref(v.md("scope")).str(v.string("name"))
          .ref(v.md("file")).lit(v.num("line", 0)).ref(v.md("type")).lit(v.num("arg", 0))
          .lit(v.flags("flags", DwarfNames.DIFLAG)).lit(v.num("align", 0)).ref(v.md("annotations"));
      case "DILabel" -> new Rec(METADATA_LABEL, 5).lit(d).ref(v.md("scope")).str(v.string("name")).ref(v.md("file"))
          .lit(v.num("line", 0));
      case "DIExpression" -> {
        long[] e = DiExpressions.elements(node);
        if (e == null) throw new IllegalArgumentException("unknown DIExpression operation in " + node);
        Rec r = new Rec(METADATA_EXPRESSION, e.length + 1).lit(d | 6);
        for (long x : e) r.lit(x);
        yield r;
      }
      case "DIGlobalVariableExpression" -> new Rec(METADATA_GLOBAL_VAR_EXPR, 3).lit(d).ref(v.md("var")).ref(v.md("expr"));
      // LLVM 14 writes the setter where its reader takes the getter: a round trip swaps them, as opt's does.
      case "DIObjCProperty" -> new Rec(METADATA_OBJC_PROPERTY, 8).lit(d).str(v.string("name")).ref(v.md("file"))
          .lit(v.num("line", 0)).str(v.string("setter")).str(v.string("getter")).lit(v.num("attributes", 0))
          .ref(v.md("type"));
      case "DIImportedEntity" -> new Rec(METADATA_IMPORTED_ENTITY, 8).lit(d).lit(v.dwarf("tag", DwarfNames.TAG, 0))
          .ref(v.md("scope")).ref(v.md("entity")).lit(v.num("line", 0)).str(v.string("name")).ref(v.md("file"))
          .ref(v.md("elements"));
      default -> throw new IllegalArgumentException("metadata node !" + k + " has no LLVM 14 bitcode form");
    };
  }

  private static String orEmpty(String s) {
    return s == null ? "" : s;
  }

  /** A DISubrange or DICompositeType bound: an integer is an {@code i64} constant, else the node. */
  private static Metadata bound(DiValues v, String name) {
    String t = v.rawText(name);
    if (t != null) return new ValueAsMetadata(ConstantInt.get(IntegerType.I64, DiValues.number(t)));
    return v.md(name);
  }

  /** A DIGenericSubrange bound: an integer is {@code !DIExpression(DW_OP_consts, N)}. */
  private static Metadata exprBound(DiValues v, String name) {
    String t = v.rawText(name);
    if (t == null) return v.md(name);
    return MDNode.specialized(false, "DIExpression", List.of(new MDNode.Field(null, new MDNode.Raw("DW_OP_consts")),
        new MDNode.Field(null, new MDNode.Raw(Long.toUnsignedString(DiValues.number(t))))));
  }

  private static Rec enumerator(DiValues v, long d) {
    boolean unsigned = v.bool("isUnsigned", false);
    BigInteger value = DiValues.bigNumber(v.rawText("value") == null ? "0" : v.rawText("value"));
    int bits = Math.max(64, value.bitLength() + 1);
    long[] words = Codec.encodeWide(value, bits);
    Rec r = new Rec(METADATA_ENUMERATOR, 3 + words.length).lit(4 | (unsigned ? 2 : 0) | d).lit(bits).str(v.string("name"));
    for (long w : words) r.lit(w);
    return r;
  }

  private static Rec compileUnit(DiValues v) {
    String table = v.rawText("nameTableKind");
    long nameTable = table == null || table.equals("Default") ? 0 : table.equals("GNU") ? 1 : table.equals("None") ? 2
        : DiValues.number(table);
    String emission = v.rawText("emissionKind");
    long kind = emission == null || emission.equals("NoDebug") ? 0 : emission.equals("FullDebug") ? 1
        : emission.equals("LineTablesOnly") ? 2 : emission.equals("DebugDirectivesOnly") ? 3 : DiValues.number(emission);
    return new Rec(METADATA_COMPILE_UNIT, 22).lit(1).lit(v.dwarf("language", DwarfNames.LANG, 0)).ref(v.md("file"))
        .str(v.string("producer")).lit(v.bool("isOptimized", false) ? 1 : 0).str(v.string("flags"))
        .lit(v.num("runtimeVersion", 0)).str(v.string("splitDebugFilename")).lit(kind).ref(v.md("enums"))
        .ref(v.md("retainedTypes")).lit(0).ref(v.md("globals")).ref(v.md("imports")).lit(v.num("dwoId", 0))
        .ref(v.md("macros")).lit(v.bool("splitDebugInlining", true) ? 1 : 0)
        .lit(v.bool("debugInfoForProfiling", false) ? 1 : 0).lit(nameTable)
        .lit(v.bool("rangesBaseAddress", false) ? 1 : 0).str(v.string("sysroot")).str(v.string("sdk"));
  }

  private static Rec subprogram(DiValues v, long d) {
    long spFlags;
    if (v.has("spFlags")) {
      spFlags = v.flags("spFlags", DwarfNames.DISPFLAG);
    } else {
      spFlags = v.dwarf("virtuality", DwarfNames.VIRTUALITY, 0) | (v.bool("isLocal", false) ? 4 : 0)
          | (v.bool("isDefinition", true) ? 8 : 0) | (v.bool("isOptimized", false) ? 16 : 0);
    }
    return new Rec(METADATA_SUBPROGRAM, 19).lit(d | 6).ref(v.md("scope")).str(v.string("name"))
        .str(v.string("linkageName")).ref(v.md("file")).lit(v.num("line", 0)).ref(v.md("type"))
        .lit(v.num("scopeLine", 0)).ref(v.md("containingType")).lit(spFlags).lit(v.num("virtualIndex", 0))
        .lit(v.flags("flags", DwarfNames.DIFLAG)).ref(v.md("unit")).ref(v.md("templateParams"))
        .ref(v.md("declaration")).ref(v.md("retainedNodes")).lit(v.num("thisAdjustment", 0))
        .ref(v.md("thrownTypes")).ref(v.md("annotations"));
  }
}
