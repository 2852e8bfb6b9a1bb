; RUN: lli %s > %t.expected
; RUN: FileCheck %s --check-prefix=OUT < %t.expected
; RUN: hoist -S -passes=indvars %s -o %t.iv.ll
; RUN: FileCheck %s < %t.iv.ll
; RUN: lli %t.iv.ll | diff %t.expected -
; RUN: hoist -S -passes=indvars -replexitval=always %s -o %t.always.ll
; RUN: lli %t.always.ll | diff %t.expected -

; Differential: values computed after the loop from their closed form (a decreasing i64, an i8
; that wraps at 256, a step that is a parameter, a sum with a negative step in i16) must be
; what the loop computed, for counts 0, 1, 2, 255, 256, 257 and 1000.

; CHECK-LABEL: @decreasing(
; CHECK:       exit.loopexit:
; CHECK-NEXT:    mul i64 %n, -5
; CHECK-LABEL: @narrow_wraps(
; CHECK:       exit.loopexit:
; CHECK-NEXT:    trunc i64 %n to i8
; CHECK-LABEL: @variable_step(
; CHECK:       exit.loopexit:
; CHECK-NEXT:    add i32 %n, -1
; CHECK-LABEL: @short_down(
; CHECK:       exit.loopexit:
; CHECK-NEXT:    [[T:%.*]] = trunc i64 %n to i16
; CHECK-NEXT:    mul i16 [[T]], -30000

; OUT:      0: 0 0 0 0
; OUT-NEXT: 1: 995 1 7 -29000
; OUT:      256: -280 0 1792 -11288
; OUT-NEXT: 257: -285 1 1799 24248
; OUT-NEXT: 1000: -4000 232 7000 16488

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = internal global [1000 x i32] zeroinitializer, align 16
@ns = internal constant [7 x i64] [i64 0, i64 1, i64 2, i64 255, i64 256, i64 257, i64 1000], align 8
@fmt = private constant [19 x i8] c"%ld: %ld %d %d %d\0A\00", align 1

declare i32 @printf(i8*, ...)

define internal i64 @decreasing(i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %d = phi i64 [ 1000, %entry ], [ %d.next, %loop ]
  %p = getelementptr inbounds [1000 x i32], [1000 x i32]* @buf, i64 0, i64 %i
  store i32 0, i32* %p, align 4
  %d.next = add i64 %d, -5
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i64 [ 0, %entry ], [ %d.next, %loop ]
  ret i64 %r
}

define internal i8 @narrow_wraps(i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %b = phi i8 [ 0, %entry ], [ %b.next, %loop ]
  %p = getelementptr inbounds [1000 x i32], [1000 x i32]* @buf, i64 0, i64 %i
  store i32 1, i32* %p, align 4
  %b.next = add i8 %b, 1
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i8 [ 0, %entry ], [ %b.next, %loop ]
  ret i8 %r
}

define internal i32 @variable_step(i32 %n, i32 %s) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %k.next = add i32 %k, %s
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  ret i32 %r
}

; short w = 1000; w -= 30000 each iteration (wraps in i16)
define internal i16 @short_down(i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %w = phi i16 [ 1000, %entry ], [ %w.next, %loop ]
  %p = getelementptr inbounds [1000 x i32], [1000 x i32]* @buf, i64 0, i64 %i
  store i32 2, i32* %p, align 4
  %w.next = add i16 %w, -30000
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i16 [ 0, %entry ], [ %w.next, %loop ]
  ret i16 %r
}

define i32 @main() {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %pn = getelementptr inbounds [7 x i64], [7 x i64]* @ns, i64 0, i64 %k
  %n = load i64, i64* %pn, align 8
  %a = call i64 @decreasing(i64 %n)
  %b = call i8 @narrow_wraps(i64 %n)
  %bx = zext i8 %b to i32
  %n32 = trunc i64 %n to i32
  %c = call i32 @variable_step(i32 %n32, i32 7)
  %d = call i16 @short_down(i64 %n)
  %dx = sext i16 %d to i32
  %fmt = getelementptr inbounds [19 x i8], [19 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fmt, i64 %n, i64 %a, i32 %bx, i32 %c, i32 %dx)
  %k.next = add nuw nsw i64 %k, 1
  %done = icmp eq i64 %k.next, 7
  br i1 %done, label %exit, label %loop
exit:
  ret i32 0
}
