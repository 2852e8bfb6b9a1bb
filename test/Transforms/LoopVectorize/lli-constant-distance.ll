; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-vectorize %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=4 %s -o %t.ic4.ll
; RUN: lli %t.ic4.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=8 %s -o %t.w8.ll
; RUN: lli %t.w8.ll | diff %t.expected -

; Differential for accesses to one array a constant number of iterations apart (see
; constant-distance.ll): a load running ahead of the store (any width), a store reaching the load
; four iterations on (at most four at a time, whatever is forced), two stores eight apart, counting
; up and down, for trip counts 0 to 40.
; CHECK-LABEL: @ahead(
; CHECK:       vector.body:
; CHECK-LABEL: @four_behind(
; CHECK:       vector.body:
; CHECK-LABEL: @stores_eight(
; CHECK:       vector.body:
; CHECK-LABEL: @down_ahead(
; CHECK:       vector.body:

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = global [128 x i32] zeroinitializer
@fmt = private unnamed_addr constant [17 x i8] c"%d %d: %u %u %u\0A\00"

declare i32 @printf(i8*, ...)

; for (i = 0; i < n; i++) a[i] = a[i + 1] * 2 + i
define void @ahead(i32* %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %p1 = getelementptr inbounds i32, i32* %a, i64 %i.next
  %v = load i32, i32* %p1, align 4
  %m = shl i32 %v, 1
  %t = trunc i64 %i to i32
  %x = add i32 %m, %t
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %x, i32* %p, align 4
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; for (i = 0; i < n; i++) a[i + 4] = a[i] * 3 + 1
define void @four_behind(i32* %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %m = mul i32 %v, 3
  %x = add i32 %m, 1
  %i4 = add nuw nsw i64 %i, 4
  %p4 = getelementptr inbounds i32, i32* %a, i64 %i4
  store i32 %x, i32* %p4, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; for (i = 0; i < n; i++) { a[i] = i; a[i + 8] = a[i + 8] ^ 5 }
define void @stores_eight(i32* %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %t = trunc i64 %i to i32
  store i32 %t, i32* %p, align 4
  %i8 = add nuw nsw i64 %i, 8
  %p8 = getelementptr inbounds i32, i32* %a, i64 %i8
  %v = load i32, i32* %p8, align 4
  %x = xor i32 %v, 5
  store i32 %x, i32* %p8, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; for (i = n - 1; i >= 0; i--) a[i + 2] = a[i] + 7 (counting down: the load runs ahead)
define void @down_ahead(i32* %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ %n, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  %p = getelementptr inbounds i32, i32* %a, i64 %i.next
  %v = load i32, i32* %p, align 4
  %x = add i32 %v, 7
  %i2 = add nsw i64 %i.next, 2
  %p2 = getelementptr inbounds i32, i32* %a, i64 %i2
  store i32 %x, i32* %p2, align 4
  %c = icmp sgt i64 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; buf[k] = k * 2654435761 + 12345 for all 128 words
define void @reset() {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %p = getelementptr [128 x i32], [128 x i32]* @buf, i64 0, i64 %k
  %t = trunc i64 %k to i32
  %m = mul i32 %t, -1640531535
  %v = add i32 %m, 12345
  store volatile i32 %v, i32* %p, align 4
  %k.next = add i64 %k, 1
  %c = icmp ult i64 %k.next, 128
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; FNV-1a over the 128 words (volatile loads: kept scalar)
define i32 @hash() {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %h = phi i32 [ -2128831035, %entry ], [ %h.next, %loop ]
  %p = getelementptr [128 x i32], [128 x i32]* @buf, i64 0, i64 %k
  %v = load volatile i32, i32* %p, align 4
  %x = xor i32 %h, %v
  %h.next = mul i32 %x, 16777619
  %k.next = add i64 %k, 1
  %c = icmp ult i64 %k.next, 128
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %h.next
}

define i32 @main() {
entry:
  %base = getelementptr [128 x i32], [128 x i32]* @buf, i64 0, i64 16
  %f = getelementptr [17 x i8], [17 x i8]* @fmt, i64 0, i64 0
  br label %loop
loop:
  %n = phi i64 [ 0, %entry ], [ %n.next, %loop ]
  call void @reset()
  call void @ahead(i32* %base, i64 %n)
  %h1 = call i32 @hash()
  call void @reset()
  call void @four_behind(i32* %base, i64 %n)
  %h2 = call i32 @hash()
  call void @reset()
  call void @stores_eight(i32* %base, i64 %n)
  call void @down_ahead(i32* %base, i64 %n)
  %h3 = call i32 @hash()
  %n32 = trunc i64 %n to i32
  call i32 (i8*, ...) @printf(i8* %f, i32 %n32, i32 0, i32 %h1, i32 %h2, i32 %h3)
  %n.next = add i64 %n, 1
  %c = icmp ule i64 %n.next, 40
  br i1 %c, label %loop, label %exit
exit:
  ret i32 0
}
