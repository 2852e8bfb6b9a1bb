; RUN: hoist -passes=loop-vectorize -pass-remarks=loop-vectorize -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll

; for (i = 0; i < 1024; i++) if (items[i].flag > t) return 1; return 0; over a global array of
; { i32 id, i32 flag }, in the form rotation and SimplifyCFG leave it: the result is the header
; phi %in.range, the previous iteration's i < 1024, which no instruction of the loop reads. The
; flags are read as an interleaved group (one <8 x i32> load per part, the ids left out); the
; last group ends 4 bytes into the next struct, which the global holds up to count 1023. Where
; the original loop resumes, %in.range is computed again from the induction one iteration back
; (the initial true when resuming at the first iteration).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.item = type { i32, i32 }
@items = global [1024 x %struct.item] zeroinitializer, align 16

; REMARK: remark: {{.*}}vectorized loop (vectorization width: 4, interleaved count: 2)

; CHECK-LABEL: @any_above(
; CHECK-NOT:     early.exit.safe
; CHECK:       vector.body:
; CHECK:         %wide.vec = load <8 x i32>
; CHECK-NEXT:    %strided.vec = shufflevector <8 x i32> %wide.vec, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
; CHECK:         icmp sgt <4 x i32> %strided.vec, %broadcast.splat
; CHECK:         %exit.any = call i1 @llvm.vector.reduce.or.v4i1(
; CHECK-NOT:     icmp ult <4 x i64>
; CHECK:       middle.split:
; CHECK:         [[PREV:%.*]] = add i64 %index.lcssa, -1
; CHECK-NEXT:    %resume.first = icmp eq i64 %index.lcssa, 0
; CHECK-NEXT:    [[NEXT:%.*]] = add nuw nsw i64 [[PREV]], 1
; CHECK-NEXT:    [[C:%.*]] = icmp ult i64 [[NEXT]], 1024
; CHECK-NEXT:    %resume.recomputed = select i1 %resume.first, i1 true, i1 [[C]]
; CHECK:       scalar.ph:
; CHECK:         phi i1 [ true, %entry ], [ true, %middle.block ], [ %resume.recomputed, %middle.split ]
define i32 @any_above(i32 %t) {
entry:
  br label %loop
loop:
  %in.range = phi i1 [ true, %entry ], [ %c, %latch ]
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds [1024 x %struct.item], [1024 x %struct.item]* @items, i64 0, i64 %i, i32 1
  %f = load i32, i32* %p, align 4
  %above = icmp sgt i32 %f, %t
  br i1 %above, label %exit, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 1024
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i1 [ %in.range, %loop ], [ %c, %latch ]
  %z = zext i1 %r to i32
  ret i32 %z
}
