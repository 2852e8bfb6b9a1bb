; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-vectorize %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=2 -force-vector-interleave=2 %s -o %t.2.ll
; RUN: lli %t.2.ll | diff %t.expected -

; Differential for runtime overlap checks: accesses to one array at a distance known only at
; run time (k from -20 to 20), two loads and a store on three arrays placed at offsets -20 to 20
; of each other, and a uniform load from an address inside, next to or outside the stored range,
; for trip counts 1 to 20. The first two are checked on their distances (diff.check), the third
; on its range: where a vector iteration would break the scalar loop's order the check must send
; the loop to the scalar code; elsewhere, overlapping arrays included, the vector loop must
; compute what the scalar one does.
; CHECK-LABEL: @c_distance(
; CHECK:         br i1 %vec.ok, label %vector.ph, label %scalar.ph
; CHECK-LABEL: @c_three(
; CHECK:         %vec.ok = and i1 %diff.check, %diff.check1
; CHECK:         br i1 %vec.ok{{[0-9]+}}, label %vector.ph, label %scalar.ph
; CHECK-LABEL: @c_uniform(
; CHECK:         %found.conflict.not = or i1 %bound0, %bound1
; CHECK:         br i1 %vec.ok, label %vector.ph, label %scalar.ph
; CHECK-LABEL: @main(
; CHECK-NOT:     vector.body

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = global [128 x i32] zeroinitializer
@fmt = private unnamed_addr constant [17 x i8] c"%d %d %d: %u %u\0A\00"

declare i32 @printf(i8*, ...)

; for (i = 0; i < n; i++) a[i] = a[i + k] * 3 + i
define void @c_distance(i32* %a, i64 %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = add nsw i64 %i, %k
  %pb = getelementptr inbounds i32, i32* %a, i64 %j
  %v = load i32, i32* %pb, align 4
  %m = mul i32 %v, 3
  %t = trunc i64 %i to i32
  %x = add i32 %m, %t
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %x, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; for (i = 0; i < n; i++) a[i] = b[i] - c[i]
define void @c_three(i32* %a, i32* %b, i32* %c, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %pc = getelementptr inbounds i32, i32* %c, i64 %i
  %w = load i32, i32* %pc, align 4
  %x = sub i32 %v, %w
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %x, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ult i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  ret void
}

; for (i = 0; i < n; i++) a[i] = *q ^ i
define void @c_uniform(i32* %a, i32* %q, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %q, align 4
  %t = trunc i64 %i to i32
  %x = xor i32 %v, %t
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %x, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; buf[k] = k * 2654435761 for all 128 words (kept scalar by its loop ID).
define void @reset() {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %p = getelementptr [128 x i32], [128 x i32]* @buf, i64 0, i64 %k
  %t = trunc i64 %k to i32
  %v = mul i32 %t, -1640531535
  store i32 %v, i32* %p, align 4
  %k.next = add i64 %k, 1
  %c = icmp ult i64 %k.next, 128
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; FNV-1a over the 128 words.
define i32 @hash() {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %h = phi i32 [ -2128831035, %entry ], [ %h.next, %loop ]
  %p = getelementptr [128 x i32], [128 x i32]* @buf, i64 0, i64 %k
  %v = load i32, i32* %p, align 4
  %x = xor i32 %h, %v
  %h.next = mul i32 %x, 16777619
  %k.next = add i64 %k, 1
  %c = icmp ult i64 %k.next, 128
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret i32 %h.next
}

; Every d = -6 .. 6 and n = 1 .. 20, each kernel on freshly filled memory.
define i32 @main() {
entry:
  %base = getelementptr [128 x i32], [128 x i32]* @buf, i64 0, i64 40
  %f = getelementptr [17 x i8], [17 x i8]* @fmt, i64 0, i64 0
  br label %outer
outer:
  ; d = -20 .. 20: the distance k of c_distance, the offset of b (d) and c (-d) from a in
  ; c_three, and of q from the stored range's start (and its end, n + d) in c_uniform.
  %d = phi i64 [ -20, %entry ], [ %d.next, %outer.latch ]
  br label %inner
inner:
  %n = phi i64 [ 1, %outer ], [ %n.next, %inner ]
  call void @reset()
  call void @c_distance(i32* %base, i64 %d, i64 %n)
  %h1 = call i32 @hash()
  call void @reset()
  %pb = getelementptr i32, i32* %base, i64 %d
  %nd = sub i64 0, %d
  %pc = getelementptr i32, i32* %base, i64 %nd
  call void @c_three(i32* %base, i32* %pb, i32* %pc, i64 %n)
  %h2 = call i32 @hash()
  %odd = and i64 %d, 1
  %end = add i64 %n, %d
  %qi = icmp eq i64 %odd, 0
  %qoff = select i1 %qi, i64 %d, i64 %end
  %q = getelementptr i32, i32* %base, i64 %qoff
  call void @c_uniform(i32* %base, i32* %q, i64 %n)
  %h3 = call i32 @hash()
  %hx = xor i32 %h2, %h3
  %d32 = trunc i64 %d to i32
  %n32 = trunc i64 %n to i32
  %q32 = trunc i64 %qoff to i32
  call i32 (i8*, ...) @printf(i8* %f, i32 %d32, i32 %n32, i32 %q32, i32 %h1, i32 %hx)
  %n.next = add i64 %n, 1
  %c = icmp ule i64 %n.next, 20
  br i1 %c, label %inner, label %outer.latch, !llvm.loop !0
outer.latch:
  %d.next = add i64 %d, 1
  %c2 = icmp sle i64 %d.next, 20
  br i1 %c2, label %outer, label %exit, !llvm.loop !0
exit:
  ret i32 0
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}
