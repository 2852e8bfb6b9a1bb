; RUN: hoist -S < %s | FileCheck %s
; RUN: hoist -pass-remarks=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; loop-vectorize runs in the default pipeline, after LICM has hoisted the invariant work: what is
; left of a[i] = b[i] * (x + y) is vectorized, the sum computed once before both loops.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; REMARK: remark: <unknown>:0:0: vectorized loop (vectorization width: 4, interleaved count: 1)

; for (int i = 0; i < n; i++) a[i] = b[i] * (x + y)
; CHECK-LABEL: @scale(
; CHECK:         %s = add i32 %x, %y
; CHECK:       vector.body:
; CHECK:         mul <4 x i32> %wide.load, %broadcast.splat
; CHECK:       loop:
; CHECK-NOT:     add i32 %x, %y
; CHECK:         br i1 %exitcond, label %loop, label %exit.loopexit, !llvm.loop
define void @scale(i32* noalias %a, i32* noalias %b, i32 %x, i32 %y, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = add i32 %x, %y
  %ix = sext i32 %i to i64
  %pb = getelementptr inbounds i32, i32* %b, i64 %ix
  %v = load i32, i32* %pb, align 4
  %m = mul i32 %v, %s
  %pa = getelementptr inbounds i32, i32* %a, i64 %ix
  store i32 %m, i32* %pa, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
