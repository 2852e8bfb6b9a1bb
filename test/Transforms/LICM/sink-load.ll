; RUN: hoist -S -passes=licm < %s | FileCheck %s

; A load (and its address) used only after the loop is sunk into the exit block when nothing in
; the loop writes memory: it reads the last element once instead of every element.
; CHECK-LABEL: @sink_load(
; CHECK:       loop:
; CHECK-NOT:     load
; CHECK:         br i1 %cmp, label %loop, label %exit
; CHECK:       exit:
; CHECK-NEXT:    [[I:%.*]] = phi i32 [ %i, %loop ]
; CHECK-NEXT:    [[GEP:%.*]] = getelementptr inbounds i32, i32* %p, i32 [[I]]
; CHECK-NEXT:    [[V:%.*]] = load i32, i32* [[GEP]], align 4
; CHECK-NEXT:    ret i32 [[V]]
define i32 @sink_load(i32* %p, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  %v = load i32, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 %v
}

; Don't sink: the store through %q may overwrite p[i] after it was read.
; CHECK-LABEL: @no_sink_load_may_alias(
; CHECK:       loop:
; CHECK:         %v = load i32, i32* %gep, align 4
; CHECK:       exit:
; CHECK-NEXT:    [[V:%.*]] = phi i32 [ %v, %loop ]
; CHECK-NEXT:    ret i32 [[V]]
define i32 @no_sink_load_may_alias(i32* %p, i32* %q, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  %v = load i32, i32* %gep, align 4
  %gq = getelementptr inbounds i32, i32* %q, i32 %i
  store i32 0, i32* %gq, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 %v
}
