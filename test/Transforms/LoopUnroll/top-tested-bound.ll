; RUN: hoist -passes=loop-unroll -pass-remarks=loop-unroll -pass-remarks-missed=loop-unroll -disable-output < %s 2>&1 | FileCheck %s
; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-unroll %s -o %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: lli %t.ll | diff %t.expected -

; A loop left top-tested (licm-rotate rotates only where LICM gains) tests once more than it runs
; its body: bounded by n <= 7, @top's header runs up to 8 times. LLVM decides on the same loop
; rotated, whose bound is 7: below -unroll-max-upperbound (8) it is not unrolled at run time, and
; neither is it here, counting only the iterations past the header's test when that test bounds
; the loop. @early (SQLite's byte comparison: the latch exits too) is bounded by n <= 8 at its
; header: by LLVM's count 8, so it is unrolled by its bound, its 9 header tests. @bottom, tested at
; its bottom, runs its body as often as its test: 8 times at most, unrolled by that.

; CHECK: remark: <unknown>:0:0: loop not unrolled: the loop runs at most 7 times
; CHECK: remark: <unknown>:0:0: completely unrolled loop with 9 iterations
; CHECK: remark: <unknown>:0:0: completely unrolled loop with 8 iterations

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @top(i32* %a, i32 %m) {
entry:
  %n = and i32 %m, 7
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp ult i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p
  %w = mul i32 %v, 5
  store i32 %w, i32* %p
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  br label %head

exit:
  ret void
}

define i32 @early(i32* %a, i32 %m, i32 %key) {
entry:
  %low = and i32 %m, 7
  %n = add nuw nsw i32 %low, 1
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %more = icmp ult i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p
  %i.next = add nuw nsw i32 %i, 1
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %found, label %head

found:
  ret i32 %i

exit:
  ret i32 -1
}

define void @bottom(i32* %a, i32 %m) {
entry:
  %n = and i32 %m, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p
  %w = mul i32 %v, 5
  store i32 %w, i32* %p
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ule i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

@a = global [16 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16]
@fmt = private constant [4 x i8] c"%d \00"

declare i32 @printf(i8*, ...)

define i32 @main() {
entry:
  %a = getelementptr inbounds [16 x i32], [16 x i32]* @a, i64 0, i64 0
  %a8 = getelementptr inbounds [16 x i32], [16 x i32]* @a, i64 0, i64 7
  call void @top(i32* %a, i32 5)
  call void @top(i32* %a, i32 7)
  call void @top(i32* %a, i32 0)
  call void @bottom(i32* %a8, i32 7)
  call void @bottom(i32* %a8, i32 2)
  %e1 = call i32 @early(i32* %a, i32 7, i32 50)
  %e2 = call i32 @early(i32* %a, i32 3, i32 1000)
  %e3 = call i32 @early(i32* %a, i32 15, i32 -1)
  store i32 %e1, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @a, i64 0, i64 13)
  store i32 %e2, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @a, i64 0, i64 14)
  store i32 %e3, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @a, i64 0, i64 15)
  %f = getelementptr inbounds [4 x i8], [4 x i8]* @fmt, i64 0, i64 0
  br label %print

print:
  %k = phi i64 [ 0, %entry ], [ %k.next, %print ]
  %pk = getelementptr inbounds [16 x i32], [16 x i32]* @a, i64 0, i64 %k
  %vk = load i32, i32* %pk
  call i32 (i8*, ...) @printf(i8* %f, i32 %vk)
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, 16
  br i1 %done, label %end, label %print

end:
  ret i32 0
}
