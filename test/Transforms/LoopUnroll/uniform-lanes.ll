; RUN: hoist -S -passes=loop-unroll -unroll-max-count=4 < %s | FileCheck %s
; RUN: hoist -disable-output -passes=loop-unroll -unroll-max-count=4 -pass-remarks=loop-unroll -pass-remarks-analysis=loop-unroll < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-unroll %s -o %t.ll
; RUN: lli %t.ll | diff %t.expected -

; Seed 002's uniform lanes: values that are the same on consecutive iterations, or constant in
; each copy, once a loop is unrolled from an aligned start (the epilogue forms keep the start).
; The cost model's simulation sees them (the UnrollCost remark counts them), and the clean-up
; after unrolling makes them so: i / 2 is computed once per two copies, i % 2 and i % 4 are
; constants, a test of i % 2 folds, a table indexed by i % 4 is read at compile time.
; (-unroll-max-count=4 keeps the checks short; by default these loops are unrolled by 8.)

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; for (i = 0; i < n; i++) a[i / 2]++;  (as clang -O2 and instcombine leave it: top-tested)
; Each pair of copies shares one shift: four copies, two shifts.
; REMARK: remark: <unknown>:0:0: unrolling by 4: {{.*}} (2 uniform); {{.*}}
; REMARK: remark: <unknown>:0:0: unrolled loop by a factor of 4 with run-time trip count
; CHECK-LABEL: @half_inc(
; CHECK:         %niter = phi i32
; CHECK-COUNT-2: lshr i32
; CHECK-NOT:     lshr i32
; CHECK:         %niter.next = sub i32 %niter, 4
define void @half_inc(i32* %a, i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %h = lshr i32 %i, 1
  %hx = zext i32 %h to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %hx
  %v = load i32, i32* %p, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  br label %head
exit:
  ret void
}

; for (i = 0; i < n; i++) if (i % 2 == 0) a[i]++;  The test is true in even copies, false in
; odd ones: no test is left in the unrolled loop, and odd copies do nothing.
; REMARK: remark: <unknown>:0:0: unrolling by 4: {{.*}}constant{{.*}}folded branch{{.*}}
; REMARK: remark: <unknown>:0:0: unrolled loop by a factor of 4 with run-time trip count
; CHECK-LABEL: @even_inc(
; CHECK:         %niter = phi i32
; CHECK-NOT:     and i32
; CHECK-NOT:     icmp eq
; CHECK:         %niter.next = sub i32 %niter,
define void @even_inc(i32* %a, i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %r = and i32 %i, 1
  %even = icmp eq i32 %r, 0
  br i1 %even, label %then, label %latch
then:
  %ix = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %ix
  %v = load i32, i32* %p, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, i32* %p, align 4
  br label %latch
latch:
  %i.next = add nuw nsw i32 %i, 1
  br label %head
exit:
  ret void
}

@coef = internal constant [4 x i32] [i32 3, i32 -7, i32 11, i32 2]

; for (i = 0; i < n; i++) y[i] = x[i] * coef[i % 4];  Unrolled by four, each copy multiplies
; by its coefficient: no load of @coef is left in the unrolled loop.
; REMARK: remark: <unknown>:0:0: unrolling by 4: {{.*}}constant load{{.*}}
; REMARK: remark: <unknown>:0:0: unrolled loop by a factor of 4 with run-time trip count
; CHECK-LABEL: @mod_table(
; CHECK:         %niter = phi i32
; CHECK-NOT:     @coef
; CHECK:         mul i32 {{%.*}}, 3
; CHECK:         mul i32 {{%.*}}, -7
; CHECK:         mul i32 {{%.*}}, 11
; CHECK:         mul i32 {{%.*}}, 2
; CHECK:         %niter.next = sub i32 %niter,
define void @mod_table(i32* %y, i32* %x, i32 %n) {
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
  %m = and i32 %i, 3
  %mx = zext i32 %m to i64
  %pc = getelementptr inbounds [4 x i32], [4 x i32]* @coef, i64 0, i64 %mx
  %cv = load i32, i32* %pc, align 4
  %prod = mul i32 %xv, %cv
  %py = getelementptr inbounds i32, i32* %y, i64 %ix
  store i32 %prod, i32* %py, align 4
  %i.next = add nuw nsw i32 %i, 1
  br label %head
exit:
  ret void
}

@buf = global [64 x i32] zeroinitializer
@out = global [64 x i32] zeroinitializer
@fmt = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00"
declare i32 @printf(i8*, ...)

define i32 @main() {
entry:
  %a = getelementptr [64 x i32], [64 x i32]* @buf, i32 0, i32 0
  %o = getelementptr [64 x i32], [64 x i32]* @out, i32 0, i32 0
  br label %run
run:
  %n = phi i32 [ -1, %entry ], [ %n.next, %run ]
  call void @half_inc(i32* %a, i32 %n)
  call void @even_inc(i32* %a, i32 %n)
  call void @mod_table(i32* %o, i32* %a, i32 %n)
  %p5 = getelementptr inbounds i32, i32* %a, i32 5
  %v5 = load i32, i32* %p5, align 4
  %p10 = getelementptr inbounds i32, i32* %a, i32 10
  %v10 = load i32, i32* %p10, align 4
  %q = getelementptr inbounds i32, i32* %o, i32 13
  %o13 = load i32, i32* %q, align 4
  %s = add i32 %v5, %v10
  %pr = call i32 (i8*, ...) @printf(i8* getelementptr ([10 x i8], [10 x i8]* @fmt, i32 0, i32 0), i32 %n, i32 %s, i32 %o13)
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 40
  br i1 %more, label %run, label %done
done:
  ret i32 0
}
