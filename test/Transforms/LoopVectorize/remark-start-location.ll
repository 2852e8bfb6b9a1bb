; RUN: hoist -passes=loop-vectorize -pass-remarks=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s
; RUN: hoist -passes=loop-versioning-licm -licm-versioning-ignore-cost -pass-remarks-missed=loop-versioning-licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=LVLICM

; A remark about a loop points where the loop starts in the source, as LLVM's Loop::getStartLoc:
; the first location in the loop ID (clang's loop start, 2:3), not the first instruction of the
; body (3:12). opt -passes=loop-vectorize says the same: remark: kernels.c:2:3.
; CHECK: remark: kernels.c:2:3: vectorized loop (vectorization width: 4, interleaved count: 1)
; LVLICM: remark: kernels.c:2:3:
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @zero(i32* noalias %a, i64 %n) !dbg !4 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i, !dbg !9
  store i32 0, i32* %p, align 4, !dbg !9
  %i.next = add nuw nsw i64 %i, 1, !dbg !10
  %c = icmp ult i64 %i.next, %n, !dbg !10
  br i1 %c, label %loop, label %exit, !dbg !10, !llvm.loop !11
exit:
  ret void, !dbg !13
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = distinct !DISubprogram(name: "zero", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !6)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!9 = !DILocation(line: 3, column: 12, scope: !4)
!10 = !DILocation(line: 2, column: 3, scope: !4)
!11 = distinct !{!11, !12, !14}
!12 = !DILocation(line: 2, column: 3, scope: !4)
!13 = !DILocation(line: 4, column: 1, scope: !4)
!14 = !DILocation(line: 3, column: 16, scope: !4)
