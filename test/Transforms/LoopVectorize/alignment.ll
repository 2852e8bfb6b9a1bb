; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s

; Vector accesses state the scalar access's alignment: a <4 x i32> at an i32's address is only
; 4-byte aligned. An access without align has its type's ABI alignment, so the vector access
; states the element's (left out, the vector type's 16 would let llc emit movdqa, which faults
; on an address that is only 4-byte aligned); a smaller stated alignment is kept as it is.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; align 4 on i32: align 4.
; CHECK-LABEL: @align_4(
; CHECK:         load <4 x i32>, <4 x i32>* %vec.ptr, align 4
; CHECK:         store <4 x i32> %{{[0-9]+}}, <4 x i32>* %vec.ptr{{[0-9]+}}, align 4
define void @align_4(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %x = add i32 %v, 1
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; No align on i32: the element's ABI alignment, 4.
; CHECK-LABEL: @no_align_i32(
; CHECK:         load <4 x i32>, <4 x i32>* %vec.ptr, align 4
; CHECK:         store <4 x i32> %{{[0-9]+}}, <4 x i32>* %vec.ptr{{[0-9]+}}, align 4
define void @no_align_i32(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p
  %x = add i32 %v, 1
  store i32 %x, i32* %p
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; No align on double: 8.
; CHECK-LABEL: @no_align_double(
; CHECK:         load <2 x double>, <2 x double>* %vec.ptr, align 8
; CHECK:         store <2 x double> %{{[0-9]+}}, <2 x double>* %vec.ptr{{[0-9]+}}, align 8
define void @no_align_double(double* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %p
  %x = fmul double %v, %v
  store double %x, double* %p
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; No align on i8: 1.
; CHECK-LABEL: @no_align_i8(
; CHECK:         load <16 x i8>, <16 x i8>* %vec.ptr, align 1
; CHECK:         store <16 x i8> %{{[0-9]+}}, <16 x i8>* %vec.ptr{{[0-9]+}}, align 1
define void @no_align_i8(i8* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i8, i8* %a, i64 %i
  %v = load i8, i8* %p
  %x = xor i8 %v, 1
  store i8 %x, i8* %p
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; align 1 on i32 (a packed struct's field): kept.
; CHECK-LABEL: @align_1(
; CHECK:         load <4 x i32>, <4 x i32>* %vec.ptr, align 1
; CHECK:         store <4 x i32> %{{[0-9]+}}, <4 x i32>* %vec.ptr{{[0-9]+}}, align 1
define void @align_1(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 1
  %x = add i32 %v, 1
  store i32 %x, i32* %p, align 1
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
