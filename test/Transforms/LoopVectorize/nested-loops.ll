; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -force-vector-interleave=1 -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: hoist -passes=loop-vectorize -force-vector-interleave=1 -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK --allow-empty

; In a loop nest only the innermost loops are vectorized; outer loops are not analyzed and get no
; remark (the vector and scalar loops then sit inside the outer loop, which stays as it was).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS:      2 loop-vectorize - Number of loops analyzed for vectorization
; STATS-NEXT: 1 loop-vectorize - Number of loops not vectorized: CantVectorizeInstruction
; STATS-NEXT: 1 loop-vectorize - Number of loops vectorized
; REMARK:     remark: <unknown>:0:0: loop not vectorized: call instruction cannot be vectorized
; REMARK-NOT: remark

; for (j = 0; j < n; j++) for (i = 0; i < m; i++) a[j * m + i] += 1
; CHECK-LABEL: @rows(
; CHECK:       outer:
; CHECK:         br i1 %min.iters.check, label %vector.ph, label %scalar.ph
; CHECK:       vector.body:
; CHECK:         br i1 %vector.done, label %middle.block, label %vector.body
; CHECK:       inner:
; CHECK:         br i1 %c, label %inner, label %outer.latch.loopexit, !llvm.loop
; CHECK:       outer.latch:
; CHECK:         br i1 %c2, label %outer, label %exit{{$}}
define void @rows(i32* noalias %a, i64 %n, i64 %m) {
entry:
  br label %outer
outer:
  %j = phi i64 [ 0, %entry ], [ %j.next, %outer.latch ]
  %row = mul i64 %j, %m
  br label %inner
inner:
  %i = phi i64 [ 0, %outer ], [ %i.next, %inner ]
  %k = add i64 %row, %i
  %p = getelementptr inbounds i32, i32* %a, i64 %k
  %v = load i32, i32* %p, align 4
  %x = add i32 %v, 1
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %m
  br i1 %c, label %inner, label %outer.latch
outer.latch:
  %j.next = add nuw nsw i64 %j, 1
  %c2 = icmp ult i64 %j.next, %n
  br i1 %c2, label %outer, label %exit
exit:
  ret void
}

; The inner loop calls a function: it stays scalar, and the outer loop is not tried in its place.
; CHECK-LABEL: @inner_rejected(
; CHECK-NOT:     vector.body
; CHECK:       exit:
define void @inner_rejected(i32* noalias %a, i64 %n) {
entry:
  br label %outer
outer:
  %j = phi i64 [ 0, %entry ], [ %j.next, %outer.latch ]
  %pj = getelementptr inbounds i32, i32* %a, i64 %j
  store i32 0, i32* %pj, align 4
  br label %inner
inner:
  %i = phi i64 [ 0, %outer ], [ %i.next, %inner ]
  call void @tick()
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %inner, label %outer.latch
outer.latch:
  %j.next = add nuw nsw i64 %j, 1
  %c2 = icmp ult i64 %j.next, %n
  br i1 %c2, label %outer, label %exit
exit:
  ret void
}

declare void @tick()
