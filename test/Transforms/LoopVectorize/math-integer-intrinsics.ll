; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 < %s | FileCheck %s

; Integer min and max intrinsics (llvm.smin/smax/umin/umax, what instcombine makes of
; a < b ? a : b) are widened like the floating-point ones.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; a[i] = clamp(a[i], -100, 100) on ints.
; CHECK-LABEL: @clamp_i32(
; CHECK:         [[LO:%[0-9]+]] = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %wide.load, <4 x i32> <i32 -100, i32 -100, i32 -100, i32 -100>)
; CHECK-NEXT:    call <4 x i32> @llvm.smin.v4i32(<4 x i32> [[LO]], <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
define void @clamp_i32(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %lo = call i32 @llvm.smax.i32(i32 %v, i32 -100)
  %x = call i32 @llvm.smin.i32(i32 %lo, i32 100)
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; a[i] = min(max(a[i], k), 200) on unsigned bytes: sixteen lanes.
; CHECK-LABEL: @uclamp_i8(
; CHECK:         [[LO:%[0-9]+]] = call <16 x i8> @llvm.umax.v16i8(<16 x i8> %wide.load, <16 x i8> %broadcast.splat)
; CHECK-NEXT:    call <16 x i8> @llvm.umin.v16i8(<16 x i8> [[LO]], <16 x i8> <i8 -56,
define void @uclamp_i8(i8* noalias %a, i8 %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i8, i8* %a, i64 %i
  %v = load i8, i8* %p, align 1
  %lo = call i8 @llvm.umax.i8(i8 %v, i8 %k)
  %x = call i8 @llvm.umin.i8(i8 %lo, i8 200)
  store i8 %x, i8* %p, align 1
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i8 @llvm.umax.i8(i8, i8)
declare i8 @llvm.umin.i8(i8, i8)
