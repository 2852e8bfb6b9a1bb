; RUN: lli %s > %t.expected
; RUN: FileCheck %s --check-prefix=OUT < %t.expected
; RUN: hoist -S -passes=lower-expect,licm,loop-sink %s -o %t.sink.ll
; RUN: FileCheck %s < %t.sink.ll
; RUN: lli %t.sink.ll | diff %t.expected -
; RUN: hoist -S %s -o %t.default.ll
; RUN: FileCheck %s < %t.default.ll
; RUN: lli %t.default.ll | diff %t.expected -

; Differential: work LICM hoisted and loop-sink put back into expected-rare blocks (a branch and a
; switch marked with __builtin_expect) must compute what it computed, whether the rare blocks run
; once, on every seventh or on every iteration (the data decide; the expectation is a hint), for
; 1, 2 and 7 rows; with the three passes and with the default pipeline.

; CHECK-LABEL: @cold(
; CHECK:       cold:
; CHECK-NEXT:    %h1 = mul i32 %r, -1640531535
; CHECK-LABEL: @switch_cold(
; CHECK:       cold:
; CHECK-NEXT:    %h1 = mul i32 %r, -1640531535

; OUT:      rows=1 mod=1000: 1060385162 1492709514
; OUT:      rows=7 mod=1: 1351245184 615645983
; OUT-NEXT: rows=7 mod=1000: 49905980 482230332

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = internal global [112 x i32] zeroinitializer, align 16
@out = internal global [7 x i32] zeroinitializer, align 16
@fmt = private constant [23 x i8] c"rows=%d mod=%d: %u %u\0A\00", align 1

declare i32 @printf(i8*, ...)

define void @cold(i32* %out, i32* %a, i32 %rows, i32 %x) {
entry:
  br label %row

row:
  %r = phi i32 [ 0, %entry ], [ %r.next, %row.latch ]
  %base = mul i32 %r, 16
  br label %loop

loop:
  %c = phi i32 [ 0, %row ], [ %c.next, %latch ]
  %s = phi i32 [ 0, %row ], [ %s.next, %latch ]
  %idx = add i32 %base, %c
  %p = getelementptr inbounds i32, i32* %a, i32 %idx
  %v = load i32, i32* %p, align 4
  %m = and i32 %v, 1023
  %t = icmp eq i32 %m, 0
  %z = zext i1 %t to i64
  %e = call i64 @llvm.expect.i64(i64 %z, i64 0)
  %ne = icmp ne i64 %e, 0
  br i1 %ne, label %cold, label %hot

cold:
  %h1 = mul i32 %r, -1640531535
  %h2 = xor i32 %h1, %x
  %vo = or i32 %v, 1
  %u = udiv i32 %h2, %vo
  br label %latch

hot:
  %w = lshr i32 %v, 4
  br label %latch

latch:
  %add = phi i32 [ %u, %cold ], [ %w, %hot ]
  %s.next = add i32 %s, %add
  %c.next = add nuw nsw i32 %c, 1
  %cdone = icmp eq i32 %c.next, 16
  br i1 %cdone, label %row.latch, label %loop

row.latch:
  %op = getelementptr inbounds i32, i32* %out, i32 %r
  store i32 %s.next, i32* %op, align 4
  %r.next = add nuw nsw i32 %r, 1
  %rdone = icmp eq i32 %r.next, %rows
  br i1 %rdone, label %exit, label %row

exit:
  ret void
}

define void @switch_cold(i32* %out, i32* %a, i32 %rows, i32 %x) {
entry:
  br label %row

row:
  %r = phi i32 [ 0, %entry ], [ %r.next, %row.latch ]
  %base = mul i32 %r, 16
  br label %loop

loop:
  %c = phi i32 [ 0, %row ], [ %c.next, %latch ]
  %s = phi i32 [ 0, %row ], [ %s.next, %latch ]
  %idx = add i32 %base, %c
  %p = getelementptr inbounds i32, i32* %a, i32 %idx
  %v = load i32, i32* %p, align 4
  %m = and i32 %v, 3
  %z = zext i32 %m to i64
  %e = call i64 @llvm.expect.i64(i64 %z, i64 0)
  switch i64 %e, label %hot [
    i64 0, label %hot
    i64 1, label %cold
  ]

cold:
  %h1 = mul i32 %r, -1640531535
  %h2 = xor i32 %h1, %x
  %vo = or i32 %v, 1
  %u = udiv i32 %h2, %vo
  br label %latch

hot:
  %w = lshr i32 %v, 4
  br label %latch

latch:
  %add = phi i32 [ %u, %cold ], [ %w, %hot ]
  %s.next = add i32 %s, %add
  %c.next = add nuw nsw i32 %c, 1
  %cdone = icmp eq i32 %c.next, 16
  br i1 %cdone, label %row.latch, label %loop

row.latch:
  %op = getelementptr inbounds i32, i32* %out, i32 %r
  store i32 %s.next, i32* %op, align 4
  %r.next = add nuw nsw i32 %r, 1
  %rdone = icmp eq i32 %r.next, %rows
  br i1 %rdone, label %exit, label %row

exit:
  ret void
}

; a[i] = hash(i) with every mod-th element a multiple of 1024 (the rare branch of @cold) and
; equal to 1 mod 4 (the rare case of @switch_cold)
define internal void @init(i32 %mod) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %m = mul i32 %i, -1640531535
  %h = lshr i32 %m, 8
  %k = urem i32 %i, %mod
  %rare = icmp eq i32 %k, 0
  %hr = and i32 %h, -1024
  %hr1 = or i32 %hr, 1
  %hr2 = add i32 %hr1, 4096
  %hx = and i32 %h, -4
  %hx1 = or i32 %hx, 2
  %v = select i1 %rare, i32 %hr2, i32 %hx1
  %p = getelementptr inbounds [112 x i32], [112 x i32]* @a, i32 0, i32 %i
  store i32 %v, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ne i32 %i.next, 112
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define internal i32 @digest() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %h = phi i32 [ 0, %entry ], [ %h.next, %loop ]
  %p = getelementptr inbounds [7 x i32], [7 x i32]* @out, i32 0, i32 %i
  %v = load i32, i32* %p, align 4
  store i32 0, i32* %p, align 4
  %h3 = mul i32 %h, 31
  %h.next = add i32 %h3, %v
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ne i32 %i.next, 7
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %h.next
}

define internal void @run(i32 %rows, i32 %mod) {
entry:
  call void @init(i32 %mod)
  %o = getelementptr inbounds [7 x i32], [7 x i32]* @out, i32 0, i32 0
  %pa = getelementptr inbounds [112 x i32], [112 x i32]* @a, i32 0, i32 0
  call void @cold(i32* %o, i32* %pa, i32 %rows, i32 12345)
  %d1 = call i32 @digest()
  call void @switch_cold(i32* %o, i32* %pa, i32 %rows, i32 777)
  %d2 = call i32 @digest()
  %fmt = getelementptr inbounds [23 x i8], [23 x i8]* @fmt, i32 0, i32 0
  call i32 (i8*, ...) @printf(i8* %fmt, i32 %rows, i32 %mod, i32 %d1, i32 %d2)
  ret void
}

define i32 @main() {
entry:
  call void @run(i32 1, i32 1000)
  call void @run(i32 2, i32 7)
  call void @run(i32 7, i32 7)
  call void @run(i32 7, i32 1)
  call void @run(i32 7, i32 1000)
  ret i32 0
}

declare i64 @llvm.expect.i64(i64, i64)
