; RUN: hoist -S -passes=ipconstprop < %s | FileCheck %s
; RUN: hoist -disable-output -passes=ipconstprop -stats < %s 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: hoist -S < %s | opt -passes=verify -disable-output

; ipconstprop: a parameter of a local function that every call passes the same constant becomes
; that constant, as LLVM's IPSCCP makes it before its loop passes (here the trip count of a loop
; inlining would otherwise be the first to see).

; STATS: 5 ipconstprop - Number of args turned into constants

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = internal global [64 x i8] zeroinitializer
@b = internal global [64 x i8] zeroinitializer

; Both calls pass 48: the bound becomes 48; the pointers differ and stay.
; CHECK-LABEL: define internal i32 @sum(
; CHECK:         %c = icmp slt i32 %i, 48
define internal i32 @sum(i8* %p, i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %ix = zext i32 %i to i64
  %q = getelementptr inbounds i8, i8* %p, i64 %ix
  %v = load i8, i8* %q
  %w = zext i8 %v to i32
  %s.next = add i32 %s, %w
  %i.next = add nuw nsw i32 %i, 1
  br label %head
exit:
  ret i32 %s
}

; Different constants: kept.
; CHECK-LABEL: define internal i32 @differ(
; CHECK-NEXT:    %r = add i32 %x, 1
define internal i32 @differ(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

; Not local: another module may call it with anything.
; CHECK-LABEL: define i32 @external(
; CHECK-NEXT:    %r = add i32 %x, 1
define i32 @external(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

; Its address is taken (stored): an indirect call may pass anything.
; CHECK-LABEL: define internal i32 @escapes(
; CHECK-NEXT:    %r = add i32 %x, 1
define internal i32 @escapes(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

; Called through a cast to another type: the cast is a use that is not a call of it.
; CHECK-LABEL: define internal i32 @casted(
; CHECK-NEXT:    %r = add i32 %x, 1
define internal i32 @casted(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

; Recursion passing the parameter down agrees with the outside call's 7; the decremented
; counter does not.
; CHECK-LABEL: define internal i32 @rec(
; CHECK-NEXT:    %z = icmp eq i32 %d, 0
; CHECK:         %r = call i32 @rec(i32 7, i32 %d1)
; CHECK-NEXT:    %s = add i32 %r, 7
define internal i32 @rec(i32 %k, i32 %d) {
  %z = icmp eq i32 %d, 0
  br i1 %z, label %done, label %more
more:
  %d1 = sub i32 %d, 1
  %r = call i32 @rec(i32 %k, i32 %d1)
  %s = add i32 %r, %k
  ret i32 %s
done:
  ret i32 0
}

; byval: the callee sees a copy, not the pointer passed.
; CHECK-LABEL: define internal i32 @byval(
; CHECK-NEXT:    %q = getelementptr inbounds [64 x i8], [64 x i8]* %p, i64 0, i64 1
define internal i32 @byval([64 x i8]* byval([64 x i8]) %p) {
  %q = getelementptr inbounds [64 x i8], [64 x i8]* %p, i64 0, i64 1
  %v = load i8, i8* %q
  %w = zext i8 %v to i32
  ret i32 %w
}

; A pointer constant that two calls spell separately (constants are compared by value); the
; constant reaches a second local function through the first (propagation repeats).
; CHECK-LABEL: define internal i32 @outer(
; CHECK-NEXT:    %r = call i32 @inner(i8* getelementptr inbounds ([64 x i8], [64 x i8]* @b, i64 0, i64 8))
; CHECK-LABEL: define internal i32 @inner(
; CHECK-NEXT:    %v = load i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @b, i64 0, i64 8)
define internal i32 @outer(i8* %p) {
  %r = call i32 @inner(i8* %p)
  ret i32 %r
}
define internal i32 @inner(i8* %p) {
  %v = load i8, i8* %p
  %w = zext i8 %v to i32
  ret i32 %w
}

; Called by invoke as well as call: both are calls.
; CHECK-LABEL: define internal i32 @invoked(
; CHECK-NEXT:    %r = mul i32 3, 5
define internal i32 @invoked(i32 %x) {
  %r = mul i32 %x, 5
  ret i32 %r
}

@slot = global i32 (i32)* null

define i32 @main() personality i32 (...)* @pers {
entry:
  %s1 = call i32 @sum(i8* getelementptr inbounds ([64 x i8], [64 x i8]* @a, i64 0, i64 0), i32 48)
  %s2 = call i32 @sum(i8* getelementptr inbounds ([64 x i8], [64 x i8]* @b, i64 0, i64 0), i32 48)
  %d1 = call i32 @differ(i32 1)
  %d2 = call i32 @differ(i32 2)
  %e = call i32 @external(i32 4)
  store i32 (i32)* @escapes, i32 (i32)** @slot
  %x = call i32 @escapes(i32 4)
  %y = call i32 bitcast (i32 (i32)* @casted to i32 (i64)*)(i64 4)
  %z = call i32 @rec(i32 7, i32 3)
  %bv = call i32 @byval([64 x i8]* byval([64 x i8]) @a)
  %o1 = call i32 @outer(i8* getelementptr inbounds ([64 x i8], [64 x i8]* @b, i64 0, i64 8))
  %o2 = call i32 @outer(i8* getelementptr inbounds ([64 x i8], [64 x i8]* @b, i64 0, i64 8))
  %i1 = call i32 @invoked(i32 3)
  %i2 = invoke i32 @invoked(i32 3) to label %ok unwind label %lp
ok:
  %t1 = add i32 %s1, %s2
  %t2 = add i32 %d1, %d2
  %t3 = add i32 %e, %x
  %t4 = add i32 %y, %z
  %t5 = add i32 %bv, %o1
  %t6 = add i32 %o2, %i1
  %t7 = add i32 %t1, %t2
  %t8 = add i32 %t3, %t4
  %t9 = add i32 %t5, %t6
  %t10 = add i32 %t7, %t8
  %t11 = add i32 %t9, %t10
  %t12 = add i32 %t11, %i2
  ret i32 %t12
lp:
  %l = landingpad { i8*, i32 } cleanup
  ret i32 0
}

declare i32 @pers(...)
