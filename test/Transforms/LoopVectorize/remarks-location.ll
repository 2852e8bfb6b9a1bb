; RUN: hoist -passes=loop-vectorize -pass-remarks=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=PASSED
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=MISSED

; The vectorizer's remarks are about a loop, placed where the loop starts in the source: the debug
; location of the preheader's branch (clang puts the for statement's there), as opt places them.
; -pass-remarks=loop-vectorize shows the vectorized loops, -pass-remarks-missed the others.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK:      remark: kernels.c:2:3: vectorized loop (vectorization width: 4, interleaved count: 2)
; CHECK-NEXT: remark: kernels.c:7:5: loop not vectorized: call instruction cannot be vectorized
; CHECK-NOT:  remark
; PASSED:     remark: kernels.c:2:3: vectorized loop
; PASSED-NOT: not vectorized
; MISSED-NOT: vectorized loop
; MISSED:     remark: kernels.c:7:5: loop not vectorized: call instruction cannot be vectorized

; for (i = 0; i < n; i++) a[i] = 0;   (line 2)
define void @zero(i32* noalias %a, i64 %n) !dbg !4 {
entry:
  br label %loop, !dbg !10
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i, !dbg !9
  store i32 0, i32* %p, align 4, !dbg !9
  %i.next = add nuw nsw i64 %i, 1, !dbg !10
  %c = icmp ult i64 %i.next, %n, !dbg !10
  br i1 %c, label %loop, label %exit, !dbg !10
exit:
  ret void, !dbg !11
}

; for (i = 0; i < n; i++) a[i] = f(i);   (line 7)
define void @calls(i32* noalias %a, i64 %n) !dbg !12 {
entry:
  br label %loop, !dbg !14
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i, !dbg !13
  %v = call i32 @f(i64 %i), !dbg !13
  store i32 %v, i32* %p, align 4, !dbg !13
  %i.next = add nuw nsw i64 %i, 1, !dbg !14
  %c = icmp ult i64 %i.next, %n, !dbg !14
  br i1 %c, label %loop, label %exit, !dbg !14
exit:
  ret void, !dbg !15
}

declare i32 @f(i64)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = distinct !DISubprogram(name: "zero", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !6)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!9 = !DILocation(line: 2, column: 30, scope: !4)
!10 = !DILocation(line: 2, column: 3, scope: !4)
!11 = !DILocation(line: 3, column: 1, scope: !4)
!12 = distinct !DISubprogram(name: "calls", scope: !1, file: !1, line: 6, type: !5, scopeLine: 6, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !6)
!13 = !DILocation(line: 7, column: 32, scope: !12)
!14 = !DILocation(line: 7, column: 5, scope: !12)
!15 = !DILocation(line: 8, column: 1, scope: !12)
