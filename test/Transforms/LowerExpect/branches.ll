; RUN: hoist -S -passes=lower-expect < %s | FileCheck %s
; RUN: opt -S -passes=lower-expect < %s | FileCheck %s
; RUN: hoist -passes=lower-expect -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; __builtin_expect(c, 0) as clang emits it: the call feeds `icmp ne 0` (or its inverse `icmp eq 0`
; after instcombine), and the branch gets 1:2000 or 2000:1; the compare then reads the argument.
; CHECK-LABEL: @unlikely_ne(
; CHECK-NOT:     @llvm.expect
; CHECK:         %t = icmp ne i64 %c, 0
; CHECK-NEXT:    br i1 %t, label %cold, label %hot, !prof [[UNLIKELY:![0-9]+]]
define i32 @unlikely_ne(i64 %c) {
entry:
  %e = call i64 @llvm.expect.i64(i64 %c, i64 0)
  %t = icmp ne i64 %e, 0
  br i1 %t, label %cold, label %hot
cold:
  ret i32 1
hot:
  ret i32 0
}

; CHECK-LABEL: @unlikely_eq(
; CHECK:         %t = icmp eq i64 %c, 0
; CHECK-NEXT:    br i1 %t, label %hot, label %cold, !prof [[LIKELY:![0-9]+]]
define i32 @unlikely_eq(i64 %c) {
entry:
  %e = call i64 @llvm.expect.i64(i64 %c, i64 0)
  %t = icmp eq i64 %e, 0
  br i1 %t, label %hot, label %cold
cold:
  ret i32 1
hot:
  ret i32 0
}

; Expected 1, compared with 1 by `eq`: the true edge is likely.
; CHECK-LABEL: @likely_eq_one(
; CHECK:         br i1 %t, label %a, label %b, !prof [[LIKELY]]
define i32 @likely_eq_one(i32 %c) {
entry:
  %e = call i32 @llvm.expect.i32(i32 %c, i32 1)
  %t = icmp eq i32 %e, 1
  br i1 %t, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

; An i1 expect branched on directly.
; CHECK-LABEL: @direct_i1(
; CHECK:         br i1 %x, label %a, label %b, !prof [[UNLIKELY]]
define i32 @direct_i1(i1 %x) {
entry:
  %e = call i1 @llvm.expect.i1(i1 %x, i1 false)
  br i1 %e, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

; Other predicates are not read: no weights, but the call still goes.
; CHECK-LABEL: @slt_not_read(
; CHECK:         %t = icmp slt i64 %c, 5
; CHECK-NEXT:    br i1 %t, label %a, label %b{{$}}
define i32 @slt_not_read(i64 %c) {
entry:
  %e = call i64 @llvm.expect.i64(i64 %c, i64 0)
  %t = icmp slt i64 %e, 5
  br i1 %t, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

; A non-constant expected value decides nothing.
; CHECK-LABEL: @variable_expected(
; CHECK:         br i1 %t, label %a, label %b{{$}}
define i32 @variable_expected(i64 %c, i64 %v) {
entry:
  %e = call i64 @llvm.expect.i64(i64 %c, i64 %v)
  %t = icmp ne i64 %e, 0
  br i1 %t, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

; The compare's constant on the left is not read either.
; CHECK-LABEL: @constant_left(
; CHECK:         %t = icmp ne i64 0, %c
; CHECK-NEXT:    br i1 %t, label %a, label %b{{$}}
define i32 @constant_left(i64 %c) {
entry:
  %e = call i64 @llvm.expect.i64(i64 %c, i64 0)
  %t = icmp ne i64 0, %e
  br i1 %t, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

; A select on an expected condition gets weights too.
; CHECK-LABEL: @select(
; CHECK:         %s = select i1 %t, i32 %a, i32 %b, !prof [[UNLIKELY]]
define i32 @select(i64 %c, i32 %a, i32 %b) {
entry:
  %e = call i64 @llvm.expect.i64(i64 %c, i64 0)
  %t = icmp ne i64 %e, 0
  %s = select i1 %t, i32 %a, i32 %b
  ret i32 %s
}

; The call sits in another block than the branch (LICM hoisted it): the branch's block comes
; later, when the call is already gone, so LLVM leaves it without weights.
; CHECK-LABEL: @call_in_earlier_block(
; CHECK:       loop:
; CHECK:         br i1 %t, label %cold, label %latch{{$}}
define i32 @call_in_earlier_block(i64 %c, i32 %n) {
entry:
  %e = call i64 @llvm.expect.i64(i64 %c, i64 0)
  %t = icmp ne i64 %e, 0
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br i1 %t, label %cold, label %latch
cold:
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %d = icmp eq i32 %i.next, %n
  br i1 %d, label %exit, label %loop
exit:
  ret i32 %i
}

; One compare, two branches: the first rewrites the compare, so the second sees no expect.
; CHECK-LABEL: @shared_compare(
; CHECK:         br i1 %t, label %next, label %b, !prof [[UNLIKELY]]
; CHECK:       next:
; CHECK-NEXT:    br i1 %t, label %a, label %b{{$}}
define i32 @shared_compare(i64 %c) {
entry:
  %e = call i64 @llvm.expect.i64(i64 %c, i64 0)
  %t = icmp ne i64 %e, 0
  br i1 %t, label %next, label %b
next:
  br i1 %t, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

; Weights already there are replaced.
; CHECK-LABEL: @replaces_weights(
; CHECK:         br i1 %t, label %a, label %b, !prof [[UNLIKELY]]
define i32 @replaces_weights(i64 %c) {
entry:
  %e = call i64 @llvm.expect.i64(i64 %c, i64 0)
  %t = icmp ne i64 %e, 0
  br i1 %t, label %a, label %b, !prof !0
a:
  ret i32 1
b:
  ret i32 0
}

; CHECK: declare i64 @llvm.expect.i64(i64, i64)
; CHECK-DAG: [[UNLIKELY]] = !{!"branch_weights", i32 1, i32 2000}
; CHECK-DAG: [[LIKELY]] = !{!"branch_weights", i32 2000, i32 1}
; STATS: 7 lower-expect-intrinsic - Number of 'expect' intrinsic instructions handled

declare i64 @llvm.expect.i64(i64, i64)
declare i32 @llvm.expect.i32(i32, i32)
declare i1 @llvm.expect.i1(i1, i1)

!0 = !{!"branch_weights", i32 5, i32 7}
