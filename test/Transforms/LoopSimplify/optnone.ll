; RUN: hoist -S -passes=loop-simplify < %s | FileCheck %s
; RUN: hoist -S -passes=lcssa < %s | FileCheck %s
; RUN: hoist -S -passes=loop-simplify,lcssa < %s | FileCheck %s --check-prefix=PLAIN
; RUN: opt -S -passes=loop-simplify,lcssa < %s | FileCheck %s --check-prefix=PLAIN

; opt's pass manager skips loop-simplify and lcssa on optnone functions (clang -O0 marks every
; function so): @skipped prints as it was read, with no preheader, no dedicated exit and no exit
; phi, while @plain, the same function without optnone, gets all three.

; CHECK-LABEL: define i32 @skipped(i32 %n, i1 %b)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    br i1 %b, label %loop, label %exit
; CHECK-EMPTY:
; CHECK-NEXT:  loop:
; CHECK-NEXT:    %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:    %i.next = add i32 %i, 1
; CHECK-NEXT:    %c = icmp slt i32 %i.next, %n
; CHECK-NEXT:    br i1 %c, label %loop, label %exit
; CHECK-EMPTY:
; CHECK-NEXT:  exit:
; CHECK-NEXT:    %r = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:    ret i32 %r
; CHECK-NEXT:  }
define i32 @skipped(i32 %n, i1 %b) noinline optnone {
entry:
  br i1 %b, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  ret i32 %r
}

; PLAIN-LABEL: define i32 @plain(
; PLAIN:       loop.preheader:
; PLAIN:       exit.loopexit:
; PLAIN-NEXT:    %i.next.lcssa = phi i32 [ %i.next, %loop ]
define i32 @plain(i32 %n, i1 %b) {
entry:
  br i1 %b, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  ret i32 %r
}
