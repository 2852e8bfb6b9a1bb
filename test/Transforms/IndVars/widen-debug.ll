; RUN: hoist -S -passes=indvars -disable-lftr -replexitval=never < %s | FileCheck %s
; RUN: hoist -passes=indvars -print-after=indvars -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DUMP

; A counter described by llvm.dbg.value: the debug uses do not count as users to keep narrow, and
; after widening they describe the counter as undef (as mem2reg does with what it cannot follow),
; adding no instruction just for debug info.
; void f(int *a) { for (int i = 1; i < 3000; i += 3) a[i] = a[i - 1]; }, clang -O1 -g.

; -print-after names the pass as opt does.
; DUMP: *** IR Dump After IndVarSimplifyPass on f ***

; CHECK-LABEL: @f(
; CHECK:         %indvars.iv = phi i64 [ 1, %1 ], [ %indvars.iv.next, %4 ]
; CHECK-NOT:     trunc
; CHECK:         call void @llvm.dbg.value(metadata i32 undef, metadata !16, metadata !DIExpression())
; CHECK:         %indvars.iv.next = add nsw i64 %indvars.iv, 3, !dbg

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @f(i32* noundef %0) #0 !dbg !9 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !15, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 1, metadata !16, metadata !DIExpression()), !dbg !19
  br label %2, !dbg !20

2:                                                ; preds = %4, %1
  %.0 = phi i32 [ 1, %1 ], [ %11, %4 ], !dbg !19
  call void @llvm.dbg.value(metadata i32 %.0, metadata !16, metadata !DIExpression()), !dbg !19
  %3 = icmp ult i32 %.0, 3000, !dbg !21
  br i1 %3, label %4, label %12, !dbg !23

4:                                                ; preds = %2
  %5 = add nsw i32 %.0, -1, !dbg !24
  %6 = sext i32 %5 to i64, !dbg !25
  %7 = getelementptr inbounds i32, i32* %0, i64 %6, !dbg !25
  %8 = load i32, i32* %7, align 4, !dbg !25, !tbaa !26
  %9 = zext i32 %.0 to i64, !dbg !30
  %10 = getelementptr inbounds i32, i32* %0, i64 %9, !dbg !30
  store i32 %8, i32* %10, align 4, !dbg !31, !tbaa !26
  %11 = add nuw nsw i32 %.0, 3, !dbg !32
  call void @llvm.dbg.value(metadata i32 %11, metadata !16, metadata !DIExpression()), !dbg !19
  br label %2, !dbg !33, !llvm.loop !34

12:                                               ; preds = %2
  ret void, !dbg !38
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "dbg.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "2ee8034e59e127b09a553cb92b8f100d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !10, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !16}
!15 = !DILocalVariable(name: "a", arg: 1, scope: !9, file: !1, line: 1, type: !12)
!16 = !DILocalVariable(name: "i", scope: !17, file: !1, line: 1, type: !13)
!17 = distinct !DILexicalBlock(scope: !9, file: !1, line: 1, column: 18)
!18 = !DILocation(line: 0, scope: !9)
!19 = !DILocation(line: 0, scope: !17)
!20 = !DILocation(line: 1, column: 23, scope: !17)
!21 = !DILocation(line: 1, column: 36, scope: !22)
!22 = distinct !DILexicalBlock(scope: !17, file: !1, line: 1, column: 18)
!23 = !DILocation(line: 1, column: 18, scope: !17)
!24 = !DILocation(line: 1, column: 63, scope: !22)
!25 = !DILocation(line: 1, column: 59, scope: !22)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = !DILocation(line: 1, column: 52, scope: !22)
!31 = !DILocation(line: 1, column: 57, scope: !22)
!32 = !DILocation(line: 1, column: 46, scope: !22)
!33 = !DILocation(line: 1, column: 18, scope: !22)
!34 = distinct !{!34, !23, !35, !36, !37}
!35 = !DILocation(line: 1, column: 66, scope: !17)
!36 = !{!"llvm.loop.mustprogress"}
!37 = !{!"llvm.loop.unroll.disable"}
!38 = !DILocation(line: 1, column: 69, scope: !9)
