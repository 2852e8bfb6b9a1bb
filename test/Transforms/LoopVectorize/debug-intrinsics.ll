; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s

; Debug intrinsics in the body describe the scalar loop's variables: the vector loop has no
; copy of them, and they neither keep the loop scalar nor count as users of the values they
; describe (a reduction observed by llvm.dbg.value is still a reduction).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; s += a[i], with llvm.dbg.value on s and on i.
; CHECK-LABEL: @observed_sum(
; CHECK:       vector.body:
; CHECK-NOT:     llvm.dbg.value
; CHECK:       middle.block:
; CHECK:         call i32 @llvm.vector.reduce.add.v4i32(
; CHECK:       loop:
; CHECK:         call void @llvm.dbg.value(metadata i32 %s,
; CHECK:         call void @llvm.dbg.value(metadata i64 %i,
define i32 @observed_sum(i32* noalias %a, i64 %n) !dbg !4 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  call void @llvm.dbg.value(metadata i32 %s, metadata !8, metadata !DIExpression()), !dbg !10
  call void @llvm.dbg.value(metadata i64 %i, metadata !9, metadata !DIExpression()), !dbg !10
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "observed_sum", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !6)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocalVariable(name: "s", scope: !4, file: !1, line: 2, type: !7)
!9 = !DILocalVariable(name: "i", scope: !4, file: !1, line: 3, type: !11)
!10 = !DILocation(line: 0, scope: !4)
!11 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
