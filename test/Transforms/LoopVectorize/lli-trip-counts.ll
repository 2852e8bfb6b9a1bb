; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-vectorize %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=2 -force-vector-interleave=2 %s -o %t.2.ll
; RUN: lli %t.2.ll | diff %t.expected -

; Differential: each kernel, vectorized at its width VF, must print what the scalar kernel
; prints for every trip count from 0 to 2 VF + 1: none (the guard skips both loops), 1, VF - 1
; and VF (the vector loop does not run: the remainder must run at least once), VF + 1 (one
; vector iteration and one scalar), and beyond.
; CHECK-LABEL: @k_i32(
; CHECK:         load <4 x i32>
; CHECK-LABEL: @k_i8(
; CHECK:         load <16 x i8>
; CHECK-LABEL: @k_i16(
; CHECK:         load <8 x i16>
; CHECK-LABEL: @k_double(
; CHECK:         load <2 x double>
; CHECK-LABEL: @k_i64_sum(
; CHECK-NOT:     vector.body
; CHECK-LABEL: @main(
; CHECK-NOT:     vector.body

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a32 = global [40 x i32] zeroinitializer
@b32 = global [40 x i32] zeroinitializer
@a8 = global [40 x i8] zeroinitializer
@a16 = global [40 x i16] zeroinitializer
@ad = global [40 x double] zeroinitializer
@a64 = global [40 x i64] zeroinitializer
@fmt = private unnamed_addr constant [22 x i8] c"%d: %u %u %u %u %lld\0A\00"

declare i32 @printf(i8*, ...)

; if (n > 0) for (i = 0; i < n; i++) a[i] = b[i] * 3 + i
define void @k_i32(i32* %a, i32* %b, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %ph, label %exit
ph:
  br label %loop
loop:
  %i = phi i32 [ 0, %ph ], [ %i.next, %loop ]
  %ix = zext i32 %i to i64
  %pb = getelementptr inbounds i32, i32* %b, i64 %ix
  %v = load i32, i32* %pb, align 4
  %m = mul i32 %v, 3
  %x = add i32 %m, %i
  %pa = getelementptr inbounds i32, i32* %a, i64 %ix
  store i32 %x, i32* %pa, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; if (n > 0) for (i = 0; i < n; i++) a[i] = a[i] * 5 + 1, bytes.
define void @k_i8(i8* noalias %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %ph, label %exit
ph:
  br label %loop
loop:
  %i = phi i64 [ 0, %ph ], [ %i.next, %loop ]
  %p = getelementptr inbounds i8, i8* %a, i64 %i
  %v = load i8, i8* %p, align 1
  %m = mul i8 %v, 5
  %x = add i8 %m, 1
  store i8 %x, i8* %p, align 1
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; if (n > 0) for (i = 0; i < n; i++) a[i] = (a[i] ^ 0x55) - i, shorts.
define void @k_i16(i16* noalias %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %ph, label %exit
ph:
  br label %loop
loop:
  %i = phi i64 [ 0, %ph ], [ %i.next, %loop ]
  %p = getelementptr inbounds i16, i16* %a, i64 %i
  %v = load i16, i16* %p, align 2
  %x = xor i16 %v, 85
  %t = trunc i64 %i to i16
  %y = sub i16 %x, %t
  store i16 %y, i16* %p, align 2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; if (n > 0) for (i = 0; i < n; i++) a[i] = a[i] * 0.5 + 1.25
define void @k_double(double* noalias %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %ph, label %exit
ph:
  br label %loop
loop:
  %i = phi i64 [ 0, %ph ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %p, align 8
  %m = fmul double %v, 5.000000e-01
  %x = fadd double %m, 1.250000e+00
  store double %x, double* %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; s = 0; for (i = 0; i < n; i++) s += a[i] * i; (no guard: the loop runs at least once)
define i64 @k_i64_sum(i64* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i64, i64* %a, i64 %i
  %v = load i64, i64* %p, align 8
  %m = mul i64 %v, %i
  %s.next = add i64 %s, %m
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %s.next
}

; Fills every array with k * 2654435761 >> (k & 7), then hashes the 32-bit words (FNV-1a).
define void @reset() {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %k32 = trunc i64 %k to i32
  %m = mul i32 %k32, -1640531535
  %sh = and i32 %k32, 7
  %v = lshr i32 %m, %sh
  %p32 = getelementptr [40 x i32], [40 x i32]* @a32, i64 0, i64 %k
  store i32 %v, i32* %p32, align 4
  %q32 = getelementptr [40 x i32], [40 x i32]* @b32, i64 0, i64 %k
  %w = xor i32 %v, 12345
  store i32 %w, i32* %q32, align 4
  %v8 = trunc i32 %v to i8
  %p8 = getelementptr [40 x i8], [40 x i8]* @a8, i64 0, i64 %k
  store i8 %v8, i8* %p8, align 1
  %v16 = trunc i32 %v to i16
  %p16 = getelementptr [40 x i16], [40 x i16]* @a16, i64 0, i64 %k
  store i16 %v16, i16* %p16, align 2
  %vd = uitofp i32 %v to double
  %pd = getelementptr [40 x double], [40 x double]* @ad, i64 0, i64 %k
  store double %vd, double* %pd, align 8
  %v64 = zext i32 %v to i64
  %p64 = getelementptr [40 x i64], [40 x i64]* @a64, i64 0, i64 %k
  store i64 %v64, i64* %p64, align 8
  %k.next = add i64 %k, 1
  %c = icmp ult i64 %k.next, 40
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

; Every trip count n = 0 .. 33, each kernel on freshly filled arrays.
define i32 @main() {
entry:
  %a32 = getelementptr [40 x i32], [40 x i32]* @a32, i64 0, i64 0
  %b32 = getelementptr [40 x i32], [40 x i32]* @b32, i64 0, i64 0
  %a8 = getelementptr [40 x i8], [40 x i8]* @a8, i64 0, i64 0
  %a16 = getelementptr [40 x i16], [40 x i16]* @a16, i64 0, i64 0
  %ad = getelementptr [40 x double], [40 x double]* @ad, i64 0, i64 0
  %a64 = getelementptr [40 x i64], [40 x i64]* @a64, i64 0, i64 0
  %b8 = bitcast i32* %a32 to i8*
  %b16 = bitcast i16* %a16 to i8*
  %f = getelementptr [22 x i8], [22 x i8]* @fmt, i64 0, i64 0
  br label %loop
loop:
  ; n = 0 .. 33: at least 2 VF + 1 for every width but the bytes' (16), which also gets 0 .. 33.
  %n = phi i32 [ 0, %entry ], [ %n.next, %loop ]
  call void @reset()
  %n64 = zext i32 %n to i64
  call void @k_i32(i32* %a32, i32* %b32, i32 %n)
  %h1 = call i32 @hash(i8* %b8, i64 160)
  call void @k_i8(i8* %a8, i64 %n64)
  %h2 = call i32 @hash(i8* %a8, i64 40)
  call void @k_i16(i16* %a16, i64 %n64)
  %h3 = call i32 @hash(i8* %b16, i64 80)
  call void @k_double(double* %ad, i64 %n64)
  %bd = bitcast double* %ad to i8*
  %h4 = call i32 @hash(i8* %bd, i64 320)
  %n1 = add i64 %n64, 1
  %s = call i64 @k_i64_sum(i64* %a64, i64 %n1)
  call i32 (i8*, ...) @printf(i8* %f, i32 %n, i32 %h1, i32 %h2, i32 %h3, i32 %h4, i64 %s)
  %n.next = add i32 %n, 1
  %c = icmp slt i32 %n.next, 34
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret i32 0
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}
