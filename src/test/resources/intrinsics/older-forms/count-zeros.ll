declare <4 x i32> @llvm.cttz.v4i32(<4 x i32>)
declare i64 @llvm.ctlz.i64(i64)
define <4 x i32> @f(<4 x i32> %v, i64 %x) {
  %r = tail call <4 x i32> @llvm.cttz.v4i32(<4 x i32> %v)
  %s = call i64 @llvm.ctlz.i64(i64 %x), !dbg !5
  %t = call i64 @llvm.ctlz.i64(i64 %s)
  ret <4 x i32> %r
}
!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "a.c", directory: "/")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, type: !4, unit: !1, spFlags: DISPFlagDefinition)
!4 = !DISubroutineType(types: !{})
!5 = !DILocation(line: 3, column: 7, scope: !3)
