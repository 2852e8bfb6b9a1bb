; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=8 -force-vector-interleave=1 %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: lli %t.ll | diff %t.expected -

; A load of a strided place, a store to it, and a second load of it in one iteration (found by
; scripts/overlap-difftest): the second load reads what the store wrote. The two loads may not
; share one interleaved group, whose wide load runs where the first one is, before the store; the
; accesses are scalarized instead. (The group took the second load as its first one's member and
; multiplied by the value from before the store.)
; CHECK-LABEL: @k1(
; CHECK:       vector.body:
; CHECK-NOT:     %strided.vec
; CHECK:       middle.block:

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
@buf = global [4096 x i8] zeroinitializer, align 64
@fmt = private unnamed_addr constant [7 x i8] c"%d %d\0A\00"
declare i32 @printf(i8*, ...)
define void @k1(i64* %a0, i8* %a1, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %ph, label %exit
ph:
  br label %loop
loop:
  %i = phi i64 [ 0, %ph ], [ %i.next, %latch ]
  %x1 = shl nsw i64 %i, 3
  %p2 = getelementptr inbounds i8, i8* %a1, i64 %x1
  %l3 = load i8, i8* %p2, align 1
  %v4 = trunc i64 %i to i8
  %v5 = xor i8 %l3, %v4
  %x6 = shl nsw i64 %i, 3
  %p7 = getelementptr inbounds i8, i8* %a1, i64 %x6
  store i8 %v5, i8* %p7, align 1
  %x8 = add nsw i64 %i, 1
  %p9 = getelementptr inbounds i64, i64* %a0, i64 %x8
  %l10 = load i64, i64* %p9, align 8
  %x11 = mul nsw i64 %i, 8
  %p12 = getelementptr inbounds i8, i8* %a1, i64 %x11
  %l13 = load i8, i8* %p12, align 1
  %c14 = trunc i64 %l10 to i8
  %v15 = mul i8 %c14, %l13
  %cc17 = and i8 %l3, 3
  %cc16 = icmp eq i8 %cc17, 0
  %v18 = trunc i64 %i to i8
  %s19 = select i1 %cc16, i8 %v15, i8 %v18
  %x20 = shl nsw i64 %i, 3
  %p21 = getelementptr inbounds i8, i8* %a1, i64 %x20
  store i8 %s19, i8* %p21, align 1
  br label %latch
latch:
  %i.next = add nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define i32 @main() {
entry:
  call void @reset(i64 -1)
  br label %go
go:
  %g0 = getelementptr inbounds [4096 x i8], [4096 x i8]* @buf, i64 0, i64 1584
  %p0 = bitcast i8* %g0 to i64*
  %g1 = getelementptr inbounds [4096 x i8], [4096 x i8]* @buf, i64 0, i64 1522
  call void @k1(i64* %p0, i8* %g1, i64 9)
  br label %dump
dump:
  %j = phi i64 [ 1500, %go ], [ %j.next, %dump ]
  %q = getelementptr [4096 x i8], [4096 x i8]* @buf, i64 0, i64 %j
  %w = load volatile i8, i8* %q
  %w32 = zext i8 %w to i32
  %fmt0 = getelementptr [7 x i8], [7 x i8]* @fmt, i64 0, i64 0
  %j32 = trunc i64 %j to i32
  call i32 (i8*, ...) @printf(i8* %fmt0, i32 %j32, i32 %w32)
  %j.next = add i64 %j, 1
  %c2 = icmp ult i64 %j.next, 1700
  br i1 %c2, label %dump, label %out
out:
  ret i32 0
}
define void @reset(i64 %mask) {
entry:
  %b = bitcast [4096 x i8]* @buf to i64*
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %k.next = add i64 %k, 1
  %v = mul i64 %k.next, -7046029254386353131
  %w = and i64 %v, %mask
  %p = getelementptr i64, i64* %b, i64 %k
  store volatile i64 %w, i64* %p, align 8
  %c = icmp ult i64 %k.next, 512
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
