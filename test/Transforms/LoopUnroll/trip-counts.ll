; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-unroll %s -o %t.0.ll
; RUN: lli %t.0.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-count=4 -unroll-required-epilog=false %s -o %t.1.ll
; RUN: lli %t.1.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-count=4 -unroll-required-epilog %s -o %t.2.ll
; RUN: lli %t.2.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-count=4 -unroll-runtime-epilog=false %s -o %t.3.ll
; RUN: lli %t.3.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-count=3 -unroll-required-epilog=false %s -o %t.4.ll
; RUN: lli %t.4.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-count=3 -unroll-runtime-epilog=false %s -o %t.5.ll
; RUN: lli %t.5.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-count=5 -unroll-required-epilog %s -o %t.6.ll
; RUN: lli %t.6.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-count=2 %s -o %t.7.ll
; RUN: lli %t.7.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-count=8 -unroll-required-epilog %s | FileCheck %s

; Every form of runtime unrolling against the loop as it was, for trip counts 0, 1, N-1, N, N+1
; and more (n from -1 to 40, counts 2 to 8: a skipped unrolled loop, one or several unrolled
; iterations, remainders 0 to N-1, and for the required epilogue 1 to N), on loops that count
; up, down, by two, with an unsigned bound, top-tested, and an i8 counter that wraps (its count
; is 2^8 when n is 0: the latch's count is all-ones, the trip count zero modulo 2^8).

; CHECK-LABEL: @up(
; CHECK:         %unroll_iter = and i32 {{%.*}}, -8
; CHECK-LABEL: @wrap8(
; CHECK:         %unroll_iter = and i32 {{%.*}}, -8

@fmt = private unnamed_addr constant [23 x i8] c"%d: %d %d %d %d %d %d\0A\00"
declare i32 @printf(i8*, ...)

; s = 0; for (i = 0; i < n; i++) s = s * 3 + i; (rotated)
define i32 @up(i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %m = mul i32 %s, 3
  %s.next = add i32 %m, %i
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; for (i = n; i > 0; i--) s = s * 5 ^ i; (top-tested, counting down)
define i32 @down(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ %n, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 1, %entry ], [ %s.next, %body ]
  %c = icmp sgt i32 %i, 0
  br i1 %c, label %body, label %exit
body:
  %m = mul i32 %s, 5
  %s.next = xor i32 %m, %i
  %i.next = add nsw i32 %i, -1
  br label %head
exit:
  ret i32 %s
}

; for (i = 0; i < n; i += 2) s += i * i; (step two, unsigned bound, rotated)
define i32 @step2(i32 %n) {
entry:
  %g = icmp ult i32 0, %n
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %sq = mul i32 %i, %i
  %s.next = add i32 %s, %sq
  %i.next = add nuw i32 %i, 2
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; An i8 counter: do { s += i; i++; } while (i != n) runs 256 times when n is 0.
define i32 @wrap8(i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %z = zext i8 %i to i32
  %s1 = mul i32 %s, 7
  %s.next = add i32 %s1, %z
  %i.next = add i8 %i, 1
  %c = icmp ne i8 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; An i64 count from a 32-bit n: for (i = start; i < end; i++) where the count is end - start.
define i64 @range(i64 %start, i64 %end) {
entry:
  %g = icmp slt i64 %start, %end
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ %start, %entry ], [ %i.next, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  %t = shl i64 %s, 1
  %s.next = sub i64 %t, %i
  %i.next = add nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %end
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  ret i64 %r
}

define i32 @main() {
entry:
  br label %run
run:
  %n = phi i32 [ -1, %entry ], [ %n.next, %run ]
  %r1 = call i32 @up(i32 %n)
  %r2 = call i32 @down(i32 %n)
  %neg = icmp slt i32 %n, 0
  %n.pos = select i1 %neg, i32 0, i32 %n
  %r3 = call i32 @step2(i32 %n.pos)
  %n8 = trunc i32 %n to i8
  %r4 = call i32 @wrap8(i8 %n8)
  %n64 = sext i32 %n to i64
  %e = add i64 %n64, 3
  %r5 = call i64 @range(i64 3, i64 %e)
  %r5t = trunc i64 %r5 to i32
  %r6 = call i32 @wrap8(i8 -1)
  %pr = call i32 (i8*, ...) @printf(i8* getelementptr ([23 x i8], [23 x i8]* @fmt, i32 0, i32 0), i32 %n, i32 %r1, i32 %r2, i32 %r3, i32 %r4, i32 %r5t, i32 %r6)
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 41
  br i1 %more, label %run, label %done
done:
  ret i32 0
}
