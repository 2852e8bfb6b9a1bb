; Theme: debug-info metadata. Specialized DI* nodes (DICompileUnit, DIFile with
; checksum/source, DISubprogram, DILocalVariable, DILocation with inlinedAt,
; DILexicalBlock(File), DIExpression with DW_OP_* args, DIBasicType,
; DICompositeType with elements/identifier, DIDerivedType, DISubrange with
; count/lowerBound/variables, DIEnumerator, DIGlobalVariable(Expression),
; DINamespace, DIModule, DIImportedEntity, DITemplate*Parameter, DILabel,
; DIMacro/DIMacroFile, DICommonBlock, DIStringType, DIGenericSubrange,
; DIObjCProperty, GenericDINode with an operands: {...} list, numeric
; tag/encoding/flag values), llvm.dbg.declare/value/label incl. !DIArgList,
; declare !dbg.

@gv = dso_local global i32 0, align 4, !dbg !50
@gv2 = internal global [4 x i8] zeroinitializer, !dbg !53

declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.label(metadata)
declare !dbg !70 void @declared_with_dbg(i32)

define dso_local i32 @f(i32 %a, i32 %b) !dbg !10 {
entry:
  %x.addr = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %x.addr, metadata !20, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 %a, metadata !21, metadata !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value)), !dbg !30
  %s = add i32 %a, %b, !dbg !35
  call void @llvm.dbg.value(metadata !DIArgList(i32 %a, i32 %b), metadata !21, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !22, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !31
  call void @llvm.dbg.value(metadata i32* %x.addr, metadata !22, metadata !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8, DW_OP_LLVM_fragment, 16, 16)), !dbg !31
  call void @llvm.dbg.value(metadata !DIArgList(i32 %s), metadata !21, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_consts, 18446744073709551615, DW_OP_mul, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value)), !dbg !31
  call void @llvm.dbg.label(metadata !25), !dbg !32
  call void @declared_with_dbg(i32 %s), !dbg !33
  ret i32 %s, !dbg !DILocation(line: 9, column: 1, scope: !10)
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!90, !91, !92}
!llvm.ident = !{!93}
!zoo.extra = !{!67}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang \22zoo\22", isOptimized: true, flags: "-O2 -g", runtimeVersion: 0, splitDebugFilename: "a.dwo", emissionKind: FullDebug, enums: !2, retainedTypes: !3, globals: !4, imports: !5, macros: !80, splitDebugInlining: false, nameTableKind: None, sysroot: "/", sdk: "x.sdk")
!1 = !DIFile(filename: "zoo.cpp", directory: "/src", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef", source: "int f();\0A")
!2 = !{!40}
!3 = !{!44, !61}
!4 = !{!50, !53}
!5 = !{!60}
!6 = !DIFile(filename: "other.h", directory: "")
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char, flags: DIFlagBigEndian)
!9 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "decltype(nullptr)")
!10 = distinct !DISubprogram(name: "f", linkageName: "_Z1fii", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !13, retainedNodes: !19, thrownTypes: !18)
!11 = !DISubroutineType(cc: DW_CC_normal, types: !12)
!12 = !{!7, !7, !7}
!13 = !{!14, !15}
!14 = !DITemplateTypeParameter(name: "T", type: !7)
!15 = !DITemplateValueParameter(name: "N", type: !7, defaulted: true, value: i32 3)
!16 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !{})
!18 = !{!44}
!19 = !{!20, !21, !22}
!20 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 4, type: !7, align: 32)
!21 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 3, type: !7, flags: DIFlagArtificial | DIFlagObjectPointer)
!22 = !DILocalVariable(name: "big", scope: !23, file: !1, line: 5, type: !7)
!23 = distinct !DILexicalBlock(scope: !10, file: !1, line: 5, column: 3)
!24 = !DILexicalBlockFile(scope: !23, file: !6, discriminator: 2)
!25 = !DILabel(scope: !10, name: "lbl", file: !1, line: 6)
!26 = distinct !DISubprogram(name: "inl", scope: !1, file: !1, line: 20, type: !11, scopeLine: 20, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!30 = !DILocation(line: 4, column: 7, scope: !10)
!31 = !DILocation(line: 5, column: 12, scope: !24)
!32 = !DILocation(line: 6, scope: !10, isImplicitCode: true)
!33 = !DILocation(line: 0, column: 0, scope: !23)
!34 = distinct !DILocation(line: 7, column: 2, scope: !10)
!35 = !DILocation(line: 21, column: 3, scope: !26, inlinedAt: !34)
!40 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", scope: !1, file: !1, line: 1, baseType: !8, size: 8, elements: !41, identifier: "_ZTS1E", flags: DIFlagEnumClass)
!41 = !{!42, !43}
!42 = !DIEnumerator(name: "A", value: 0, isUnsigned: true)
!43 = !DIEnumerator(name: "B", value: -170141183460469231731687303715884105728)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !6, line: 2, size: 128, flags: DIFlagTypePassByValue, elements: !45, vtableHolder: !44, templateParams: !13, identifier: "_ZTS1S")
!45 = !{!46, !47, !48, !62}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !44, file: !6, line: 3, baseType: !49, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !44, file: !6, line: 4, baseType: !7, size: 3, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !44, baseType: !55, size: 32, offset: 96, flags: DIFlagPublic)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64, dwarfAddressSpace: 1)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "gv", linkageName: "_Z2gv", scope: !0, file: !1, line: 1, type: !52, isLocal: false, isDefinition: true, align: 32)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression(DW_OP_constu, 42, DW_OP_stack_value))
!54 = distinct !DIGlobalVariable(name: "gv2", scope: !63, file: !1, line: 2, type: !55, isLocal: true, isDefinition: true, declaration: !46, templateParams: !13)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !56)
!56 = !{!57, !58, !59, !64}
!57 = !DISubrange(count: 4)
!58 = !DISubrange(count: -1, lowerBound: 1)
!59 = !DISubrange(count: !20, lowerBound: !DIExpression(DW_OP_constu, 2), stride: 8)
!60 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !63, entity: !10, file: !1, line: 7, name: "alias_f")
!61 = !DIStringType(name: "character(*)", stringLength: !20, stringLengthExpression: !DIExpression(), size: 32)
!62 = !DIObjCProperty(name: "prop", file: !1, line: 9, setter: "setProp:", getter: "prop", attributes: 7, type: !7)
!63 = !DINamespace(name: "ns", scope: !65, exportSymbols: true)
!64 = !DIGenericSubrange(count: !DIExpression(DW_OP_constu, 5), lowerBound: !DIExpression(DW_OP_constu, 0), stride: !DIExpression(DW_OP_constu, 4))
!65 = !DIModule(scope: null, name: "M", configMacros: "-DX=1", includePath: "/inc", apinotes: "m.apinotes", file: !1, line: 1, isDecl: true)
!66 = !DICommonBlock(scope: !10, declaration: !51, name: "blk", file: !1, line: 3)
!67 = !{!16, !66, !24, !68, !69}
!68 = !GenericDINode(tag: DW_TAG_entry_point, header: "some\00header", operands: {!1, null})
!69 = !DIBasicType(tag: 36, name: "numeric", size: 8, encoding: 5, flags: DIFlagPublic | 1024)
!70 = !DISubprogram(name: "declared_with_dbg", scope: !1, file: !1, line: 30, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagPureVirtual, virtualIndex: 2, containingType: !44)
!80 = !{!81}
!81 = !DIMacroFile(line: 0, file: !1, nodes: !82)
!82 = !{!83, !84}
!83 = !DIMacro(type: DW_MACINFO_define, line: 1, name: "X", value: "1")
!84 = !DIMacro(type: DW_MACINFO_undef, line: 2, name: "Y")
!90 = !{i32 7, !"Dwarf Version", i32 5}
!91 = !{i32 2, !"Debug Info Version", i32 3}
!92 = !{i32 1, !"wchar_size", i32 4}
!93 = !{!"zoo"}
