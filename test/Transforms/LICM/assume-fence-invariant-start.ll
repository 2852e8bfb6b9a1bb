; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: opt -S -passes='loop-mssa(licm)' < %s | FileCheck %s

; Calls LLVM's LICM treats specially, with the same answers as opt (the second RUN line checks
; opt against the same lines).

declare void @llvm.assume(i1)
declare {}* @llvm.invariant.start.p0i8(i64, i8* nocapture)
declare i32 @get(i32*) argmemonly readonly nounwind willreturn

; An assume on every iteration says the same thing in the preheader: it moves there.
; CHECK-LABEL: @hoist_assume(
; CHECK:       entry:
; CHECK-NEXT:    %pos = icmp sgt i32 %k, 0
; CHECK-NEXT:    call void @llvm.assume(i1 %pos)
; CHECK:       loop:
; CHECK-NOT:     call void @llvm.assume
; CHECK:       exit:
define i32 @hoist_assume(i32* noalias %q, i32 %n, i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %pos = icmp sgt i32 %k, 0
  call void @llvm.assume(i1 %pos)
  %v = load i32, i32* %q, align 4
  %s.next = add i32 %s, %v
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; An assume on a path taken only sometimes holds only there: it stays.
; CHECK-LABEL: @no_hoist_conditional_assume(
; CHECK:       then:
; CHECK-NEXT:    call void @llvm.assume(i1 %pos)
define void @no_hoist_conditional_assume(i32 %n, i32 %k, i1 %b) {
entry:
  %pos = icmp sgt i32 %k, 0
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br i1 %b, label %then, label %latch
then:
  call void @llvm.assume(i1 %pos)
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; An unused invariant.start that runs on every iteration starts the invariance once.
; CHECK-LABEL: @hoist_invariant_start(
; CHECK:       entry:
; CHECK-NEXT:    %t = call {}* @llvm.invariant.start.p0i8(i64 4, i8* %q)
; CHECK:       loop:
; CHECK-NOT:     invariant.start
; CHECK:       exit:
define i32 @hoist_invariant_start(i8* %q, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %t = call {}* @llvm.invariant.start.p0i8(i64 4, i8* %q)
  %v = load i8, i8* %q, align 4
  %v32 = zext i8 %v to i32
  %s.next = add i32 %s, %v32
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; A fence orders the loop's accesses: the load after it stays, and so does the fence.
; CHECK-LABEL: @no_hoist_past_fence(
; CHECK:       loop:
; CHECK:         %v = load i32, i32* %q, align 4
; CHECK-NEXT:    fence acquire
define void @no_hoist_past_fence(i32* noalias %p, i32* noalias %q, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %q, align 4
  fence acquire
  store i32 %v, i32* %p, align 4
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A call that only reads its argument's memory, in a loop with a volatile store to another object:
; LLVM 14's LICM keeps the call in the loop (a volatile access is ordered with every access in its
; memory model), and so does Hoist.
; CHECK-LABEL: @argmemonly_call_after_volatile_store(
; CHECK:       loop:
; CHECK:         store volatile i32 %i, i32* %p, align 4
; CHECK-NEXT:    %r = call i32 @get(i32* %q)
define i32 @argmemonly_call_after_volatile_store(i32* noalias %p, i32* noalias %q, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  store volatile i32 %i, i32* %p, align 4
  %r = call i32 @get(i32* %q)
  %s.next = add i32 %s, %r
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}
