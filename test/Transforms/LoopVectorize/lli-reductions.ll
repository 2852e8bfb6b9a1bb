; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-vectorize %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=2 -force-vector-interleave=2 %s -o %t.2.ll
; RUN: lli %t.2.ll | diff %t.expected -

; Differential for reductions: every kind (add, sub, mul, and, or, xor), with constant and
; argument initial values, on i8, i32 and i64 lanes, and the conditional forms (phi and select,
; the old value on either side), must give the scalar loop's result for trip counts 1 to 40,
; where the lanes' partial results are combined after 0 to 9 vector iterations.
; CHECK-LABEL: @r_add(
; CHECK:         @llvm.vector.reduce.add.v4i32
; CHECK-LABEL: @r_sub(
; CHECK:         @llvm.vector.reduce.add.v4i32
; CHECK-LABEL: @r_mul(
; CHECK:         @llvm.vector.reduce.mul.v4i32
; CHECK-LABEL: @r_and(
; CHECK:         @llvm.vector.reduce.and.v4i32
; CHECK-LABEL: @r_or(
; CHECK:         @llvm.vector.reduce.or.v2i64
; CHECK-LABEL: @r_xor(
; CHECK:         @llvm.vector.reduce.xor.v16i8
; CHECK-LABEL: @r_cond_phi(
; CHECK:         @llvm.vector.reduce.add.v4i32
; CHECK-LABEL: @r_cond_select_swapped(
; CHECK:         @llvm.vector.reduce.mul.v4i32
; CHECK-LABEL: @r_cond_sub(
; CHECK:         @llvm.vector.reduce.add.v4i32
; CHECK-LABEL: @main(
; CHECK-NOT:     vector.body

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@d32 = global [40 x i32] zeroinitializer
@d8 = global [40 x i8] zeroinitializer
@d64 = global [40 x i64] zeroinitializer
@fmt = private unnamed_addr constant [34 x i8] c"%d: %d %d %d %d %lld %d %d %d %d\0A\00"

declare i32 @printf(i8*, ...)

; s = init; s += a[i]
define i32 @r_add(i32* noalias %a, i32 %init, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %init, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ %s.next, %loop ]
  ret i32 %r
}

; s = init; s -= a[i]
define i32 @r_sub(i32* noalias %a, i32 %init, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %init, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %s.next = sub i32 %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ %s.next, %loop ]
  ret i32 %r
}

; p = 3; p *= a[i] | 1
define i32 @r_mul(i32* noalias %a, i32 %init, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 3, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %odd = or i32 %v, 1
  %s.next = mul i32 %s, %odd
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ %s.next, %loop ]
  ret i32 %r
}

; m = init; m &= a[i] | 0x01010101 (so that the result stays nonzero)
define i32 @r_and(i32* noalias %a, i32 %init, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %init, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %w = or i32 %v, 16843009
  %s.next = and i32 %w, %s
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ %s.next, %loop ]
  ret i32 %r
}

; m = 0; m |= a[i] << (i & 31), longs
define i64 @r_or(i64* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i64, i64* %a, i64 %i
  %v = load i64, i64* %p, align 8
  %sh = and i64 %i, 31
  %w = shl i64 %v, %sh
  %s.next = or i64 %s, %w
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %s.next
}

; h = init; h ^= a[i], bytes
define i8 @r_xor(i8* noalias %a, i8 %init, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i8 [ %init, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i8, i8* %a, i64 %i
  %v = load i8, i8* %p, align 1
  %s.next = xor i8 %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i8 [ %s.next, %loop ]
  ret i8 %r
}

; if (a[i] & 1) s += a[i]
define i32 @r_cond_phi(i32* noalias %a, i32 %init, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ %init, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %odd = and i32 %v, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %then, label %latch
then:
  %add = add i32 %s, %v
  br label %latch
latch:
  %s.next = phi i32 [ %add, %then ], [ %s, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; p = (a[i] & 3) == 0 ? p : p * (a[i] | 1), the old value on the select's true side
define i32 @r_cond_select_swapped(i32* noalias %a, i32 %init, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ %init, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %low = and i32 %v, 3
  %skip = icmp eq i32 %low, 0
  %w = or i32 %v, 1
  %mul = mul i32 %s, %w
  %s.next = select i1 %skip, i32 %s, i32 %mul
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; if (a[i] < 0) s -= a[i], a while loop (rotated first)
define i32 @r_cond_sub(i32* noalias %a, i32 %init, i64 %n) {
entry:
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ %init, %entry ], [ %s.next, %latch ]
  %more = icmp ult i64 %i, %n
  br i1 %more, label %body, label %exit
body:
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %neg = icmp slt i32 %v, 0
  br i1 %neg, label %then, label %latch
then:
  %sub = sub i32 %s, %v
  br label %latch
latch:
  %s.next = phi i32 [ %sub, %then ], [ %s, %body ]
  %i.next = add nuw nsw i64 %i, 1
  br label %head
exit:
  ret i32 %s
}

; d[k] = (k * 2654435761) >> (k & 7), signed and varied, in each array.
define void @fill() {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %k32 = trunc i64 %k to i32
  %m = mul i32 %k32, -1640531535
  %sh = and i32 %k32, 7
  %v = ashr i32 %m, %sh
  %p32 = getelementptr [40 x i32], [40 x i32]* @d32, i64 0, i64 %k
  store i32 %v, i32* %p32, align 4
  %v8 = trunc i32 %v to i8
  %p8 = getelementptr [40 x i8], [40 x i8]* @d8, i64 0, i64 %k
  store i8 %v8, i8* %p8, align 1
  %v64 = sext i32 %v to i64
  %p64 = getelementptr [40 x i64], [40 x i64]* @d64, i64 0, i64 %k
  store i64 %v64, i64* %p64, align 8
  %k.next = add i64 %k, 1
  %c = icmp ult i64 %k.next, 40
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; Every trip count n = 1 .. 40: each reduction's result.
define i32 @main() {
entry:
  call void @fill()
  %a32 = getelementptr [40 x i32], [40 x i32]* @d32, i64 0, i64 0
  %a8 = getelementptr [40 x i8], [40 x i8]* @d8, i64 0, i64 0
  %a64 = getelementptr [40 x i64], [40 x i64]* @d64, i64 0, i64 0
  %f = getelementptr [34 x i8], [34 x i8]* @fmt, i64 0, i64 0
  br label %loop
loop:
  %n = phi i64 [ 1, %entry ], [ %n.next, %loop ]
  %r1 = call i32 @r_add(i32* %a32, i32 7, i64 %n)
  %r2 = call i32 @r_sub(i32* %a32, i32 -5, i64 %n)
  %r3 = call i32 @r_mul(i32* %a32, i32 0, i64 %n)
  %r4 = call i32 @r_and(i32* %a32, i32 -1, i64 %n)
  %r5 = call i64 @r_or(i64* %a64, i64 %n)
  %r6 = call i8 @r_xor(i8* %a8, i8 90, i64 %n)
  %r6x = sext i8 %r6 to i32
  %r7 = call i32 @r_cond_phi(i32* %a32, i32 11, i64 %n)
  %r8 = call i32 @r_cond_select_swapped(i32* %a32, i32 1, i64 %n)
  %r9 = call i32 @r_cond_sub(i32* %a32, i32 100, i64 %n)
  %n32 = trunc i64 %n to i32
  call i32 (i8*, ...) @printf(i8* %f, i32 %n32, i32 %r1, i32 %r2, i32 %r3, i32 %r4, i64 %r5, i32 %r6x, i32 %r7, i32 %r8, i32 %r9)
  %n.next = add i64 %n, 1
  %c = icmp ule i64 %n.next, 40
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret i32 0
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}
