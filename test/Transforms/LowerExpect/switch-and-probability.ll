; RUN: hoist -S -passes=lower-expect < %s | FileCheck %s
; RUN: opt -S -passes=lower-expect < %s | FileCheck %s

; A switch on an expect: the expected case gets 2000, every other successor (default first) 1.
; CHECK-LABEL: @switch_case(
; CHECK:         switch i64 %x, label %d [
; CHECK:         ], !prof [[SW:![0-9]+]]
define i32 @switch_case(i64 %x) {
entry:
  %e = call i64 @llvm.expect.i64(i64 %x, i64 3)
  switch i64 %e, label %d [
    i64 1, label %a
    i64 3, label %b
  ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 0
}

; An expected value no case has: the default is likely.
; CHECK-LABEL: @switch_default(
; CHECK:         ], !prof [[SWD:![0-9]+]]
define i32 @switch_default(i64 %x) {
entry:
  %e = call i64 @llvm.expect.i64(i64 %x, i64 9)
  switch i64 %e, label %d [
    i64 1, label %a
    i64 3, label %b
  ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 0
}

; __builtin_expect_with_probability(c, 1, 0.9): ceil(p * (2^31 - 2) + 1) for each side.
; CHECK-LABEL: @with_probability(
; CHECK-NOT:     @llvm.expect
; CHECK:         br i1 %t, label %a, label %b, !prof [[P90:![0-9]+]]
define i32 @with_probability(i64 %c) {
entry:
  %e = call i64 @llvm.expect.with.probability.i64(i64 %c, i64 1, double 9.000000e-01)
  %t = icmp ne i64 %e, 0
  br i1 %t, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

; With a probability over a three-way switch, the rest is shared by the other two successors.
; CHECK-LABEL: @with_probability_switch(
; CHECK:         ], !prof [[P3:![0-9]+]]
define i32 @with_probability_switch(i32 %x) {
entry:
  %e = call i32 @llvm.expect.with.probability.i32(i32 %x, i32 1, double 5.000000e-01)
  switch i32 %e, label %d [
    i32 1, label %a
    i32 2, label %b
  ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 0
}

; CHECK-DAG: [[SW]] = !{!"branch_weights", i32 1, i32 1, i32 2000}
; CHECK-DAG: [[SWD]] = !{!"branch_weights", i32 2000, i32 1, i32 1}
; CHECK-DAG: [[P90]] = !{!"branch_weights", i32 1932735283, i32 214748366}
; CHECK-DAG: [[P3]] = !{!"branch_weights", i32 536870913, i32 1073741824, i32 536870913}

declare i64 @llvm.expect.i64(i64, i64)
declare i64 @llvm.expect.with.probability.i64(i64, i64, double)
declare i32 @llvm.expect.with.probability.i32(i32, i32, double)
