; RUN: hoist -S -passes=licm < %s | FileCheck %s

; LLVM gives a known intrinsic its own attributes whatever the declaration says, so a bare
; llvm.sqrt (no attributes) or one declared with wrong ones is still readnone and speculatable,
; and is hoisted from a block that runs only on some iterations, as opt -passes=licm does.
declare double @llvm.sqrt.f64(double)
declare float @llvm.fabs.f32(float) #0

; CHECK-LABEL: @hoist_bare_sqrt(
; CHECK:       entry:
; CHECK-NEXT:    %s = call double @llvm.sqrt.f64(double %x)
; CHECK-NEXT:    %a = call float @llvm.fabs.f32(float %y)
; CHECK-NEXT:    br label %loop
; CHECK:       then:
; CHECK-NOT:     call
; CHECK:         store double %s
define void @hoist_bare_sqrt(double* %p, float* %q, double %x, float %y, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp sgt i32 %i, 5
  br i1 %c, label %then, label %latch

then:
  %s = call double @llvm.sqrt.f64(double %x)
  %a = call float @llvm.fabs.f32(float %y)
  %gep = getelementptr inbounds double, double* %p, i32 %i
  store double %s, double* %gep, align 8
  %gepq = getelementptr inbounds float, float* %q, i32 %i
  store float %a, float* %gepq, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

attributes #0 = { cold noinline }
