; RUN: hoist -S -passes=licm < %s | FileCheck %s

@g = global i32 0, align 4

; The store is conditional and @g is visible to other threads, so no store may be added at the
; exit; but the load runs on every iteration and nothing else touches @g, so the loaded value can
; be carried in a phi (LLVM 14's load-only promotion). The conditional store stays.
; CHECK-LABEL: @promote_loads_only(
; CHECK:       entry:
; CHECK-NEXT:    [[INIT:%.*]] = load i32, i32* @g, align 4
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK:         [[CUR:%.*]] = phi i32 {{.*}}[ [[INIT]], %entry ]
; CHECK-NOT:     load
; CHECK:         %c = icmp slt i32 [[CUR]], %i
; CHECK:       then:
; CHECK-NEXT:    store i32 %i, i32* @g, align 4
; CHECK:       exit:
; CHECK-NEXT:    ret void
define void @promote_loads_only(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %v = load i32, i32* @g, align 4
  %c = icmp slt i32 %v, %i
  br i1 %c, label %then, label %latch

then:
  store i32 %i, i32* @g, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
