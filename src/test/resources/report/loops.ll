; A module for the report tests: a loop nest with constant trip counts (100 and 8) where one
; value is hoisted out of both loops and another out of the inner one only; a loop whose values
; are sunk to its exit; a global promoted to a register; and a load LICM must leave in place.

@g = global i32 0, align 4

define void @nest(i32* %a, i32 %k) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %scale = mul i32 %k, 3
  %row = mul i32 %i, 8
  %idx = add i32 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i32 %idx
  %v = add i32 %scale, %j
  store i32 %v, i32* %p, align 4
  %j.next = add nuw nsw i32 %j, 1
  %jc = icmp ult i32 %j.next, 8
  br i1 %jc, label %inner, label %outer.latch

outer.latch:
  %i.next = add nuw nsw i32 %i, 1
  %ic = icmp ult i32 %i.next, 100
  br i1 %ic, label %outer, label %exit

exit:
  ret void
}

define i32 @sink(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %sq = mul i32 %i, %i
  %v = add i32 %sq, 7
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 %v
}

define void @promote(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* @g, align 4
  %a = add i32 %v, %i
  store i32 %a, i32* @g, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

define void @reject(i32* %out, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* @g, align 4
  %p = getelementptr inbounds i32, i32* %out, i32 %i
  store i32 %v, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
