; RUN: hoist -S -passes=mem2reg < %s | FileCheck %s
; RUN: hoist -passes=mem2reg -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; clang -O0 style: the loop counter and the sum live in allocas. mem2reg turns them into SSA
; values, with phis in the loop header where the stores from before and inside the loop meet; the
; allocas, loads and stores are gone.
; CHECK-LABEL: @sum_to_n(
; CHECK:       entry:
; CHECK-NEXT:    br label %cond
; CHECK:       cond:
; CHECK-DAG:     [[I:%.*]] = phi i32 [ 0, %entry ], [ %inc, %body ]
; CHECK-DAG:     [[S:%.*]] = phi i32 [ 0, %entry ], [ %add, %body ]
; CHECK:         %c = icmp slt i32 [[I]], %n
; CHECK:       body:
; CHECK-NEXT:    %add = add i32 [[S]], [[I]]
; CHECK-NEXT:    %inc = add i32 [[I]], 1
; CHECK:       end:
; CHECK-NEXT:    ret i32 [[S]]
; CHECK-NOT:     alloca
; STATS: 2 mem2reg - Number of alloca's promoted
define i32 @sum_to_n(i32 %n) {
entry:
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 0, i32* %s, align 4
  store i32 0, i32* %i, align 4
  br label %cond

cond:
  %iv = load i32, i32* %i, align 4
  %c = icmp slt i32 %iv, %n
  br i1 %c, label %body, label %end

body:
  %sv = load i32, i32* %s, align 4
  %add = add i32 %sv, %iv
  store i32 %add, i32* %s, align 4
  %inc = add i32 %iv, 1
  store i32 %inc, i32* %i, align 4
  br label %cond

end:
  %r = load i32, i32* %s, align 4
  ret i32 %r
}
