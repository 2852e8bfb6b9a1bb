; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 < %s | FileCheck %s

; Vector loads and stores keep the scalar access's aliasing metadata (!tbaa, !alias.scope,
; !noalias), so that later passes know as much about them; the vector loop's branch takes the
; latch branch's debug location and the preheader's new branch the old one's.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; a[i] = b[i] + 1 with TBAA, scopes from inlining, and debug locations.
; CHECK-LABEL: @annotated(
; CHECK:         br i1 %min.iters.check, label %vector.ph, label %scalar.ph, !dbg [[PRE:![0-9]+]]
; CHECK:         %wide.load = load <4 x i32>, <4 x i32>* %vec.ptr, align 4, !tbaa [[TBAA:![0-9]+]], !alias.scope [[SCOPE:![0-9]+]], !noalias [[NOALIAS:![0-9]+]]
; CHECK:         store <4 x i32> %{{[0-9]+}}, <4 x i32>* %vec.ptr{{[0-9]+}}, align 4, !tbaa [[TBAA]], !alias.scope [[NOALIAS]], !noalias [[SCOPE]]
; CHECK:         br i1 %vector.done, label %middle.block, label %vector.body, !dbg [[LATCH:![0-9]+]], !llvm.loop
; CHECK:         br i1 %c, label %loop, label %exit.loopexit, !dbg [[LATCH]], !llvm.loop
define void @annotated(i32* %a, i32* %b, i64 %n) !dbg !20 {
entry:
  br label %loop, !dbg !24
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4, !tbaa !0, !alias.scope !5, !noalias !8
  %x = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %x, i32* %pa, align 4, !tbaa !0, !alias.scope !8, !noalias !5
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !dbg !25
exit:
  ret void
}

; CHECK-DAG: [[PRE]] = !DILocation(line: 2, column: 3,
; CHECK-DAG: [[LATCH]] = !DILocation(line: 2, column: 20,

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!12}

!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = distinct !{!4, !"annotated"}
!5 = !{!6}
!6 = distinct !{!6, !4, !"annotated: b"}
!7 = distinct !{!7, !4, !"annotated: a"}
!8 = !{!7}
!10 = distinct !DICompileUnit(language: DW_LANG_C99, file: !11, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!11 = !DIFile(filename: "k.c", directory: "/src")
!12 = !{i32 2, !"Debug Info Version", i32 3}
!20 = distinct !DISubprogram(name: "annotated", scope: !11, file: !11, line: 1, type: !21, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !22)
!21 = !DISubroutineType(types: !22)
!22 = !{}
!24 = !DILocation(line: 2, column: 3, scope: !20)
!25 = !DILocation(line: 2, column: 20, scope: !20)
