; RUN: hoist -passes=loop-unroll -pass-remarks=loop-unroll -pass-remarks-missed=loop-unroll -disable-output < %s 2>&1 | FileCheck %s

; An intrinsic that llc turns into a library call is a call to the unroller, which unrolls a loop
; with calls only for what unrolling simplifies: llvm.floor is a call to floor() on x86-64 without
; SSE4.1 (@floor_sse2), one roundsd instruction with it (@floor_sse41), and llvm.sin always is.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; CHECK: remark: <unknown>:0:0: loop not unrolled: the loop calls functions and unrolling it simplifies too little
; CHECK-NEXT: remark: <unknown>:0:0: unrolled loop by a factor of {{[0-9]+}} with run-time trip count
; CHECK-NEXT: remark: <unknown>:0:0: loop not unrolled: the loop calls functions and unrolling it simplifies too little
; CHECK-NOT: remark

define void @floor_sse2(double* %a, i64 %n) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %p, align 8
  %f = call double @llvm.floor.f64(double %v)
  store double %f, double* %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @floor_sse41(double* %a, i64 %n) #1 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %p, align 8
  %f = call double @llvm.floor.f64(double %v)
  store double %f, double* %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sine(double* %a, i64 %n) #1 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %p, align 8
  %f = call double @llvm.sin.f64(double %v)
  store double %f, double* %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare double @llvm.floor.f64(double)
declare double @llvm.sin.f64(double)

attributes #0 = { "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" }
attributes #1 = { "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+sse3,+ssse3,+sse4.1,+x87" }
