; RUN: hoist -S -passes=licm < %s | FileCheck %s

; The store is conditional, but %x is a local whose address never escapes: no other thread can
; observe an extra store, and the alloca is dereferenceable, so the location is promoted. The
; value reaching each exit is merged by a phi and stored there.
; CHECK-LABEL: @promote_local_conditional(
; CHECK:       entry:
; CHECK:         [[INIT:%.*]] = load i32, i32* %x, align 4
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     load
; CHECK:       then:
; CHECK-NOT:     store
; CHECK:       latch:
; CHECK-NEXT:    [[MERGED:%.*]] = phi i32 [ %i, %then ], [ {{%.*}}, %loop ]
; CHECK:       exit:
; CHECK-NEXT:    [[LIVE:%.*]] = phi i32 [ [[MERGED]], %latch ]
; CHECK-NEXT:    store i32 [[LIVE]], i32* %x, align 4
; CHECK-NEXT:    %r = load i32, i32* %x
define i32 @promote_local_conditional(i32 %n) {
entry:
  %x = alloca i32, align 4
  store i32 0, i32* %x, align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %v = load i32, i32* %x, align 4
  %c = icmp slt i32 %v, %i
  br i1 %c, label %then, label %latch

then:
  store i32 %i, i32* %x, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  %r = load i32, i32* %x, align 4
  ret i32 %r
}
