package dev.hoist.ir.parse;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The field names each specialized metadata node accepts, and which are required, as LLVM's
 * parser checks them ({@code invalid field 'x'}, {@code missing required field 'x'}). Field
 * values are kept as text; only the shape of a node is checked here.
 */
final class DiSchema {
  private DiSchema() {}

  /** Allowed and required field names of one node kind. */
  record Kind(Set<String> allowed, List<String> required) {}

  private static final Map<String, Kind> KINDS = new HashMap<>();

  private static void def(String kind, String required, String optional) {
    List<String> req = required.isEmpty() ? List.of() : List.of(required.split(","));
    Set<String> all = new java.util.HashSet<>(req);
    if (!optional.isEmpty()) all.addAll(List.of(optional.split(",")));
    KINDS.put(kind, new Kind(Set.copyOf(all), req));
  }

  static {
    def("DILocation", "scope", "line,column,inlinedAt,isImplicitCode,atomGroup,atomRank");
    def("DIAssignID", "", "");
    def("GenericDINode", "tag", "header,operands");
    def("DISubrangeType", "", "name,file,line,scope,baseType,size,align,flags,lowerBound,upperBound,stride,bias");
    def("DISubrange", "", "count,lowerBound,upperBound,stride");
    def("DIGenericSubrange", "", "count,lowerBound,upperBound,stride");
    def("DIEnumerator", "name,value", "isUnsigned");
    def("DIBasicType", "", "tag,name,file,line,scope,size,align,dataSize,encoding,num_extra_inhabitants,flags");
    def("DIFixedPointType", "", "tag,name,file,line,scope,size,align,encoding,flags,kind,factor,numerator,denominator");
    def("DIStringType", "", "tag,name,stringLength,stringLengthExpression,stringLocationExpression,size,align,encoding");
    def("DIDerivedType", "tag,baseType", "name,file,line,scope,size,align,offset,flags,extraData,dwarfAddressSpace,"
        + "annotations,ptrAuthKey,ptrAuthIsAddressDiscriminated,ptrAuthExtraDiscriminator,ptrAuthIsaPointer,"
        + "ptrAuthAuthenticatesNullValues");
    def("DICompositeType", "tag", "name,file,line,scope,baseType,size,align,offset,flags,elements,runtimeLang,enumKind,"
        + "vtableHolder,templateParams,identifier,discriminator,dataLocation,associated,allocated,rank,annotations,"
        + "num_extra_inhabitants,specification,bitStride");
    def("DISubroutineType", "types", "flags,cc");
    def("DIFile", "filename,directory", "checksumkind,checksum,source");
    def("DICompileUnit", "file", "language,sourceLanguageName,sourceLanguageVersion,producer,isOptimized,flags,"
        + "runtimeVersion,splitDebugFilename,emissionKind,enums,retainedTypes,globals,imports,macros,dwoId,"
        + "splitDebugInlining,debugInfoForProfiling,nameTableKind,rangesBaseAddress,sysroot,sdk,dialect");
    def("DISubprogram", "type", "scope,name,linkageName,file,line,isLocal,isDefinition,scopeLine,containingType,"
        + "virtuality,virtualIndex,thisAdjustment,flags,spFlags,isOptimized,unit,templateParams,declaration,"
        + "retainedNodes,thrownTypes,annotations,targetFuncName,keyInstructions");
    def("DILexicalBlock", "scope", "file,line,column");
    def("DILexicalBlockFile", "scope,discriminator", "file");
    def("DICommonBlock", "scope", "declaration,name,file,line");
    def("DINamespace", "scope", "name,exportSymbols");
    def("DIMacro", "type,name", "line,value");
    def("DIMacroFile", "file", "type,line,nodes");
    def("DIModule", "scope,name", "configMacros,includePath,apinotes,file,line,isDecl");
    def("DITemplateTypeParameter", "type", "name,defaulted");
    def("DITemplateValueParameter", "value", "tag,name,type,defaulted");
    def("DIGlobalVariable", "", "name,scope,linkageName,file,line,type,isLocal,isDefinition,templateParams,"
        + "declaration,align,annotations");
    def("DILocalVariable", "scope", "name,arg,file,line,type,flags,align,annotations");
    def("DILabel", "scope,name,file,line", "column,isArtificial,coroSuspendIdx");
    def("DIGlobalVariableExpression", "var,expr", "");
    def("DIObjCProperty", "", "name,file,line,setter,getter,attributes,type");
    def("DIImportedEntity", "tag,scope", "entity,file,line,name,elements");
  }

  /** The schema of {@code kind}, or null for DIExpression/DIArgList (positional) and unknown kinds. */
  static Kind of(String kind) {
    return KINDS.get(kind);
  }

  static boolean isKnown(String kind) {
    return KINDS.containsKey(kind) || kind.equals("DIExpression") || kind.equals("DIArgList");
  }
}
