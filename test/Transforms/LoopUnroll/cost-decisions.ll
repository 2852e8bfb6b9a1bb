; RUN: hoist -disable-output -passes=loop-unroll -pass-remarks=loop-unroll -pass-remarks-missed=loop-unroll \
; RUN:   -pass-remarks-analysis=loop-unroll < %s 2>&1 | FileCheck %s
; RUN: hoist -S -passes=loop-unroll < %s | FileCheck %s --check-prefix=IR

; The cost model's decisions, each with its remark: the UnrollCost analysis remark gives the
; estimate by both heuristics (micro-ops per iteration before and after, what simplification
; saves and finds, what fewer loop tests save, the unrolled size), the missed remark the reason
; a loop is left as it is.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @work(i32)
declare i32 @pure(i32) readnone nounwind willreturn
declare void @conv() convergent nounwind
declare void @nodup() noduplicate nounwind

; A loop around an opaque call: unrolling simplifies nothing, and calls dominate it.
; CHECK: remark: <unknown>:0:0: loop not unrolled: the loop calls functions and unrolling it simplifies too little
define void @calls(i32* %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %r = call i32 @work(i32 %i)
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  store i32 %r, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; for (i = 0; i < n; i++) { if (pure(i / 2)) break; a[i]++; }: two copies call pure with the
; same value, so the second call and its test fold away (heuristic 1 pays for the calls).
; CHECK: remark: <unknown>:0:0: unrolling by {{[0-9]+}}: {{.*}}uniform{{.*}}
; CHECK: remark: <unknown>:0:0: unrolled loop by a factor of {{[0-9]+}} with run-time trip count
; IR-LABEL: @pure_half(
; IR:         %niter = phi i32
; IR:         call i32 @pure(
; IR-NOT:     call i32 @pure(
; IR:         call i32 @pure(
; IR:         %niter.next = sub i32 %niter,
define i32 @pure_half(i32* %a, i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %test, label %exit
test:
  %h = lshr i32 %i, 1
  %f = call i32 @pure(i32 %h)
  %stop = icmp ne i32 %f, 0
  br i1 %stop, label %exit, label %body
body:
  %ix = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %ix
  %v = load i32, i32* %p, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  br label %head
exit:
  ret i32 %i
}

; Optimizing for size: nothing that grows the loop.
; CHECK: remark: <unknown>:0:0: loop not unrolled: the function is optimized for size
define void @small(i32* %a, i32 %n) optsize {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  store i32 %i, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A convergent call may not become control dependent on a remainder's test.
; CHECK: remark: <unknown>:0:0: loop not unrolled: the loop contains a convergent operation, so it may not have a remainder
define void @convergent(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @conv()
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A noduplicate call may not be copied at all.
; CHECK: remark: <unknown>:0:0: loop not unrolled: the loop calls a noduplicate function
define void @noduplicate(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @nodup()
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A loop with an inner loop: only innermost loops are unrolled (the inner one is, by 8).
; CHECK: remark: <unknown>:0:0: unrolled loop by a factor of 8 with run-time trip count
; CHECK: remark: <unknown>:0:0: loop not unrolled: the loop contains other loops
define void @nest(i32* %a, i32 %n, i32 %m) {
entry:
  br label %outer
outer:
  %j = phi i32 [ 0, %entry ], [ %j.next, %outer.latch ]
  br label %inner
inner:
  %i = phi i32 [ 0, %outer ], [ %i.next, %inner ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  store i32 %j, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %inner, label %outer.latch
outer.latch:
  %j.next = add nuw nsw i32 %j, 1
  %cj = icmp slt i32 %j.next, %m
  br i1 %cj, label %outer, label %exit
exit:
  ret void
}

; A body too big for the loop buffer even unrolled by two, and nothing simplifies.
; CHECK: remark: <unknown>:0:0: unrolling by 2: {{.*}}(none){{.*}}unrolled size {{[0-9]+}}
; CHECK: remark: <unknown>:0:0: loop not unrolled: unrolled by 2 the loop would be {{[0-9]+}} uops, more than the loop buffer's 28
define void @big(i32* %a, i32* %b, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %q = getelementptr inbounds i32, i32* %b, i32 %i
  %x = load i32, i32* %p, align 4
  %y = load i32, i32* %q, align 4
  %x1 = mul i32 %x, %y
  %x2 = xor i32 %x1, %x
  %x3 = add i32 %x2, %y
  %x4 = mul i32 %x3, %x3
  %x5 = sub i32 %x4, %x1
  %x6 = and i32 %x5, %x2
  %x7 = or i32 %x6, %x3
  %x8 = mul i32 %x7, %x4
  %x9 = xor i32 %x8, %x5
  %x10 = add i32 %x9, %x6
  %x11 = mul i32 %x10, %x7
  %x12 = sub i32 %x11, %x8
  store i32 %x12, i32* %p, align 4
  store i32 %x9, i32* %q, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; s[i / 8] += x[i]: with eight copies the quotient is computed once; simplification lets the
; unrolled loop grow past the loop buffer (within a share of the uop cache), to 8 or more.
; CHECK: remark: <unknown>:0:0: unrolling by {{8|16}}: {{.*}}uniform{{.*}}
; CHECK: remark: <unknown>:0:0: unrolled loop by a factor of {{8|16}} with run-time trip count
define void @eighth_sum(i32* %s, i32* %x, i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %ix = zext i32 %i to i64
  %px = getelementptr inbounds i32, i32* %x, i64 %ix
  %xv = load i32, i32* %px, align 4
  %q = lshr i32 %i, 3
  %qx = zext i32 %q to i64
  %ps = getelementptr inbounds i32, i32* %s, i64 %qx
  %sv = load i32, i32* %ps, align 4
  %sv1 = add i32 %sv, %xv
  store i32 %sv1, i32* %ps, align 4
  %i.next = add nuw nsw i32 %i, 1
  br label %head
exit:
  ret void
}

; for (i = 0; i < n; i++) { if (stop[i]) break; g_a = 5; g_b += i; }: rolled, g_b += i is one
; read-modify-write instruction; in the copies g_b + (i + k) is a load, two adds and a store (llc
; reassociates the offset out), and the narrow counter is zero-extended for its address once
; per unrolled iteration. That eats what fewer loop tests save.
; CHECK: remark: <unknown>:0:0: unrolling by 2: 6.00 -> 6.00 uops per iteration; simplification saves -1.50 (none); branch cost saves 2.00 (taken branches 1.00 -> 0.50); unrolled size 14
; CHECK: remark: <unknown>:0:0: loop not unrolled: unrolling saves too little
@g_a = global i32 0
@g_b = global i32 0
define i32 @rmw_global(i8* %stop, i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %test, label %exit
test:
  %ix = zext i32 %i to i64
  %p = getelementptr inbounds i8, i8* %stop, i64 %ix
  %s = load i8, i8* %p, align 1
  %go = icmp eq i8 %s, 0
  br i1 %go, label %body, label %exit
body:
  store i32 5, i32* @g_a, align 4
  %b = load i32, i32* @g_b, align 4
  %b1 = add i32 %b, %i
  store i32 %b1, i32* @g_b, align 4
  %i.next = add nuw nsw i32 %i, 1
  br label %head
exit:
  ret i32 %i
}
