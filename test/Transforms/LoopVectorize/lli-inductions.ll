; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-vectorize %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=2 -force-vector-interleave=2 %s -o %t.2.ll
; RUN: lli %t.2.ll | diff %t.expected -

; Differential for inductions used as data: constant and argument starts and steps (negative
; too), several inductions in one loop, a truncated 64-bit counter, a sign-extended 32-bit one
; and pointer inductions; for trip counts 1 to 24 (a and b are 32 elements apart, so i_pointers'
; accesses never overlap) the arrays written and the values after the
; loop (from the scalar remainder, resumed where the vector loop stopped) must be the scalar
; loop's. The cost model leaves the 64-bit loops scalar on SSE2 (a vector multiply of 64-bit
; lanes is several instructions); a second run forces width 2 and two parts on every loop.
; CHECK-LABEL: @i_start_step(
; CHECK:         %vec.ind = phi <4 x i32>
; CHECK-LABEL: @i_arg_start_step(
; CHECK:         %ind.steps = mul <4 x i32>
; CHECK-LABEL: @i_several(
; CHECK-NOT:     vector.body
; CHECK-LABEL: @i_trunc(
; CHECK-NOT:     vector.body
; CHECK-LABEL: @i_sext(
; CHECK:         vector.body:
; CHECK-LABEL: @i_pointers(
; CHECK:         vector.body:
; CHECK-LABEL: @main(
; CHECK-NOT:     vector.body

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = global [64 x i32] zeroinitializer
@wide = global [64 x i64] zeroinitializer
@fmt = private unnamed_addr constant [31 x i8] c"%d: %u %u %u %u %u %u %d %lld\0A\00"

declare i32 @printf(i8*, ...)

; t = 5; for (...) { a[i] = t; t -= 3; } return t
define i32 @i_start_step(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %t = phi i32 [ 5, %entry ], [ %t.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %t, i32* %p, align 4
  %t.next = add i32 %t, -3
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %t.next
}

; t = s; for (...) { a[i] = t * 2; t += k; }
define void @i_arg_start_step(i32* noalias %a, i32 %s, i32 %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %t = phi i32 [ %s, %entry ], [ %t.next, %loop ]
  %x = shl i32 %t, 1
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %x, i32* %p, align 4
  %t.next = add i32 %t, %k
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; for (i = 0, j = 7, k = n; i < n; i++, j += 2, k--) a[i] = j * k; returns j + k after.
define i64 @i_several(i64* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i64 [ 7, %entry ], [ %j.next, %loop ]
  %k = phi i64 [ %n, %entry ], [ %k.next, %loop ]
  %x = mul i64 %j, %k
  %p = getelementptr inbounds i64, i64* %a, i64 %i
  store i64 %x, i64* %p, align 8
  %j.next = add nsw i64 %j, 2
  %k.next = add nsw i64 %k, -1
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = add i64 %j.next, %k.next
  ret i64 %r
}

; for (long i = 0; i < n; i++) a[i] = (int)(i * 1000000007)
define void @i_trunc(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %m = mul i64 %i, 1000000007
  %t = trunc i64 %m to i32
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %t, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; for (int i = 0; i < n; i++) a[i] = i ^ 0x5a, a 32-bit counter sign-extended
define void @i_sext(i32* noalias %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %ix = sext i32 %i to i64
  %x = xor i32 %i, 90
  %p = getelementptr inbounds i32, i32* %a, i64 %ix
  store i32 %x, i32* %p, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; p = a, q = b walked together: *p = *q + 1; returns the last p's offset from a.
define i64 @i_pointers(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = phi i32* [ %a, %entry ], [ %p.next, %loop ]
  %q = phi i32* [ %b, %entry ], [ %q.next, %loop ]
  %v = load i32, i32* %q, align 4
  %x = add i32 %v, 1
  store i32 %x, i32* %p, align 4
  %p.next = getelementptr inbounds i32, i32* %p, i64 1
  %q.next = getelementptr inbounds i32, i32* %q, i64 1
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %pi = ptrtoint i32* %p.next to i64
  %ai = ptrtoint i32* %a to i64
  %off = sub i64 %pi, %ai
  ret i64 %off
}

; buf[k] = k and wide[k] = 0 (kept scalar by its loop ID).
define void @clear() {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %p = getelementptr [64 x i32], [64 x i32]* @buf, i64 0, i64 %k
  %k32 = trunc i64 %k to i32
  store i32 %k32, i32* %p, align 4
  %q = getelementptr [64 x i64], [64 x i64]* @wide, i64 0, i64 %k
  store i64 0, i64* %q, align 8
  %k.next = add i64 %k, 1
  %c = icmp ult i64 %k.next, 64
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; FNV-1a over n bytes at p.
define i32 @hash(i8* %p, i64 %n) {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %h = phi i32 [ -2128831035, %entry ], [ %h.next, %loop ]
  %q = getelementptr i8, i8* %p, i64 %k
  %v = load i8, i8* %q, align 1
  %v32 = zext i8 %v to i32
  %x = xor i32 %h, %v32
  %h.next = mul i32 %x, 16777619
  %k.next = add i64 %k, 1
  %c = icmp ult i64 %k.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret i32 %h.next
}

; Every trip count n = 1 .. 24: each kernel, then a hash of what it wrote and what it returned.
define i32 @main() {
entry:
  %a = getelementptr [64 x i32], [64 x i32]* @buf, i64 0, i64 0
  %w = getelementptr [64 x i64], [64 x i64]* @wide, i64 0, i64 0
  %ab = bitcast i32* %a to i8*
  %wb = bitcast i64* %w to i8*
  %f = getelementptr [31 x i8], [31 x i8]* @fmt, i64 0, i64 0
  br label %loop
loop:
  %n = phi i64 [ 1, %entry ], [ %n.next, %loop ]
  %n32 = trunc i64 %n to i32
  call void @clear()
  %t = call i32 @i_start_step(i32* %a, i64 %n)
  %h1 = call i32 @hash(i8* %ab, i64 256)
  call void @i_arg_start_step(i32* %a, i32 -40, i32 %n32, i64 %n)
  %h2 = call i32 @hash(i8* %ab, i64 256)
  %jk = call i64 @i_several(i64* %w, i64 %n)
  %h3 = call i32 @hash(i8* %wb, i64 512)
  call void @i_trunc(i32* %a, i64 %n)
  %h4 = call i32 @hash(i8* %ab, i64 256)
  call void @i_sext(i32* %a, i32 %n32)
  %h5 = call i32 @hash(i8* %ab, i64 256)
  call void @clear()
  %b = getelementptr [64 x i32], [64 x i32]* @buf, i64 0, i64 32
  %off = call i64 @i_pointers(i32* %a, i32* %b, i64 %n)
  %h6 = call i32 @hash(i8* %ab, i64 256)
  %off32 = trunc i64 %off to i32
  call i32 (i8*, ...) @printf(i8* %f, i32 %n32, i32 %h1, i32 %h2, i32 %h3, i32 %h4, i32 %h5, i32 %h6, i32 %t, i64 %jk)
  %n.next = add i64 %n, 1
  %c = icmp ule i64 %n.next, 24
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret i32 0
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}
