; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; Compares are widened to vectors of i1, which feed selects and zero extensions as the scalar i1
; did. Logic on i1 values (and, or, xor of compares) is not widened: the loop stays scalar.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; b[i] = (a[i] == k) + (a[i] u< 3), as 0/1 ints.
; CHECK-LABEL: @icmp_zext(
; CHECK:         [[EQ:%[0-9]+]] = icmp eq <4 x i32> %wide.load, %broadcast.splat
; CHECK-NEXT:    [[LT:%[0-9]+]] = icmp ult <4 x i32> %wide.load, <i32 3, i32 3, i32 3, i32 3>
; CHECK-NEXT:    [[EQ32:%[0-9]+]] = zext <4 x i1> [[EQ]] to <4 x i32>
; CHECK-NEXT:    [[LT32:%[0-9]+]] = zext <4 x i1> [[LT]] to <4 x i32>
; CHECK-NEXT:    add <4 x i32> [[EQ32]], [[LT32]]
define void @icmp_zext(i32* noalias %a, i32* noalias %b, i32 %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %eq = icmp eq i32 %v, %k
  %lt = icmp ult i32 %v, 3
  %eq32 = zext i1 %eq to i32
  %lt32 = zext i1 %lt to i32
  %x = add i32 %eq32, %lt32
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %x, i32* %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; a[i] = a[i] > 0.5 ? a[i] : 0.0 on doubles.
; CHECK-LABEL: @fcmp_select(
; CHECK:         [[GT:%[0-9]+]] = fcmp ogt <2 x double> %wide.load, <double 5.000000e-01, double 5.000000e-01>
; CHECK-NEXT:    select <2 x i1> [[GT]], <2 x double> %wide.load, <2 x double> zeroinitializer
define void @fcmp_select(double* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %p, align 8
  %gt = fcmp ogt double %v, 5.000000e-01
  %x = select i1 %gt, double %v, double 0.000000e+00
  store double %x, double* %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Don't vectorize: a[i] = (a[i] > 0.0 && a[i] < 1.0) ? a[i] : 0.0, the compares combined with and.
; CHECK-LABEL: @no_vectorize_i1_and(
; CHECK-NOT:     vector.body
; REMARK: remark: <unknown>:0:0: loop not vectorized: operation on a type that cannot be vectorized
define void @no_vectorize_i1_and(double* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %p, align 8
  %gt = fcmp ogt double %v, 0.000000e+00
  %lt = fcmp olt double %v, 1.000000e+00
  %in = and i1 %gt, %lt
  %x = select i1 %in, double %v, double 0.000000e+00
  store double %x, double* %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
