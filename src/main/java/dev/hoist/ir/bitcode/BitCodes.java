package dev.hoist.ir.bitcode;

/**
 * The numbers of LLVM 14's bitcode format (LLVMBitCodes.h): block ids, record codes and the
 * encodings of opcodes, flags, orderings and comdat kinds inside records. Names are LLVM's, so
 * that a reader of LLVM's BitcodeReader finds them here.
 */
final class BitCodes {
  private BitCodes() {}

  // Standard blocks and abbreviation ids of the bitstream container.
  static final int BLOCKINFO_BLOCK_ID = 0;
  static final int BLOCKINFO_CODE_SETBID = 1;
  static final int FIRST_APPLICATION_ABBREV = 4;

  // BlockIDs
  static final int MODULE_BLOCK_ID = 8;
  static final int PARAMATTR_BLOCK_ID = MODULE_BLOCK_ID + 1;
  static final int PARAMATTR_GROUP_BLOCK_ID = PARAMATTR_BLOCK_ID + 1;
  static final int CONSTANTS_BLOCK_ID = PARAMATTR_GROUP_BLOCK_ID + 1;
  static final int FUNCTION_BLOCK_ID = CONSTANTS_BLOCK_ID + 1;
  static final int IDENTIFICATION_BLOCK_ID = FUNCTION_BLOCK_ID + 1;
  static final int VALUE_SYMTAB_BLOCK_ID = IDENTIFICATION_BLOCK_ID + 1;
  static final int METADATA_BLOCK_ID = VALUE_SYMTAB_BLOCK_ID + 1;
  static final int METADATA_ATTACHMENT_ID = METADATA_BLOCK_ID + 1;
  static final int TYPE_BLOCK_ID_NEW = METADATA_ATTACHMENT_ID + 1;
  static final int USELIST_BLOCK_ID = TYPE_BLOCK_ID_NEW + 1;
  static final int MODULE_STRTAB_BLOCK_ID = USELIST_BLOCK_ID + 1;
  static final int GLOBALVAL_SUMMARY_BLOCK_ID = MODULE_STRTAB_BLOCK_ID + 1;
  static final int OPERAND_BUNDLE_TAGS_BLOCK_ID = GLOBALVAL_SUMMARY_BLOCK_ID + 1;
  static final int METADATA_KIND_BLOCK_ID = OPERAND_BUNDLE_TAGS_BLOCK_ID + 1;
  static final int STRTAB_BLOCK_ID = METADATA_KIND_BLOCK_ID + 1;
  static final int FULL_LTO_GLOBALVAL_SUMMARY_BLOCK_ID = STRTAB_BLOCK_ID + 1;
  static final int SYMTAB_BLOCK_ID = FULL_LTO_GLOBALVAL_SUMMARY_BLOCK_ID + 1;
  static final int SYNC_SCOPE_NAMES_BLOCK_ID = SYMTAB_BLOCK_ID + 1;
  // IdentificationCodes
  static final int IDENTIFICATION_CODE_STRING = 1;
  static final int IDENTIFICATION_CODE_EPOCH = 2;
  static final int BITCODE_CURRENT_EPOCH = 0;

  // ModuleCodes
  static final int MODULE_CODE_VERSION = 1;
  static final int MODULE_CODE_TRIPLE = 2;
  static final int MODULE_CODE_DATALAYOUT = 3;
  static final int MODULE_CODE_ASM = 4;
  static final int MODULE_CODE_SECTIONNAME = 5;
  static final int MODULE_CODE_DEPLIB = 6;
  static final int MODULE_CODE_GLOBALVAR = 7;
  static final int MODULE_CODE_FUNCTION = 8;
  static final int MODULE_CODE_ALIAS_OLD = 9;
  static final int MODULE_CODE_GCNAME = 11;
  static final int MODULE_CODE_COMDAT = 12;
  static final int MODULE_CODE_VSTOFFSET = 13;
  static final int MODULE_CODE_ALIAS = 14;
  static final int MODULE_CODE_METADATA_VALUES_UNUSED = 15;
  static final int MODULE_CODE_SOURCE_FILENAME = 16;
  static final int MODULE_CODE_HASH = 17;
  static final int MODULE_CODE_IFUNC = 18;
  // AttributeCodes
  static final int PARAMATTR_CODE_ENTRY_OLD = 1;
  static final int PARAMATTR_CODE_ENTRY = 2;
  static final int PARAMATTR_GRP_CODE_ENTRY = 3;
  // TypeCodes
  static final int TYPE_CODE_NUMENTRY = 1;
  static final int TYPE_CODE_VOID = 2;
  static final int TYPE_CODE_FLOAT = 3;
  static final int TYPE_CODE_DOUBLE = 4;
  static final int TYPE_CODE_LABEL = 5;
  static final int TYPE_CODE_OPAQUE = 6;
  static final int TYPE_CODE_INTEGER = 7;
  static final int TYPE_CODE_POINTER = 8;
  static final int TYPE_CODE_FUNCTION_OLD = 9;
  static final int TYPE_CODE_HALF = 10;
  static final int TYPE_CODE_ARRAY = 11;
  static final int TYPE_CODE_VECTOR = 12;
  static final int TYPE_CODE_X86_FP80 = 13;
  static final int TYPE_CODE_FP128 = 14;
  static final int TYPE_CODE_PPC_FP128 = 15;
  static final int TYPE_CODE_METADATA = 16;
  static final int TYPE_CODE_X86_MMX = 17;
  static final int TYPE_CODE_STRUCT_ANON = 18;
  static final int TYPE_CODE_STRUCT_NAME = 19;
  static final int TYPE_CODE_STRUCT_NAMED = 20;
  static final int TYPE_CODE_FUNCTION = 21;
  static final int TYPE_CODE_TOKEN = 22;
  static final int TYPE_CODE_BFLOAT = 23;
  static final int TYPE_CODE_X86_AMX = 24;
  static final int TYPE_CODE_OPAQUE_POINTER = 25;
  // OperandBundleTagCode
  static final int OPERAND_BUNDLE_TAG = 1;
  // SyncScopeNameCode
  static final int SYNC_SCOPE_NAME = 1;
  // ValueSymtabCodes
  static final int VST_CODE_ENTRY = 1;
  static final int VST_CODE_BBENTRY = 2;
  static final int VST_CODE_FNENTRY = 3;
  static final int VST_CODE_COMBINED_ENTRY = 5;
  // MetadataCodes
  static final int METADATA_STRING_OLD = 1;
  static final int METADATA_VALUE = 2;
  static final int METADATA_NODE = 3;
  static final int METADATA_NAME = 4;
  static final int METADATA_DISTINCT_NODE = 5;
  static final int METADATA_KIND = 6;
  static final int METADATA_LOCATION = 7;
  static final int METADATA_OLD_NODE = 8;
  static final int METADATA_OLD_FN_NODE = 9;
  static final int METADATA_NAMED_NODE = 10;
  static final int METADATA_ATTACHMENT = 11;
  static final int METADATA_GENERIC_DEBUG = 12;
  static final int METADATA_SUBRANGE = 13;
  static final int METADATA_ENUMERATOR = 14;
  static final int METADATA_BASIC_TYPE = 15;
  static final int METADATA_FILE = 16;
  static final int METADATA_DERIVED_TYPE = 17;
  static final int METADATA_COMPOSITE_TYPE = 18;
  static final int METADATA_SUBROUTINE_TYPE = 19;
  static final int METADATA_COMPILE_UNIT = 20;
  static final int METADATA_SUBPROGRAM = 21;
  static final int METADATA_LEXICAL_BLOCK = 22;
  static final int METADATA_LEXICAL_BLOCK_FILE = 23;
  static final int METADATA_NAMESPACE = 24;
  static final int METADATA_TEMPLATE_TYPE = 25;
  static final int METADATA_TEMPLATE_VALUE = 26;
  static final int METADATA_GLOBAL_VAR = 27;
  static final int METADATA_LOCAL_VAR = 28;
  static final int METADATA_EXPRESSION = 29;
  static final int METADATA_OBJC_PROPERTY = 30;
  static final int METADATA_IMPORTED_ENTITY = 31;
  static final int METADATA_MODULE = 32;
  static final int METADATA_MACRO = 33;
  static final int METADATA_MACRO_FILE = 34;
  static final int METADATA_STRINGS = 35;
  static final int METADATA_GLOBAL_DECL_ATTACHMENT = 36;
  static final int METADATA_GLOBAL_VAR_EXPR = 37;
  static final int METADATA_INDEX_OFFSET = 38;
  static final int METADATA_INDEX = 39;
  static final int METADATA_LABEL = 40;
  static final int METADATA_STRING_TYPE = 41;
  static final int METADATA_COMMON_BLOCK = 44;
  static final int METADATA_GENERIC_SUBRANGE = 45;
  static final int METADATA_ARG_LIST = 46;
  // ConstantsCodes
  static final int CST_CODE_SETTYPE = 1;
  static final int CST_CODE_NULL = 2;
  static final int CST_CODE_UNDEF = 3;
  static final int CST_CODE_INTEGER = 4;
  static final int CST_CODE_WIDE_INTEGER = 5;
  static final int CST_CODE_FLOAT = 6;
  static final int CST_CODE_AGGREGATE = 7;
  static final int CST_CODE_STRING = 8;
  static final int CST_CODE_CSTRING = 9;
  static final int CST_CODE_CE_BINOP = 10;
  static final int CST_CODE_CE_CAST = 11;
  static final int CST_CODE_CE_GEP = 12;
  static final int CST_CODE_CE_SELECT = 13;
  static final int CST_CODE_CE_EXTRACTELT = 14;
  static final int CST_CODE_CE_INSERTELT = 15;
  static final int CST_CODE_CE_SHUFFLEVEC = 16;
  static final int CST_CODE_CE_CMP = 17;
  static final int CST_CODE_INLINEASM_OLD = 18;
  static final int CST_CODE_CE_SHUFVEC_EX = 19;
  static final int CST_CODE_CE_INBOUNDS_GEP = 20;
  static final int CST_CODE_BLOCKADDRESS = 21;
  static final int CST_CODE_DATA = 22;
  static final int CST_CODE_INLINEASM_OLD2 = 23;
  static final int CST_CODE_CE_GEP_WITH_INRANGE_INDEX = 24;
  static final int CST_CODE_CE_UNOP = 25;
  static final int CST_CODE_POISON = 26;
  static final int CST_CODE_DSO_LOCAL_EQUIVALENT = 27;
  static final int CST_CODE_INLINEASM_OLD3 = 28;
  static final int CST_CODE_NO_CFI_VALUE = 29;
  static final int CST_CODE_INLINEASM = 30;
  // CastOpcodes
  static final int CAST_TRUNC = 0;
  static final int CAST_ZEXT = 1;
  static final int CAST_SEXT = 2;
  static final int CAST_FPTOUI = 3;
  static final int CAST_FPTOSI = 4;
  static final int CAST_UITOFP = 5;
  static final int CAST_SITOFP = 6;
  static final int CAST_FPTRUNC = 7;
  static final int CAST_FPEXT = 8;
  static final int CAST_PTRTOINT = 9;
  static final int CAST_INTTOPTR = 10;
  static final int CAST_BITCAST = 11;
  static final int CAST_ADDRSPACECAST = 12;
  // UnaryOpcodes
  static final int UNOP_FNEG = 0;
  // BinaryOpcodes
  static final int BINOP_ADD = 0;
  static final int BINOP_SUB = 1;
  static final int BINOP_MUL = 2;
  static final int BINOP_UDIV = 3;
  static final int BINOP_SDIV = 4;
  static final int BINOP_UREM = 5;
  static final int BINOP_SREM = 6;
  static final int BINOP_SHL = 7;
  static final int BINOP_LSHR = 8;
  static final int BINOP_ASHR = 9;
  static final int BINOP_AND = 10;
  static final int BINOP_OR = 11;
  static final int BINOP_XOR = 12;
  // RMWOperations
  static final int RMW_XCHG = 0;
  static final int RMW_ADD = 1;
  static final int RMW_SUB = 2;
  static final int RMW_AND = 3;
  static final int RMW_NAND = 4;
  static final int RMW_OR = 5;
  static final int RMW_XOR = 6;
  static final int RMW_MAX = 7;
  static final int RMW_MIN = 8;
  static final int RMW_UMAX = 9;
  static final int RMW_UMIN = 10;
  static final int RMW_FADD = 11;
  static final int RMW_FSUB = 12;
  // OverflowingBinaryOperatorOptionalFlags
  static final int OBO_NO_UNSIGNED_WRAP = 0;
  static final int OBO_NO_SIGNED_WRAP = 1;
  // FastMathMap
  static final int UnsafeAlgebra = (1 << 0);
  static final int NoNaNs = (1 << 1);
  static final int NoInfs = (1 << 2);
  static final int NoSignedZeros = (1 << 3);
  static final int AllowReciprocal = (1 << 4);
  static final int AllowContract = (1 << 5);
  static final int ApproxFunc = (1 << 6);
  static final int AllowReassoc = (1 << 7);
  // PossiblyExactOperatorOptionalFlags
  static final int PEO_EXACT = 0;
  // AtomicOrderingCodes
  static final int ORDERING_NOTATOMIC = 0;
  static final int ORDERING_UNORDERED = 1;
  static final int ORDERING_MONOTONIC = 2;
  static final int ORDERING_ACQUIRE = 3;
  static final int ORDERING_RELEASE = 4;
  static final int ORDERING_ACQREL = 5;
  static final int ORDERING_SEQCST = 6;
  // CallMarkersFlags
  static final int CALL_TAIL = 0;
  static final int CALL_CCONV = 1;
  static final int CALL_MUSTTAIL = 14;
  static final int CALL_EXPLICIT_TYPE = 15;
  static final int CALL_NOTAIL = 16;
  static final int CALL_FMF = 17;
  // FunctionCodes
  static final int FUNC_CODE_DECLAREBLOCKS = 1;
  static final int FUNC_CODE_INST_BINOP = 2;
  static final int FUNC_CODE_INST_CAST = 3;
  static final int FUNC_CODE_INST_GEP_OLD = 4;
  static final int FUNC_CODE_INST_SELECT = 5;
  static final int FUNC_CODE_INST_EXTRACTELT = 6;
  static final int FUNC_CODE_INST_INSERTELT = 7;
  static final int FUNC_CODE_INST_SHUFFLEVEC = 8;
  static final int FUNC_CODE_INST_CMP = 9;
  static final int FUNC_CODE_INST_RET = 10;
  static final int FUNC_CODE_INST_BR = 11;
  static final int FUNC_CODE_INST_SWITCH = 12;
  static final int FUNC_CODE_INST_INVOKE = 13;
  static final int FUNC_CODE_INST_UNREACHABLE = 15;
  static final int FUNC_CODE_INST_PHI = 16;
  static final int FUNC_CODE_INST_ALLOCA = 19;
  static final int FUNC_CODE_INST_LOAD = 20;
  static final int FUNC_CODE_INST_VAARG = 23;
  static final int FUNC_CODE_INST_STORE_OLD = 24;
  static final int FUNC_CODE_INST_EXTRACTVAL = 26;
  static final int FUNC_CODE_INST_INSERTVAL = 27;
  static final int FUNC_CODE_INST_CMP2 = 28;
  static final int FUNC_CODE_INST_VSELECT = 29;
  static final int FUNC_CODE_INST_INBOUNDS_GEP_OLD = 30;
  static final int FUNC_CODE_INST_INDIRECTBR = 31;
  static final int FUNC_CODE_DEBUG_LOC_AGAIN = 33;
  static final int FUNC_CODE_INST_CALL = 34;
  static final int FUNC_CODE_DEBUG_LOC = 35;
  static final int FUNC_CODE_INST_FENCE = 36;
  static final int FUNC_CODE_INST_CMPXCHG_OLD = 37;
  static final int FUNC_CODE_INST_ATOMICRMW_OLD = 38;
  static final int FUNC_CODE_INST_RESUME = 39;
  static final int FUNC_CODE_INST_LANDINGPAD_OLD = 40;
  static final int FUNC_CODE_INST_LOADATOMIC = 41;
  static final int FUNC_CODE_INST_STOREATOMIC_OLD = 42;
  static final int FUNC_CODE_INST_GEP = 43;
  static final int FUNC_CODE_INST_STORE = 44;
  static final int FUNC_CODE_INST_STOREATOMIC = 45;
  static final int FUNC_CODE_INST_CMPXCHG = 46;
  static final int FUNC_CODE_INST_LANDINGPAD = 47;
  static final int FUNC_CODE_INST_CLEANUPRET = 48;
  static final int FUNC_CODE_INST_CATCHRET = 49;
  static final int FUNC_CODE_INST_CATCHPAD = 50;
  static final int FUNC_CODE_INST_CLEANUPPAD = 51;
  static final int FUNC_CODE_INST_CATCHSWITCH = 52;
  static final int FUNC_CODE_OPERAND_BUNDLE = 55;
  static final int FUNC_CODE_INST_UNOP = 56;
  static final int FUNC_CODE_INST_CALLBR = 57;
  static final int FUNC_CODE_INST_FREEZE = 58;
  static final int FUNC_CODE_INST_ATOMICRMW = 59;
  // UseListCodes
  static final int USELIST_CODE_DEFAULT = 1;
  static final int USELIST_CODE_BB = 2;
  // ComdatSelectionKindCodes
  static final int COMDAT_SELECTION_KIND_ANY = 1;
  static final int COMDAT_SELECTION_KIND_EXACT_MATCH = 2;
  static final int COMDAT_SELECTION_KIND_LARGEST = 3;
  static final int COMDAT_SELECTION_KIND_NO_DUPLICATES = 4;
  static final int COMDAT_SELECTION_KIND_SAME_SIZE = 5;
  // StrtabCodes
  static final int STRTAB_BLOB = 1;
  // SymtabCodes
  static final int SYMTAB_BLOB = 1;
}
