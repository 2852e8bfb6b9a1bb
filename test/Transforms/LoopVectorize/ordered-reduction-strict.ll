; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=4 -force-vector-interleave=2 < %s | FileCheck %s
; RUN: hoist -S -passes=loop-vectorize -force-ordered-reductions < %s | FileCheck %s --check-prefix=COST

; A floating-point sum or product without reassoc must add in the loop's order: partial sums per
; lane would round differently. Without -force-ordered-reductions such a loop stays scalar, the
; fadd chain as it was, also when the width and interleave count are forced by flags (LLVM 14
; takes -force-vector-width as permission to reorder; Hoist only takes the loop's own hints,
; ordered-reduction-reassoc.ll). With the flag the in-order form is legal, but on SSE it adds
; the lanes one after the other and is no faster than the scalar loop: the cost model keeps it
; scalar (ordered-reduction-in-order.ll forces it).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK-LABEL: @fsum(
; CHECK-NOT:     vector.body
; CHECK-NOT:     llvm.vector.reduce
; CHECK:         %s = phi float [ %s.next, %loop ], [ 1.000000e+00, %loop.preheader ]
; CHECK:         %s.next = fadd float %s, %v
; CHECK-NOT:     vector.body
; CHECK:       }
; COST-LABEL: @fsum(
; COST-NOT:      vector.body
; COST:        }
define float @fsum(float* noalias %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 1.0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %pa, align 4
  %s.next = fadd float %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  ret float %r
}

; fmul has no in-order vector form: scalar, with or without the flag.
; CHECK-LABEL: @fprod(
; CHECK-NOT:     vector.body
; CHECK:         %s.next = fmul float %s, %v
; CHECK-NOT:     vector.body
; CHECK:       }
; COST-LABEL: @fprod(
; COST-NOT:      vector.body
; COST:        }
define float @fprod(float* noalias %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 1.0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %pa, align 4
  %s.next = fmul float %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  ret float %r
}
