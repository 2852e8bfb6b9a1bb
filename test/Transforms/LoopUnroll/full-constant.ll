; RUN: hoist -S -passes=loop-unroll < %s | FileCheck %s
; RUN: hoist -disable-output -passes=loop-unroll -pass-remarks=loop-unroll < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; Loops with a constant trip count whose unrolled body stays under -unroll-threshold (150) are
; unrolled completely: no loop is left, every exit test of the copies is decided, and the values
; that leave the loop are the last copy's.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; REMARK: remark: <unknown>:0:0: completely unrolled loop with 8 iterations
; REMARK: remark: <unknown>:0:0: completely unrolled loop with 4 iterations
; REMARK: remark: <unknown>:0:0: completely unrolled loop with 1 iterations

; A rotated loop: a[i] += i for i < 8. Eight stores, the index a constant in each, no branch.
; CHECK-LABEL: @rotated8(
; CHECK-NOT:     br
; CHECK:         store i32 %v, i32* %a
; CHECK:         [[P7:%.*]] = getelementptr inbounds i32, i32* %a, i32 7
; CHECK:         [[W7:%.*]] = add i32 {{.*}}, 7
; CHECK-NEXT:    store i32 [[W7]], i32* [[P7]]
; CHECK-NEXT:    ret void
define void @rotated8(i32* %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %w = add i32 %v, %i
  store i32 %w, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A top-tested loop (the test in the header, as clang emits a for loop): the header runs 4 times
; (LLVM's trip count), the body 3; the sum leaves through the header's exit, the third body's.
; CHECK-LABEL: @top_tested3(
; CHECK-NOT:     phi
; CHECK-NOT:     br i1
; CHECK:         [[X0:%.*]] = load i32, i32* %a
; CHECK:         [[X1:%.*]] = load i32
; CHECK-NEXT:    [[S1:%.*]] = add i32 [[X0]], [[X1]]
; CHECK:         [[X2:%.*]] = load i32
; CHECK-NEXT:    [[S2:%.*]] = add i32 [[S1]], [[X2]]
; CHECK-NEXT:    ret i32 [[S2]]
define i32 @top_tested3(i32* %a) {
entry:
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %body ]
  %c = icmp ult i64 %i, 3
  br i1 %c, label %body, label %exit
body:
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %x = load i32, i32* %p, align 4
  %s.next = add i32 %s, %x
  %i.next = add nuw nsw i64 %i, 1
  br label %head
exit:
  ret i32 %s
}

; One trip: the body once, the phis their entry values.
; CHECK-LABEL: @once(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    store i32 7, i32* %a, align 4
; CHECK-NEXT:    ret void
define void @once(i32* %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  store i32 7, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
