; LangRef: metadata: named metadata, module flags, tbaa, tbaa.struct, range, prof, fpmath,
; alias.scope/noalias scopes and domains, llvm.loop properties, access groups, invariant.group,
; callees, annotation, a custom kind, metadata as call arguments, distinct and self-referential
; nodes, string and integer operands; debug info with every kind of node LLVM 14 has.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = global i32 0, !dbg !30, !my.global !9

declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.label(metadata)
declare float @llvm.sqrt.f32(float)
declare void @callee()

define float @f(i32* %p, float* %q, i32 %n, i8* %r) !dbg !20 !prof !70 {
entry:
  %x = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %x, metadata !25, metadata !DIExpression()), !dbg !27
  %v = load i32, i32* %p, align 4, !tbaa !1, !range !7, !dbg !27
  call void @llvm.dbg.value(metadata i32 %v, metadata !25, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !27
  call void @llvm.dbg.value(metadata !DIArgList(i32 %v, i32 %n), metadata !25, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !27
  %f = load float, float* %q, align 4, !tbaa !5, !alias.scope !14, !noalias !17
  %s = call float @llvm.sqrt.f32(float %f), !fpmath !8
  store float %s, float* %q, align 4, !tbaa.struct !11, !noalias !14, !my.kind !9
  %ig = load i8, i8* %r, align 1, !invariant.group !10
  call void @callee(), !callees !13, !annotation !19
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @llvm.dbg.label(metadata !29), !dbg !28
  %w = load i32, i32* %p, align 4, !llvm.access.group !33
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !prof !12, !llvm.loop !34

exit:
  ret float %s, !dbg !28
}

!llvm.module.flags = !{!40, !41, !42}
!llvm.dbg.cu = !{!43}
!llvm.ident = !{!44}
!named.empty = !{}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !0, i64 0}
!4 = !{!"float", !3, i64 0}
!5 = !{!4, !4, i64 0}
!7 = !{i32 0, i32 100, i32 200, i32 300}
!8 = !{float 2.500000e+00}
!9 = !{!"custom", i64 -1, null}
!10 = !{}
!11 = !{i64 0, i64 4, !5}
!12 = !{!"branch_weights", i32 100, i32 1}
!13 = !{void ()* @callee}
!14 = !{!15}
!15 = distinct !{!15, !16, !"scope A"}
!16 = distinct !{!16, !"domain"}
!17 = !{!18}
!18 = distinct !{!18, !16}
!19 = !{!"auto-init"}
!20 = distinct !DISubprogram(name: "f", linkageName: "_Z1f", scope: !45, file: !45, line: 3, type: !21, scopeLine: 4, flags: DIFlagPrototyped | DIFlagArtificial, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !24, templateParams: !50, thrownTypes: !10)
!21 = !DISubroutineType(types: !22)
!22 = !{!23, !23}
!23 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!24 = !{!25}
!25 = !DILocalVariable(name: "x", arg: 1, scope: !20, file: !45, line: 3, type: !46, flags: DIFlagArtificial | DIFlagObjectPointer, align: 32)
!27 = !DILocation(line: 5, column: 7, scope: !20)
!28 = !DILocation(line: 6, scope: !47, inlinedAt: !27)
!29 = !DILabel(scope: !20, name: "top", file: !45, line: 2)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "g", scope: !43, file: !45, line: 1, type: !46, isLocal: false, isDefinition: true, align: 32)
!33 = distinct !{}
!34 = distinct !{!34, !35, !36, !37, !38}
!35 = !{!"llvm.loop.mustprogress"}
!36 = !{!"llvm.loop.unroll.count", i32 4}
!37 = !{!"llvm.loop.parallel_accesses", !33}
!38 = !{!"llvm.loop.vectorize.width", i32 8}
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !45, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !51, retainedTypes: !56, globals: !57, imports: !58, splitDebugInlining: false, nameTableKind: None, sysroot: "/")
!44 = !{!"hand-written"}
!45 = !DIFile(filename: "f.cpp", directory: "/src", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = distinct !DILexicalBlock(scope: !20, file: !45, line: 5, column: 3)
!50 = !{!60, !61}
!51 = !{!52}
!52 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", scope: !45, file: !45, line: 1, baseType: !46, size: 32, flags: DIFlagEnumClass, elements: !53, identifier: "_ZTS1E")
!53 = !{!54, !55}
!54 = !DIEnumerator(name: "A", value: 0)
!55 = !DIEnumerator(name: "B", value: 4294967295, isUnsigned: true)
!56 = !{!62, !63, !64, !65}
!57 = !{!30}
!58 = !{!59}
!59 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !45, entity: !66, file: !45, line: 2)
!60 = !DITemplateTypeParameter(name: "T", type: !46)
!61 = !DITemplateValueParameter(name: "N", type: !46, value: i32 3)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64, dwarfAddressSpace: 0)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 128, elements: !67)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !68, file: !45, line: 7, baseType: !46, size: 32, offset: 32, flags: DIFlagPublic)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "myint", file: !45, line: 8, baseType: !46)
!66 = !DINamespace(name: "ns", scope: null, exportSymbols: true)
!67 = !{!69}
!68 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !45, line: 6, size: 64, flags: DIFlagTypePassByValue, elements: !10)
!69 = !DISubrange(count: 4, lowerBound: 0)
!70 = !{!"function_entry_count", i64 1000}
