; RUN: hoist -passes=loop-vectorize -pass-remarks=loop-vectorize -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: hoist -passes=loop-vectorize -stats -debug-only=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; for (i = 0; i < 64; i++) if (a[i] == key) break; over a `const int a[static 64]` parameter
; (clang: dereferenceable(256)). The vector loop tests every lane, freezes the tests (a lane past
; the exit may compute poison), or-reduces them, and leaves through middle.split; when some lane
; would exit, the original loop runs again from the first iteration of that vector iteration.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; REMARK: remark: {{.*}}vectorized loop (vectorization width: 4, interleaved count: 1)
; STATS: LV: @search: loop %loop: vectorized, width 4, interleave 1, 0 reductions, 0 runtime checks, scalar epilogue
; STATS-NEXT: LV: @search: loop %loop: early exit from %loop to %found: loads dereferenceable for every iteration count
; STATS: 1 loop-vectorize - Number of early exit loops vectorized
; STATS: 1 loop-vectorize - Number of loops vectorized

; CHECK-LABEL: @search(
; CHECK:       entry:
; CHECK-NOT:     early.exit.safe
; CHECK:         br i1 true, label %vector.ph, label %scalar.ph
; CHECK:       vector.body:
; CHECK-NEXT:    %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
; CHECK:         %wide.load = load <4 x i32>, <4 x i32>* %vec.ptr, align 4
; CHECK-NEXT:    [[C:%.*]] = icmp eq <4 x i32> %wide.load, %broadcast.splat
; CHECK-NEXT:    %exit.cond.fr = freeze <4 x i1> [[C]]
; CHECK-NEXT:    %exit.any = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %exit.cond.fr)
; CHECK-NEXT:    %index.next = add nuw i64 %index, 4
; CHECK-NEXT:    %vector.done = icmp eq i64 %index.next, 60
; CHECK-NEXT:    %vector.stop = or i1 %exit.any, %vector.done
; CHECK-NEXT:    br i1 %vector.stop, label %middle.split, label %vector.body, !llvm.loop
; CHECK:       middle.split:
; CHECK-NEXT:    %exit.any.lcssa = phi i1 [ %exit.any, %vector.body ]
; CHECK-NEXT:    %index.lcssa = phi i64 [ %index, %vector.body ]
; CHECK-NEXT:    br i1 %exit.any.lcssa, label %scalar.ph, label %middle.block
; CHECK:       middle.block:
; CHECK-NEXT:    br label %scalar.ph
; CHECK:       scalar.ph:
; CHECK-NEXT:    %bc.resume.val = phi i64 [ 0, %entry ], [ 60, %middle.block ], [ %index.lcssa, %middle.split ]
; CHECK:       loop:
; CHECK-NEXT:    %i = phi i64 [ %i.next, %latch ], [ %bc.resume.val, %scalar.ph ]
; CHECK:       latch:
; CHECK:         %done = icmp eq i64 %i.next, 64
; CHECK:       found:
; CHECK-NEXT:    %i.found = phi i64 [ %i, %loop ]
; CHECK:       declare i1 @llvm.vector.reduce.or.v4i1(<4 x i1>)
define i64 @search(i32* noundef align 4 dereferenceable(256) %a, i32 %key) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %eq = icmp eq i32 %v, %key
  br i1 %eq, label %found, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %exit, label %loop
found:
  %i.found = phi i64 [ %i, %loop ]
  ret i64 %i.found
exit:
  ret i64 64
}
