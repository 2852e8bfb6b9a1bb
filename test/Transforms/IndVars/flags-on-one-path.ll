; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=indvars -replexitval=always %s -o %t.iv.ll
; RUN: FileCheck %s < %t.iv.ll
; RUN: lli %t.iv.ll | diff %t.expected -
; RUN: hoist -S -passes='loop-rotate,licm,indvars' -replexitval=always %s -o %t.rot.ll
; RUN: lli %t.rot.ll | diff %t.expected -
; RUN: hoist -S -passes='loop-rotate,indvars,loop-unroll' -unroll-runtime -unroll-runtime-multi-exit -unroll-count=4 %s -o %t.unroll.ll
; RUN: lli %t.unroll.ll | diff %t.expected -
; RUN: hoist -S %s -o %t.default.ll
; RUN: lli %t.default.ll | diff %t.expected -

; Transforms that read no-wrap flags through scalar evolution stay correct where a flag holds on one
; path only. In @wrap_sum the nsw add runs only when %q holds, and the latch's plain add of the same
; operands (the same expression) wraps when it does not: the counter is not widened (its sext
; stays), and the trip count is computed modulo 2^32. In @early_exit_after the nsw increment runs
; after the early exit's test, so the value leaving through %found (a plain add of one) may wrap:
; it is not rewritten from the recurrence, while the value leaving through %done is (smax of the
; start and the bound, from the nsw recurrence). main calls them where the plain adds wrap.

; CHECK-LABEL: @wrap_sum(
; CHECK:       latch:
; CHECK-NEXT:    %iv.next = add i32 %iv, 1
; CHECK-NEXT:    %s2 = sext i32 %iv.next to i64
; CHECK-LABEL: @early_exit_after(
; CHECK:       found:
; CHECK-NEXT:    %iv.f = phi i32 [ %iv, %loop ]
; CHECK-NEXT:    %p1 = add i32 %iv.f, 1
; CHECK-NEXT:    %w = sext i32 %p1 to i64
; CHECK:       done:
; CHECK-NEXT:    [[START1:%.*]] = add i32 %start, 1
; CHECK-NEXT:    [[GT:%.*]] = icmp sgt i32 [[START1]], %n
; CHECK-NEXT:    [[MAX:%.*]] = select i1 [[GT]], i32 [[START1]], i32 %n
; CHECK-NEXT:    %wd = sext i32 [[MAX]] to i64

@buf = global [8 x i32] zeroinitializer
@fmt = private unnamed_addr constant [11 x i8] c"%lld %lld\0A\00"

declare i32 @printf(i8*, ...)

; The add nsw runs only when %q holds; the latch's plain add of the same operands wraps when
; %q does not (from 2147483647 to -2147483648).
define i64 @wrap_sum(i32 %start, i32 %n, i1 %q) {
entry:
  br label %loop

loop:
  %iv = phi i32 [ %start, %entry ], [ %iv.next, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %latch ]
  br i1 %q, label %then, label %latch

then:
  %t = add nsw i32 %iv, 1
  %s = sext i32 %t to i64
  %k = and i64 %s, 7
  %g = getelementptr inbounds [8 x i32], [8 x i32]* @buf, i64 0, i64 %k
  store i32 %t, i32* %g
  br label %latch

latch:
  %iv.next = add i32 %iv, 1
  %s2 = sext i32 %iv.next to i64
  %acc.next = add i64 %acc, %s2
  %c = icmp ne i32 %iv.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret i64 %acc.next
}

; A counter with an early exit on loaded data: the nsw add is in the body, after the exit test,
; so it does not run on the iteration that leaves early; the value after the loop is the sext of
; the header's counter plus one.
define i64 @early_exit_after(i32 %start, i32 %n, i32 %key) {
entry:
  br label %loop

loop:
  %iv = phi i32 [ %start, %entry ], [ %iv.next, %body ]
  %k = and i32 %iv, 7
  %k.64 = zext i32 %k to i64
  %g = getelementptr inbounds [8 x i32], [8 x i32]* @buf, i64 0, i64 %k.64
  %v = load i32, i32* %g
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %found, label %body

body:
  %iv.next = add nsw i32 %iv, 1
  %c = icmp slt i32 %iv.next, %n
  br i1 %c, label %loop, label %done

found:
  %iv.f = phi i32 [ %iv, %loop ]
  %p1 = add i32 %iv.f, 1
  %w = sext i32 %p1 to i64
  ret i64 %w

done:
  %iv.d = phi i32 [ %iv.next, %body ]
  %wd = sext i32 %iv.d to i64
  ret i64 %wd
}

define void @show(i64 %a, i64 %b) {
  %f = getelementptr inbounds [11 x i8], [11 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %a, i64 %b)
  ret void
}

define i32 @main() {
  ; wraps through INT_MAX when %q is false; one iteration; a few
  %a = call i64 @wrap_sum(i32 2147483645, i32 -2147483646, i1 false)
  %b = call i64 @wrap_sum(i32 5, i32 6, i1 true)
  call void @show(i64 %a, i64 %b)
  %c = call i64 @wrap_sum(i32 -3, i32 9, i1 true)
  %d = call i64 @wrap_sum(i32 2147483646, i32 -2147483648, i1 false)
  call void @show(i64 %c, i64 %d)
  ; the key (buf[(t) & 7] as stored above) at the first, a later, or no iteration
  %e = call i64 @early_exit_after(i32 2147483640, i32 2147483647, i32 6)
  %f = call i64 @early_exit_after(i32 2147483640, i32 2147483647, i32 123)
  call void @show(i64 %e, i64 %f)
  %g = call i64 @early_exit_after(i32 0, i32 1, i32 123)
  %h = call i64 @early_exit_after(i32 2147483646, i32 2147483647, i32 -3)
  call void @show(i64 %g, i64 %h)
  ; found on the first iteration at 2147483647: %iv.f + 1 wraps (a plain add, no UB)
  store i32 77, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @buf, i64 0, i64 7)
  %i = call i64 @early_exit_after(i32 2147483647, i32 0, i32 77)
  %j = call i64 @early_exit_after(i32 2147483639, i32 2147483647, i32 77)
  call void @show(i64 %i, i64 %j)
  ret i32 0
}
