; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=2 %s -o %t.2.ll
; RUN: FileCheck %s --check-prefix=W2 < %t.2.ll
; RUN: lli %t.2.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=8 %s -o %t.8.ll
; RUN: FileCheck %s --check-prefix=W8 < %t.8.ll
; RUN: lli %t.8.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=16 %s -o %t.16.ll
; RUN: FileCheck %s --check-prefix=W16 < %t.16.ll
; RUN: lli %t.16.ll | diff %t.expected -

; Differential at forced widths 2, 8 and 16 (vectors of one, two and four SSE registers): a
; copy with a runtime overlap check, a reduction, a conditional reduction with a cold uniform
; load and an induction used as data must print what the scalar kernels print, for trip counts
; 1 to 40 and a destination 0 to 3 elements after the source.
; W2-LABEL:  @f_copy(
; W2:          load <2 x i32>
; W2-LABEL:  @f_sum(
; W2:          @llvm.vector.reduce.add.v2i32
; W2-LABEL:  @f_cond(
; W2:          @llvm.vector.reduce.or.v2i1
; W2-LABEL:  @f_iota(
; W2:          %vec.ind = phi <2 x i32>
; W8-LABEL:  @f_copy(
; W8:          load <8 x i32>
; W8-LABEL:  @f_sum(
; W8:          @llvm.vector.reduce.add.v8i32
; W8-LABEL:  @f_cond(
; W8:          @llvm.vector.reduce.or.v8i1
; W8-LABEL:  @f_iota(
; W8:          %vec.ind = phi <8 x i32>
; W16-LABEL: @f_copy(
; W16:         load <16 x i32>
; W16-LABEL: @f_sum(
; W16:         @llvm.vector.reduce.add.v16i32
; W16-LABEL: @f_cond(
; W16:         @llvm.vector.reduce.or.v16i1
; W16-LABEL: @f_iota(
; W16:         %vec.ind = phi <16 x i32>

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = global [96 x i32] zeroinitializer
@dflt = global i32 -77
@fmt = private unnamed_addr constant [20 x i8] c"%d %d: %u %d %d %u\0A\00"

declare i32 @printf(i8*, ...)

; for (i = 0; i < n; i++) a[i] = b[i] + 1, a and b may overlap
define void @f_copy(i32* %a, i32* %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %x = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %x, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; s = init; s += a[i]
define i32 @f_sum(i32* noalias %a, i32 %init, i64 %n) {
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

; s += (a[i] & 7) == 3 ? *d : a[i] >> 4
define i32 @f_cond(i32* noalias %a, i32* noalias %d, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %join ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %low = and i32 %v, 7
  %hit = icmp eq i32 %low, 3
  br i1 %hit, label %cold, label %hot
cold:
  %e = load i32, i32* %d, align 4
  br label %join
hot:
  %h = ashr i32 %v, 4
  br label %join
join:
  %x = phi i32 [ %e, %cold ], [ %h, %hot ]
  %s.next = add i32 %s, %x
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; a[i] = t, t = {11,+,-5}; returns t after the loop
define i32 @f_iota(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %t = phi i32 [ 11, %entry ], [ %t.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %t, i32* %p, align 4
  %t.next = add i32 %t, -5
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %t.next
}

; buf[k] = k * 2654435761 for all 96 words (kept scalar by its loop ID).
define void @reset() {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %p = getelementptr [96 x i32], [96 x i32]* @buf, i64 0, i64 %k
  %t = trunc i64 %k to i32
  %v = mul i32 %t, -1640531535
  store i32 %v, i32* %p, align 4
  %k.next = add i64 %k, 1
  %c = icmp ult i64 %k.next, 96
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; FNV-1a over the 96 words.
define i32 @hash() {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %h = phi i32 [ -2128831035, %entry ], [ %h.next, %loop ]
  %p = getelementptr [96 x i32], [96 x i32]* @buf, i64 0, i64 %k
  %v = load i32, i32* %p, align 4
  %x = xor i32 %h, %v
  %h.next = mul i32 %x, 16777619
  %k.next = add i64 %k, 1
  %c = icmp ult i64 %k.next, 96
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret i32 %h.next
}

; Every destination offset d = 0 .. 3 and trip count n = 1 .. 40; prints the hashes and results.
define i32 @main() {
entry:
  %src = getelementptr [96 x i32], [96 x i32]* @buf, i64 0, i64 8
  %f = getelementptr [20 x i8], [20 x i8]* @fmt, i64 0, i64 0
  br label %outer
outer:
  %d = phi i64 [ 0, %entry ], [ %d.next, %outer.latch ]
  br label %inner
inner:
  %n = phi i64 [ 1, %outer ], [ %n.next, %inner ]
  call void @reset()
  %dst = getelementptr i32, i32* %src, i64 %d
  call void @f_copy(i32* %dst, i32* %src, i64 %n)
  %h = call i32 @hash()
  %s = call i32 @f_sum(i32* %src, i32 5, i64 %n)
  %cs = call i32 @f_cond(i32* %src, i32* @dflt, i64 %n)
  %far = getelementptr i32, i32* %src, i64 48
  %t = call i32 @f_iota(i32* %far, i64 %n)
  %h2 = call i32 @hash()
  %x = xor i32 %h2, %t
  %d32 = trunc i64 %d to i32
  %n32 = trunc i64 %n to i32
  call i32 (i8*, ...) @printf(i8* %f, i32 %d32, i32 %n32, i32 %h, i32 %s, i32 %cs, i32 %x)
  %n.next = add i64 %n, 1
  %c = icmp ule i64 %n.next, 40
  br i1 %c, label %inner, label %outer.latch, !llvm.loop !0
outer.latch:
  %d.next = add i64 %d, 1
  %c2 = icmp ult i64 %d.next, 4
  br i1 %c2, label %outer, label %exit, !llvm.loop !0
exit:
  ret i32 0
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}
