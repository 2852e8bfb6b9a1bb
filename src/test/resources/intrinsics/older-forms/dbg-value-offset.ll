declare void @llvm.dbg.value(metadata, i64, metadata, metadata)
define i32 @f(i32 %x) !dbg !3 {
  call void @llvm.dbg.value(metadata i32 %x, i64 0, metadata !6, metadata !DIExpression()), !dbg !5
  call void @llvm.dbg.value(metadata i32 %x, i64 8, metadata !6, metadata !DIExpression()), !dbg !5
  ret i32 %x, !dbg !5
}
!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "a.c", directory: "/")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, type: !4, unit: !1, spFlags: DISPFlagDefinition)
!4 = !DISubroutineType(types: !{})
!5 = !DILocation(line: 3, column: 7, scope: !3)
!6 = !DILocalVariable(name: "x", scope: !3, file: !2, line: 1, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
