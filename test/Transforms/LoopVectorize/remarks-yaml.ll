; RUN: hoist -passes=loop-vectorize -pass-remarks-output=%t -disable-output < %s
; RUN: FileCheck %s --check-prefix=YAML < %t

; -pass-remarks-output writes every remark, passed and missed, as LLVM's YAML records (without
; -pass-remarks): a vectorized loop's record carries the width and the interleave count as
; arguments, a missed one the reason; both name the function, and the debug location when the
; loop has one.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; YAML:      --- !Passed
; YAML-NEXT: Pass:            loop-vectorize
; YAML-NEXT: Name:            Vectorized
; YAML-NEXT: DebugLoc:        { File: kernels.c, Line: 2, Column: 3 }
; YAML-NEXT: Function:        copy
; YAML-NEXT: Args:
; YAML-NEXT:   - String:          'vectorized loop (vectorization width: '
; YAML-NEXT:   - VectorizationFactor: 4
; YAML-NEXT:   - String:          ', interleaved count: '
; YAML-NEXT:   - InterleaveCount: 2
; YAML-NEXT:   - String:          ')'
; YAML-NEXT: ...
; YAML-NEXT: --- !Missed
; YAML-NEXT: Pass:            loop-vectorize
; YAML-NEXT: Name:            CantVectorizeInstruction
; YAML-NEXT: Function:        scatter
; YAML-NEXT: Args:
; YAML-NEXT:   - String:          'loop not vectorized: '
; YAML-NEXT:   - Reason:          a loaded value is used as an address
; YAML-NEXT: ...
; YAML-NEXT: --- !Missed
; YAML-NEXT: Pass:            loop-vectorize
; YAML-NEXT: Name:            MissedExplicitlyDisabled
; YAML-NEXT: Function:        disabled
; YAML-NEXT: Args:
; YAML-NEXT:   - String:          'loop not vectorized: '
; YAML-NEXT:   - Reason:          vectorization is explicitly disabled
; YAML-NEXT: ...
; YAML-NOT:  ---

; Vectorized, with a debug location.
define void @copy(i32* noalias %a, i32* noalias %b, i64 %n) !dbg !4 {
entry:
  br label %loop, !dbg !10
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Missed, without a debug location: a[b[i]] = 0.
define void @scatter(i32* noalias %a, i64* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i64, i64* %b, i64 %i
  %j = load i64, i64* %pb, align 8
  %p = getelementptr inbounds i32, i32* %a, i64 %j
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Missed: the loop says no.
define void @disabled(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !20
exit:
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = distinct !DISubprogram(name: "copy", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !6)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!10 = !DILocation(line: 2, column: 3, scope: !4)
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.vectorize.enable", i1 false}
