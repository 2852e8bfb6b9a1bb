; RUN: hoist -passes='print<loops>' -disable-output < %s 2>&1 | FileCheck %s
; RUN: hoist -passes='print<domtree>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DOM
; RUN: hoist -passes='print<postdomtree>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DOM

; opt's pass manager does not run the loop and dominator tree printers on optnone functions
; (clang -O0 marks every function so): only @plain is printed.
; CHECK:     Loop at depth 1 containing: %loop<header><latch><exiting>
; CHECK-NOT: Loop at depth
; DOM:       for function: plain
; DOM-NOT:   for function:

define void @skipped(i32 %n) noinline optnone {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @plain(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
