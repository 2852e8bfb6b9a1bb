; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

; Three nested loops. Loops are processed innermost first, so code climbs level by level:
; %xy (invariant in all three loops) ends in the function entry, %row (depends on the outermost
; induction variable) in the middle loop's preheader, %col (depends on the middle one) in the
; innermost loop's preheader; only the innermost-variant address stays.
; CHECK-LABEL: @hoist_three_levels(
; CHECK:       entry:
; CHECK-NEXT:    %xy = mul i32 %x, %y
; CHECK-NEXT:    br label %outer
; CHECK:       outer:
; CHECK-NEXT:    %i = phi
; CHECK-NEXT:    %row = add i32 %i, %xy
; CHECK-NEXT:    br label %middle
; CHECK:       middle:
; CHECK-NEXT:    %j = phi
; CHECK-NEXT:    %col = mul i32 %row, %j
; CHECK-NEXT:    br label %inner
; CHECK:       inner:
; CHECK-NEXT:    %k = phi
; CHECK-NEXT:    %idx = add i32 %col, %k
; CHECK-NEXT:    %gep = getelementptr
; CHECK-NEXT:    store
; The innermost loop is visited first: all three hoist into its preheader, then climb again.
; DEBUG:      LICM: loop at depth 3 with header %inner
; DEBUG-NEXT: LICM: MUL %xy - HOISTED
; DEBUG-NEXT: LICM: ADD %row - HOISTED
; DEBUG-NEXT: LICM: MUL %col - HOISTED
; DEBUG:      LICM: loop at depth 2 with header %middle
; DEBUG-NEXT: LICM: MUL %xy - HOISTED
; DEBUG-NEXT: LICM: ADD %row - HOISTED
; DEBUG:      LICM: loop at depth 1 with header %outer
; DEBUG-NEXT: LICM: MUL %xy - HOISTED
; DEBUG-NOT:  HOISTED (all
define void @hoist_three_levels(i32* %p, i32 %x, i32 %y, i32 %n) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %middle

middle:
  %j = phi i32 [ 0, %outer ], [ %j.next, %middle.latch ]
  br label %inner

inner:
  %k = phi i32 [ 0, %middle ], [ %k.next, %inner ]
  %xy = mul i32 %x, %y
  %row = add i32 %i, %xy
  %col = mul i32 %row, %j
  %idx = add i32 %col, %k
  %gep = getelementptr inbounds i32, i32* %p, i32 %idx
  store i32 %k, i32* %gep, align 4
  %k.next = add nuw nsw i32 %k, 1
  %k.cmp = icmp slt i32 %k.next, %n
  br i1 %k.cmp, label %inner, label %middle.latch

middle.latch:
  %j.next = add nuw nsw i32 %j, 1
  %j.cmp = icmp slt i32 %j.next, %n
  br i1 %j.cmp, label %middle, label %outer.latch

outer.latch:
  %i.next = add nuw nsw i32 %i, 1
  %i.cmp = icmp slt i32 %i.next, %n
  br i1 %i.cmp, label %outer, label %exit

exit:
  ret void
}
