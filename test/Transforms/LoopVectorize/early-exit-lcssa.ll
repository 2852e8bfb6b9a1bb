; RUN: hoist -passes=loop-vectorize -pass-remarks=loop-vectorize -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll

; Two exits to distinct blocks, each with LCSSA phis of values computed in the loop (the
; position and x = a[i] * 3 + (i & 7) at the early exit; the last x and the count at the
; latch's): the vector loop computes x for every lane but gives none of them; the exits keep
; their phis, fed by the original loop alone.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; REMARK: remark: {{.*}}vectorized loop (vectorization width: 4, interleaved count: 2)

; CHECK-LABEL: @scan(
; CHECK:       vector.body:
; CHECK:         [[M:%.*]] = mul nsw <4 x i32> %wide.load, <i32 3, i32 3, i32 3, i32 3>
; CHECK:         icmp sgt <4 x i32>
; CHECK:         %exit.any = call i1 @llvm.vector.reduce.or.v4i1(
; CHECK:       middle.block:
; CHECK-NEXT:    br label %scalar.ph
; CHECK:       found:
; CHECK-NEXT:    %x.found = phi i32 [ %x, %loop ]
; CHECK-NEXT:    %i.found = phi i32 [ %i, %loop ]
; CHECK:       done:
; CHECK-NEXT:    %x.last = phi i32 [ %x, %latch ]
; CHECK-NEXT:    %i.last = phi i32 [ %i.next, %latch ]
define i32 @scan(i32* noundef align 4 dereferenceable(8192) %a, i32 %n, i32 %lim, i32* %out) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %ph, label %none
ph:
  br label %loop
loop:
  %i = phi i32 [ 0, %ph ], [ %i.next, %latch ]
  %ix = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %ix
  %v = load i32, i32* %p, align 4
  %m = mul nsw i32 %v, 3
  %lo = and i32 %i, 7
  %x = add nsw i32 %m, %lo
  %big = icmp sgt i32 %x, %lim
  br i1 %big, label %found, label %latch
latch:
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done
found:
  %x.found = phi i32 [ %x, %loop ]
  %i.found = phi i32 [ %i, %loop ]
  store i32 %x.found, i32* %out, align 4
  ret i32 %i.found
done:
  %x.last = phi i32 [ %x, %latch ]
  %i.last = phi i32 [ %i.next, %latch ]
  store i32 %x.last, i32* %out, align 4
  %neg = xor i32 %i.last, -1
  ret i32 %neg
none:
  store i32 -7, i32* %out, align 4
  ret i32 -1
}
