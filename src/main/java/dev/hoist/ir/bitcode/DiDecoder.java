package dev.hoist.ir.bitcode;

import static dev.hoist.ir.bitcode.BitCodes.*;

import dev.hoist.ir.constant.ConstantInt;
import dev.hoist.ir.metadata.MDNode;
import dev.hoist.ir.metadata.MDString;
import dev.hoist.ir.metadata.Metadata;
import dev.hoist.ir.metadata.ValueAsMetadata;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Decodes the debug-info records of a METADATA block (DILocation, DISubprogram, ... as LLVM 14's
 * MetadataLoader reads them, older layouts included where LLVM still reads them) into the fields
 * of a Hoist {@link MDNode}, in AsmWriter's order and spelling ({@link DiFields}).
 */
final class DiDecoder {
  /** Resolves metadata ids inside one record. */
  interface Refs {
    /** Metadata {@code id - 1}, or null for 0 (LLVM's getMDOrNull). */
    Metadata ref(long id);

    /** The string {@code id - 1}, or "" for 0 (LLVM's getMDString). */
    String string(long id);

    /** Metadata {@code id} (0-based, never null: LLVM's getMD). */
    Metadata refRequired(long id);

    BitcodeError error(String message);
  }

  private DiDecoder() {}

  /** The kind ({@code DILocation}, ...) of a debug-info record code, or null when it is not one. */
  static String kind(int code) {
    return switch (code) {
      case METADATA_LOCATION -> "DILocation";
      case METADATA_GENERIC_DEBUG -> "GenericDINode";
      case METADATA_SUBRANGE -> "DISubrange";
      case METADATA_GENERIC_SUBRANGE -> "DIGenericSubrange";
      case METADATA_ENUMERATOR -> "DIEnumerator";
      case METADATA_BASIC_TYPE -> "DIBasicType";
      case METADATA_STRING_TYPE -> "DIStringType";
      case METADATA_DERIVED_TYPE -> "DIDerivedType";
      case METADATA_COMPOSITE_TYPE -> "DICompositeType";
      case METADATA_SUBROUTINE_TYPE -> "DISubroutineType";
      case METADATA_FILE -> "DIFile";
      case METADATA_COMPILE_UNIT -> "DICompileUnit";
      case METADATA_SUBPROGRAM -> "DISubprogram";
      case METADATA_LEXICAL_BLOCK -> "DILexicalBlock";
      case METADATA_LEXICAL_BLOCK_FILE -> "DILexicalBlockFile";
      case METADATA_COMMON_BLOCK -> "DICommonBlock";
      case METADATA_NAMESPACE -> "DINamespace";
      case METADATA_MACRO -> "DIMacro";
      case METADATA_MACRO_FILE -> "DIMacroFile";
      case METADATA_MODULE -> "DIModule";
      case METADATA_TEMPLATE_TYPE -> "DITemplateTypeParameter";
      case METADATA_TEMPLATE_VALUE -> "DITemplateValueParameter";
      case METADATA_GLOBAL_VAR -> "DIGlobalVariable";
      case METADATA_LOCAL_VAR -> "DILocalVariable";
      case METADATA_LABEL -> "DILabel";
      case METADATA_EXPRESSION -> "DIExpression";
      case METADATA_GLOBAL_VAR_EXPR -> "DIGlobalVariableExpression";
      case METADATA_OBJC_PROPERTY -> "DIObjCProperty";
      case METADATA_IMPORTED_ENTITY -> "DIImportedEntity";
      default -> null;
    };
  }

  /** Whether the record defines a distinct node. */
  static boolean distinct(int code, long[] r, int n) {
    if (code == METADATA_COMPILE_UNIT) return true;
    if (code == METADATA_SUBPROGRAM && n > 9) {
      boolean hasSpFlags = (r[0] & 4) != 0;
      long spFlags = hasSpFlags ? r[9] : (n > 8 && r[8] != 0 ? 8 : 0);
      return (r[0] & 1) != 0 || (spFlags & 8) != 0;
    }
    return (r[0] & 1) != 0;
  }

  /** The fields of the node record {@code r[0..n)} of kind {@code code}. */
  static List<MDNode.Field> fields(int code, long[] r, int n, Refs x) {
    DiFields f = new DiFields();
    switch (code) {
      case METADATA_LOCATION -> {
        size(x, n, 5, 6);
        f.unsigned32("line", r[1], false).unsigned32("column", r[2], true).md("scope", x.refRequired(r[3]), false)
            .md("inlinedAt", x.ref(r[4])).bool("isImplicitCode", n == 6 && r[5] != 0, false);
      }
      case METADATA_GENERIC_DEBUG -> {
        if (n < 4 || r[1] >= 1 << 16 || r[2] != 0) throw x.error("invalid GenericDINode record");
        f.tag(r[1]).string("header", x.string(r[3]));
        List<MDNode.Field> l = f.list();
        if (n > 4) {
          List<Metadata> ops = new ArrayList<>(n - 4);
          for (int i = 4; i < n; i++) ops.add(x.ref(r[i]));
          l.add(new MDNode.Field("operands", new MDNode.FieldList(ops)));
        }
      }
      case METADATA_SUBRANGE -> subrange(f, r, n, x);
      case METADATA_GENERIC_SUBRANGE -> {
        size(x, n, 5, 5);
        expressionBound(f, "count", x.ref(r[1]));
        expressionBound(f, "lowerBound", x.ref(r[2]));
        expressionBound(f, "upperBound", x.ref(r[3]));
        expressionBound(f, "stride", x.ref(r[4]));
      }
      case METADATA_ENUMERATOR -> {
        if (n < 3) throw x.error("invalid DIEnumerator record");
        boolean unsigned = (r[0] & 2) != 0;
        BigInteger v;
        if ((r[0] & 4) != 0) {
          long bits = r[1];
          if (bits < 1 || bits > (1 << 23)) throw x.error("invalid DIEnumerator width");
          v = Codec.wideInt(r, 3, n - 3).mod(BigInteger.ONE.shiftLeft((int) bits));
          if (!unsigned && v.testBit((int) bits - 1)) v = v.subtract(BigInteger.ONE.shiftLeft((int) bits));
        } else {
          long d = Codec.decodeSigned(r[1]);
          v = unsigned ? new BigInteger(Long.toUnsignedString(d)) : BigInteger.valueOf(d);
        }
        f.string("name", x.string(r[2]), false).bigint("value", v);
        if (unsigned) f.bool("isUnsigned", true, null);
      }
      case METADATA_BASIC_TYPE -> {
        size(x, n, 6, 7);
        if (r[1] != 0x24) f.tag(r[1]);
        f.string("name", x.string(r[2])).unsigned("size", r[3]).unsigned32("align", r[4], true)
            .dwarf("encoding", r[5], DwarfNames.ATE, true).diFlags("flags", n > 6 ? r[6] : 0);
      }
      case METADATA_STRING_TYPE -> {
        size(x, n, 8, 9);
        boolean eight = n == 8;
        int o = eight ? 5 : 6;
        if (r[1] != 0x12) f.tag(r[1]);
        f.string("name", x.string(r[2])).md("stringLength", x.ref(r[3])).md("stringLengthExpression", x.ref(r[4]))
            .md("stringLocationExpression", eight ? null : x.ref(r[5])).unsigned("size", r[o])
            .unsigned32("align", r[o + 1], true).dwarf("encoding", r[o + 2], DwarfNames.ATE, true);
      }
      case METADATA_DERIVED_TYPE -> {
        size(x, n, 12, 14);
        f.tag(r[1]).string("name", x.string(r[2])).md("scope", x.ref(r[5])).md("file", x.ref(r[3]))
            .unsigned32("line", r[4], true).md("baseType", x.ref(r[6]), false).unsigned("size", r[7])
            .unsigned32("align", r[8], true).unsigned("offset", r[9]).diFlags("flags", r[10])
            .md("extraData", x.ref(r[11]));
        if (n > 12 && r[12] != 0) f.unsigned("dwarfAddressSpace", (r[12] - 1) & 0xffffffffL, false);
        f.md("annotations", n > 13 ? x.ref(r[13]) : null);
      }
      case METADATA_COMPOSITE_TYPE -> composite(f, r, n, x);
      case METADATA_SUBROUTINE_TYPE -> {
        size(x, n, 3, 4);
        f.diFlags("flags", r[1]).dwarf("cc", n > 3 ? r[3] : 0, DwarfNames.CC, true).md("types", x.ref(r[2]), false);
      }
      case METADATA_FILE -> {
        if (n != 3 && n != 5 && n != 6) throw x.error("invalid DIFile record");
        f.string("filename", x.string(r[1]), false).string("directory", x.string(r[2]), false);
        if (n > 4 && r[3] != 0 && r[4] != 0) {
          String kind = r[3] == 1 ? "CSK_MD5" : r[3] == 2 ? "CSK_SHA1" : r[3] == 3 ? "CSK_SHA256" : null;
          if (kind == null) throw x.error("invalid checksum kind " + r[3]);
          f.word("checksumkind", kind).string("checksum", x.string(r[4]), false);
        }
        if (n > 5) f.string("source", x.string(r[5]));
      }
      case METADATA_COMPILE_UNIT -> compileUnit(f, r, n, x);
      case METADATA_SUBPROGRAM -> DiSubprogramDecoder.fields(f, r, n, x);
      case METADATA_LEXICAL_BLOCK -> {
        size(x, n, 5, 5);
        f.md("scope", x.ref(r[1]), false).md("file", x.ref(r[2])).unsigned32("line", r[3], true)
            .unsigned32("column", r[4], true);
      }
      case METADATA_LEXICAL_BLOCK_FILE -> {
        size(x, n, 4, 4);
        f.md("scope", x.ref(r[1]), false).md("file", x.ref(r[2])).unsigned32("discriminator", r[3], false);
      }
      case METADATA_COMMON_BLOCK -> {
        size(x, n, 6, 6);
        f.md("scope", x.ref(r[1]), false).md("declaration", x.ref(r[2]), false).string("name", x.string(r[3]))
            .md("file", x.ref(r[4])).unsigned32("line", r[5], true);
      }
      case METADATA_NAMESPACE -> {
        if (n != 3 && n != 5) throw x.error("invalid DINamespace record");
        f.string("name", x.string(n == 3 ? r[2] : r[3])).md("scope", x.ref(r[1]), false)
            .bool("exportSymbols", (r[0] & 2) != 0, false);
      }
      case METADATA_MACRO -> {
        size(x, n, 5, 5);
        String t = DwarfNames.MACINFO.name(r[1]);
        f.word("type", t != null ? t : Long.toUnsignedString(r[1])).unsigned32("line", r[2], true)
            .string("name", x.string(r[3])).string("value", x.string(r[4]));
      }
      case METADATA_MACRO_FILE -> {
        size(x, n, 5, 5);
        f.unsigned32("line", r[2], true).md("file", x.ref(r[3]), false).md("nodes", x.ref(r[4]));
      }
      case METADATA_MODULE -> {
        size(x, n, 5, 9);
        int o = n >= 8 ? 2 : 1;
        f.md("scope", x.ref(r[o]), false).string("name", x.string(r[o + 1])).string("configMacros", x.string(r[o + 2]))
            .string("includePath", x.string(r[o + 3])).string("apinotes", x.string(r[o + 4]))
            .md("file", n <= 7 ? null : x.ref(r[1])).unsigned32("line", n <= 7 ? 0 : r[7], true)
            .bool("isDecl", n > 8 && r[8] != 0, false);
      }
      case METADATA_TEMPLATE_TYPE -> {
        size(x, n, 3, 4);
        f.string("name", x.string(r[1])).md("type", x.ref(r[2]), false).bool("defaulted", n == 4 && r[3] != 0, false);
      }
      case METADATA_TEMPLATE_VALUE -> {
        size(x, n, 5, 6);
        if (r[1] != 0x30) f.tag(r[1]);
        f.string("name", x.string(r[2])).md("type", x.ref(r[3])).bool("defaulted", n == 6 && r[4] != 0, false)
            .md("value", x.ref(n == 6 ? r[5] : r[4]), false);
      }
      case METADATA_GLOBAL_VAR -> globalVariable(f, r, n, x);
      case METADATA_LOCAL_VAR -> {
        size(x, n, 8, 10);
        boolean hasAlign = (r[0] & 2) != 0;
        int t = !hasAlign && n > 8 ? 1 : 0;
        if (hasAlign && r[8] > 0xffffffffL) throw x.error("alignment value is too large");
        f.string("name", x.string(r[2 + t])).unsigned32("arg", r[6 + t], true).md("scope", x.ref(r[1 + t]), false)
            .md("file", x.ref(r[3 + t])).unsigned32("line", r[4 + t], true).md("type", x.ref(r[5 + t]))
            .diFlags("flags", r[7 + t]).unsigned("align", hasAlign ? r[8] : 0)
            .md("annotations", hasAlign && n > 9 ? x.ref(r[9]) : null);
      }
      case METADATA_LABEL -> {
        size(x, n, 5, 5);
        f.md("scope", x.ref(r[1]), false).string("name", x.string(r[2])).md("file", x.ref(r[3]))
            .unsigned32("line", r[4], true);
      }
      case METADATA_EXPRESSION -> {
        if (n < 1) throw x.error("invalid DIExpression record");
        long op = DiExpressions.unnamedOperation(r, 1, n - 1);
        if (op >= 0) throw x.error("DIExpression with an unknown operation " + op);
        return DiExpressions.fields(r, 1, n - 1);
      }
      case METADATA_GLOBAL_VAR_EXPR -> {
        size(x, n, 3, 3);
        Metadata expr = x.ref(r[2]);
        if (expr == null) expr = MDNode.specialized(false, "DIExpression", List.of());
        f.md("var", x.ref(r[1])).md("expr", expr);
      }
      case METADATA_OBJC_PROPERTY -> {
        size(x, n, 8, 8);
        f.string("name", x.string(r[1])).md("file", x.ref(r[2])).unsigned32("line", r[3], true)
            .string("setter", x.string(r[5])).string("getter", x.string(r[4])).unsigned32("attributes", r[6], true)
            .md("type", x.ref(r[7]));
      }
      case METADATA_IMPORTED_ENTITY -> {
        size(x, n, 6, 8);
        f.tag(r[1]).string("name", x.string(r[5])).md("scope", x.ref(r[2]), false).md("entity", x.ref(r[3]))
            .md("file", n >= 7 ? x.ref(r[6]) : null).unsigned32("line", n >= 7 ? r[4] : 0, true)
            .md("elements", n >= 8 ? x.ref(r[7]) : null);
      }
      default -> throw x.error("unknown metadata record " + code);
    }
    return f.list();
  }

  static void size(Refs x, int n, int min, int max) {
    if (n < min || n > max) throw x.error("metadata record with " + n + " operands");
  }

  private static void subrange(DiFields f, long[] r, int n, Refs x) {
    if (n < 3) throw x.error("invalid DISubrange record");
    long version = r[0] >> 1;
    if (version == 0) {
      f.signed("count", r[1], false).signed("lowerBound", Codec.decodeSigned(r[2]), false);
    } else if (version == 1) {
      constantBound(f, "count", x.ref(r[1]));
      f.signed("lowerBound", Codec.decodeSigned(r[2]), false);
    } else if (version == 2) {
      size(x, n, 5, 5);
      constantBound(f, "count", x.ref(r[1]));
      constantBound(f, "lowerBound", x.ref(r[2]));
      constantBound(f, "upperBound", x.ref(r[3]));
      constantBound(f, "stride", x.ref(r[4]));
    } else {
      throw x.error("invalid DISubrange record version " + version);
    }
  }

  /** A DISubrange bound: an integer when it is a constant, else the node. */
  private static void constantBound(DiFields f, String name, Metadata m) {
    if (m instanceof ValueAsMetadata v && v.value() instanceof ConstantInt c) f.signed(name, c.signedValue(), false);
    else f.md(name, m);
  }

  /** A DIGenericSubrange bound: an integer when it is {@code DW_OP_consts N}, else the node. */
  private static void expressionBound(DiFields f, String name, Metadata m) {
    if (m instanceof MDNode e && "DIExpression".equals(e.kind()) && e.fields().size() == 2
        && e.fields().get(0).value() instanceof MDNode.Raw op && op.text().equals("DW_OP_consts")
        && e.fields().get(1).value() instanceof MDNode.Raw v) {
      f.signed(name, Long.parseUnsignedLong(v.text()), false);
    } else {
      f.md(name, m);
    }
  }

  private static void composite(DiFields f, long[] r, int n, Refs x) {
    size(x, n, 16, 22);
    if (r[8] > 0xffffffffL) throw x.error("alignment value is too large");
    f.tag(r[1]).string("name", x.string(r[2])).md("scope", x.ref(r[5])).md("file", x.ref(r[3]))
        .unsigned32("line", r[4], true).md("baseType", x.ref(r[6])).unsigned("size", r[7])
        .unsigned32("align", r[8], true).unsigned("offset", r[9]).diFlags("flags", r[10]).md("elements", x.ref(r[11]))
        .dwarf("runtimeLang", r[12], DwarfNames.LANG, true).md("vtableHolder", x.ref(r[13]))
        .md("templateParams", x.ref(r[14])).string("identifier", x.string(r[15]))
        .md("discriminator", n > 16 ? x.ref(r[16]) : null).md("dataLocation", n > 17 ? x.ref(r[17]) : null)
        .md("associated", n > 19 ? x.ref(r[18]) : null).md("allocated", n > 19 ? x.ref(r[19]) : null);
    constantBound(f, "rank", n > 20 ? x.ref(r[20]) : null);
    f.md("annotations", n > 21 ? x.ref(r[21]) : null);
  }

  private static void compileUnit(DiFields f, long[] r, int n, Refs x) {
    size(x, n, 14, 22);
    f.dwarf("language", r[1], DwarfNames.LANG, false).md("file", x.ref(r[2]), false).string("producer", x.string(r[3]))
        .bool("isOptimized", r[4] != 0, null).string("flags", x.string(r[5])).unsigned32("runtimeVersion", r[6], false)
        .string("splitDebugFilename", x.string(r[7]));
    String kind = switch ((int) r[8]) {
      case 0 -> "NoDebug";
      case 1 -> "FullDebug";
      case 2 -> "LineTablesOnly";
      case 3 -> "DebugDirectivesOnly";
      default -> throw x.error("invalid emission kind " + r[8]);
    };
    f.word("emissionKind", kind).md("enums", x.ref(r[9])).md("retainedTypes", x.ref(r[10]))
        .md("globals", x.ref(r[12])).md("imports", x.ref(r[13])).md("macros", n <= 15 ? null : x.ref(r[15]))
        .unsigned("dwoId", n <= 14 ? 0 : r[14]).bool("splitDebugInlining", n <= 16 || r[16] != 0, true)
        .bool("debugInfoForProfiling", n > 17 && r[17] != 0, false);
    long table = n <= 18 ? 0 : r[18];
    if (table == 1) f.word("nameTableKind", "GNU");
    else if (table == 2) f.word("nameTableKind", "None");
    else if (table != 0) throw x.error("invalid name table kind " + table);
    f.bool("rangesBaseAddress", n > 19 && r[19] != 0, false).string("sysroot", n <= 20 ? "" : x.string(r[20]))
        .string("sdk", n <= 21 ? "" : x.string(r[21]));
  }

  private static void globalVariable(DiFields f, long[] r, int n, Refs x) {
    size(x, n, 11, 13);
    long version = r[0] >> 1;
    if (version == 2) {
      if (r[11] > 0xffffffffL) throw x.error("alignment value is too large");
      f.string("name", x.string(r[2])).string("linkageName", x.string(r[3])).md("scope", x.ref(r[1]), false)
          .md("file", x.ref(r[4])).unsigned32("line", r[5], true).md("type", x.ref(r[6]))
          .bool("isLocal", r[7] != 0, null).bool("isDefinition", r[8] != 0, null).md("declaration", x.ref(r[9]))
          .md("templateParams", x.ref(r[10])).unsigned("align", r[11]).md("annotations", n > 12 ? x.ref(r[12]) : null);
    } else if (version == 1) {
      f.string("name", x.string(r[2])).string("linkageName", x.string(r[3])).md("scope", x.ref(r[1]), false)
          .md("file", x.ref(r[4])).unsigned32("line", r[5], true).md("type", x.ref(r[6]))
          .bool("isLocal", r[7] != 0, null).bool("isDefinition", r[8] != 0, null).md("declaration", x.ref(r[10]))
          .unsigned("align", r[11]);
    } else {
      throw x.error("DIGlobalVariable records of LLVM before 4.0 are not supported");
    }
  }

  /** The {@link MDString} a record names, for callers that need the object. */
  static MDString mdString(Metadata m) {
    return m instanceof MDString s ? s : null;
  }
}
