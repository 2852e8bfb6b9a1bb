; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 < %s | FileCheck %s --check-prefix=DEFAULT
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 -force-vector-width=8 < %s | FileCheck %s --check-prefix=FORCE8
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 -force-vector-width=3 < %s | FileCheck %s --check-prefix=DEFAULT
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 -vectorize-loops=false < %s | FileCheck %s --check-prefix=OFF
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 -runtime-memory-check-threshold=0 < %s | FileCheck %s --check-prefix=NOCHECKS
; RUN: hoist -S < %s | FileCheck %s --check-prefix=PIPELINE
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 -debug-only=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

; The vectorizer's flags: -force-vector-width sets the lanes; -vectorize-loops=false turns the
; pass off; -runtime-memory-check-threshold bounds the overlap checks (0: only loops that need
; none); a loop's llvm.loop.vectorize.width sets its own lanes. Widths that are not powers of two
; are ignored, as LLVM ignores such hints (the vector count n.vec = btc & -width needs one). It runs in the default pipeline.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; DEFAULT-LABEL: @copy(
; DEFAULT:         load <4 x i32>
; FORCE8-LABEL:  @copy(
; FORCE8:          %n.vec = and i64 %{{.*}}, -8
; FORCE8:          load <8 x i32>
; OFF-NOT:         vector.body
; NOCHECKS-LABEL: @copy(
; NOCHECKS-NOT:    vector.body
; NOCHECKS-LABEL: @copy_hinted(
; NOCHECKS:        vector.body
; PIPELINE-LABEL: @copy(
; PIPELINE:        load <4 x i32>
; DEBUG: LV: @copy: loop %loop: vectorized, width 4, interleave 1, 0 reductions, 1 runtime checks
; DEBUG: LV: @copy_hinted: loop %loop: vectorized, width 2, interleave 1, 0 reductions, 0 runtime checks
define void @copy(i32* %a, i32* %b, i64 %n) {
entry:
  br label %loop
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

; The loop's own width wins over the flag.
; DEFAULT-LABEL: @copy_hinted(
; DEFAULT:         load <2 x i32>
; FORCE8-LABEL:  @copy_hinted(
; FORCE8:          load <2 x i32>
define void @copy_hinted(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.width", i32 2}
