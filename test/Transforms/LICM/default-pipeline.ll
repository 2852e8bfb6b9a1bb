; RUN: hoist -S -vectorize-loops=false -unroll-threshold=0 -unroll-allow-partial=false < %s | FileCheck %s

; The default pipeline (mem2reg, loop-simplify, licm-rotate, lcssa, licm, ..., constfold, dce) on
; clang -O0 style code: the counter becomes a phi, 5 - 5 folds to 0, and the invariant product and
; the sum using it leave the loop. (The loop is then a fill that loop-vectorize and loop-unroll would
; take; they are off here so that the checks see the loop LICM leaves.)
; CHECK-LABEL: @o0_style(
; CHECK-NOT:     alloca
; CHECK:         [[XY:%.*]] = mul nsw i32 %x, %y
; CHECK-NEXT:    [[V:%.*]] = add i32 [[XY]], 0
; CHECK-NEXT:    br label %[[LOOP:.*]]
; CHECK:       [[LOOP]]:
; CHECK-NOT:     mul
; CHECK-NOT:     sub
; CHECK:         store i32 [[V]], i32* {{%.*}}, align 4
; CHECK-NOT:     alloca
define void @o0_style(i32* %p, i32 %x, i32 %y, i32 %n) {
entry:
  %i = alloca i32, align 4
  store i32 0, i32* %i, align 4
  br label %cond

cond:
  %iv = load i32, i32* %i, align 4
  %c = icmp slt i32 %iv, %n
  br i1 %c, label %body, label %end

body:
  %zero = sub i32 5, 5
  %m = mul nsw i32 %x, %y
  %v = add i32 %m, %zero
  %iv2 = load i32, i32* %i, align 4
  %idx = sext i32 %iv2 to i64
  %gep = getelementptr inbounds i32, i32* %p, i64 %idx
  store i32 %v, i32* %gep, align 4
  %inc = add nsw i32 %iv2, 1
  store i32 %inc, i32* %i, align 4
  br label %cond

end:
  ret void
}
