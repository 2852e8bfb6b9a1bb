; RUN: lli %s > %t.expected
; RUN: FileCheck %s --check-prefix=OUT < %t.expected
; RUN: hoist -S -passes=indvars %s -o %t.iv.ll
; RUN: FileCheck %s < %t.iv.ll
; RUN: lli %t.iv.ll | diff %t.expected -
; RUN: hoist -S %s -o %t.default.ll
; RUN: lli %t.default.ll | diff %t.expected -

; Differential: loops whose exit tests LFTR rewrites (a widened int counter, a down counter
; tested through its up-counting twin, an inclusive bound, a stride-2 loop tested through a
; unit counter, a start that is not zero) run at the boundaries of their counts (0, 1, 2, and
; larger) and must print what they printed before, with indvars alone and the default pipeline.

; CHECK-COUNT-5: %exitcond = icmp ne

; OUT:      copy 0: 0 0
; OUT-NEXT: copy 1: 5 3535994707
; OUT:      incl 0: 1 213617086
; OUT:      step 99: 51 3509810021
; OUT:      from 99: 99 886615957

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = internal global [200 x i32] zeroinitializer, align 16
@out = internal global [200 x i32] zeroinitializer, align 16
@ns = internal constant [6 x i32] [i32 0, i32 1, i32 2, i32 3, i32 37, i32 99], align 4
@fmt = private constant [14 x i8] c"%s %d: %u %u\0A\00", align 1
@copy = private constant [5 x i8] c"copy\00", align 1
@down = private constant [5 x i8] c"down\00", align 1
@incl = private constant [5 x i8] c"incl\00", align 1
@step = private constant [5 x i8] c"step\00", align 1
@from = private constant [5 x i8] c"from\00", align 1

declare i32 @printf(i8*, ...)

; b[i] = i * 3 + 5 for i in 0..199, out cleared
define internal void @init() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %t = trunc i64 %i to i32
  %v0 = mul i32 %t, 3
  %v = add i32 %v0, 5
  %p = getelementptr inbounds [200 x i32], [200 x i32]* @buf, i64 0, i64 %i
  store i32 %v, i32* %p, align 4
  %q = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %i
  store i32 0, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, 200
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; sum of out[0..199] weighted by position
define internal i32 @digest() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = phi i32 [ 0, %entry ], [ %h.next, %loop ]
  %q = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %i
  %v = load i32, i32* %q, align 4
  %h3 = mul i32 %h, 31
  %h.next = add i32 %h3, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, 200
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %h.next
}

; int: for (i = 0; i < n; i++) out[i] = buf[i + 1] + buf[i]; returns the sum
define internal i32 @copy_fn(i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %i.next = add nsw i32 %i, 1
  %e1 = sext i32 %i.next to i64
  %p1 = getelementptr inbounds [200 x i32], [200 x i32]* @buf, i64 0, i64 %e1
  %v1 = load i32, i32* %p1, align 4
  %e0 = sext i32 %i to i64
  %p0 = getelementptr inbounds [200 x i32], [200 x i32]* @buf, i64 0, i64 %e0
  %v0 = load i32, i32* %p0, align 4
  %v = add i32 %v1, %v0
  %q = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %e0
  store i32 %v, i32* %q, align 4
  %s.next = add i32 %s, %v0
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; for (i = n, j = 0; i > 0; i--, j++) out[j] = buf[i]
define internal i32 @down_fn(i32 %n32) {
entry:
  %n = sext i32 %n32 to i64
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ %n, %entry ], [ %i.next, %loop ]
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %pa = getelementptr inbounds [200 x i32], [200 x i32]* @buf, i64 0, i64 %i
  %v = load i32, i32* %pa, align 4
  %pb = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %j
  store i32 %v, i32* %pb, align 4
  %i.next = add nsw i64 %i, -1
  %j.next = add nuw nsw i64 %j, 1
  %c = icmp sgt i64 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %rt = trunc i64 %r to i32
  ret i32 %rt
}

; for (i = 0; i <= n; i++) out[i] = buf[i] ^ 7, n >= 0
define internal i32 @incl_fn(i32 %n32) {
entry:
  %n = sext i32 %n32 to i64
  %g = icmp sge i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds [200 x i32], [200 x i32]* @buf, i64 0, i64 %i
  %v = load i32, i32* %p, align 4
  %x = xor i32 %v, 7
  %q = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %i
  store i32 %x, i32* %q, align 4
  %i.next = add nsw i64 %i, 1
  %c = icmp sle i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i64 [ -1, %entry ], [ %i.next, %loop ]
  %rt = trunc i64 %r to i32
  ret i32 %rt
}

; if (n == 99) for (i = 0, j = 0; i < 101; i += 2, j++) out[i] = j
define internal i32 @step_fn(i32 %n32) {
entry:
  %big = icmp eq i32 %n32, 99
  br i1 %big, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %p = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %i
  %t = trunc i64 %j to i32
  store i32 %t, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 2
  %j.next = add nuw nsw i64 %j, 1
  %c = icmp ult i64 %i.next, 101
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %rt = trunc i64 %r to i32
  ret i32 %rt
}

; for (i = m; i < n; i++) out[i] = buf[i] with m = n / 2
define internal i32 @from_fn(i32 %n32) {
entry:
  %n = sext i32 %n32 to i64
  %m = sdiv i64 %n, 2
  %g = icmp slt i64 %m, %n
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ %m, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds [200 x i32], [200 x i32]* @buf, i64 0, i64 %i
  %v = load i32, i32* %p, align 4
  %q = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %i
  store i32 %v, i32* %q, align 4
  %i.next = add nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %rt = trunc i64 %r to i32
  ret i32 %rt
}

define internal void @run(i8* %name, i32 (i32)* %f) {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %pn = getelementptr inbounds [6 x i32], [6 x i32]* @ns, i64 0, i64 %k
  %n = load i32, i32* %pn, align 4
  call void @init()
  %r = call i32 %f(i32 %n)
  %d = call i32 @digest()
  %fmt = getelementptr inbounds [14 x i8], [14 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fmt, i8* %name, i32 %n, i32 %r, i32 %d)
  %k.next = add nuw nsw i64 %k, 1
  %c = icmp ne i64 %k.next, 6
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define i32 @main() {
entry:
  call void @run(i8* getelementptr inbounds ([5 x i8], [5 x i8]* @copy, i64 0, i64 0), i32 (i32)* @copy_fn)
  call void @run(i8* getelementptr inbounds ([5 x i8], [5 x i8]* @down, i64 0, i64 0), i32 (i32)* @down_fn)
  call void @run(i8* getelementptr inbounds ([5 x i8], [5 x i8]* @incl, i64 0, i64 0), i32 (i32)* @incl_fn)
  call void @run(i8* getelementptr inbounds ([5 x i8], [5 x i8]* @step, i64 0, i64 0), i32 (i32)* @step_fn)
  call void @run(i8* getelementptr inbounds ([5 x i8], [5 x i8]* @from, i64 0, i64 0), i32 (i32)* @from_fn)
  ret i32 0
}
