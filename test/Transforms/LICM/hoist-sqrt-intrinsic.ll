; RUN: hoist -S -passes=licm < %s | FileCheck %s

declare double @llvm.sqrt.f64(double) #0

; llvm.sqrt is readnone and speculatable: it is hoisted even from a block that runs only on some
; iterations, together with the arithmetic that uses it.
; CHECK-LABEL: @hoist_sqrt_conditional(
; CHECK:       entry:
; CHECK-NEXT:    %s = call double @llvm.sqrt.f64(double %x)
; CHECK-NEXT:    %t = fmul double %s, %s
; CHECK-NEXT:    br label %loop
; CHECK:       then:
; CHECK-NOT:     call
; CHECK:         store double %t
define void @hoist_sqrt_conditional(double* %p, double %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp sgt i32 %i, 5
  br i1 %c, label %then, label %latch

then:
  %s = call double @llvm.sqrt.f64(double %x)
  %t = fmul double %s, %s
  %gep = getelementptr inbounds double, double* %p, i32 %i
  store double %t, double* %gep, align 8
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

attributes #0 = { nofree nosync nounwind readnone speculatable willreturn }
