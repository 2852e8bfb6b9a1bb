; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s

; Conversions between integer widths and between integers and floating point are widened lane
; by lane to the vector conversion, as long as SSE2 has it (see no-vectorize-not-beneficial.ll).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; b[i] = (unsigned)a[i], a unsigned char: zero extension.
; CHECK-LABEL: @zext_i8_i32(
; CHECK:         zext <4 x i8> %wide.load to <4 x i32>
define void @zext_i8_i32(i8* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i8, i8* %a, i64 %i
  %v = load i8, i8* %p, align 1
  %x = zext i8 %v to i32
  %q = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %x, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; b[i] = (short)a[i]: truncation.
; CHECK-LABEL: @trunc_i32_i16(
; CHECK:         trunc <4 x i32> %wide.load to <4 x i16>
define void @trunc_i32_i16(i32* noalias %a, i16* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %x = trunc i32 %v to i16
  %q = getelementptr inbounds i16, i16* %b, i64 %i
  store i16 %x, i16* %q, align 2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; b[i] = (double)a[i], a float: two lanes, the double's width.
; CHECK-LABEL: @fpext_float_double(
; CHECK:         fpext <2 x float> %wide.load to <2 x double>
define void @fpext_float_double(float* noalias %a, double* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %p, align 4
  %x = fpext float %v to double
  %q = getelementptr inbounds double, double* %b, i64 %i
  store double %x, double* %q, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; b[i] = (float)a[i], a double.
; CHECK-LABEL: @fptrunc_double_float(
; CHECK:         fptrunc <2 x double> %wide.load to <2 x float>
define void @fptrunc_double_float(double* noalias %a, float* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %p, align 8
  %x = fptrunc double %v to float
  %q = getelementptr inbounds float, float* %b, i64 %i
  store float %x, float* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; b[i] = (int)a[i], a float: cvttps2dq.
; CHECK-LABEL: @fptosi_float_i32(
; CHECK:         fptosi <4 x float> %wide.load to <4 x i32>
define void @fptosi_float_i32(float* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %p, align 4
  %x = fptosi float %v to i32
  %q = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %x, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; b[i] = (float)a[i], a short: sign-extended and converted.
; CHECK-LABEL: @sitofp_i16_float(
; CHECK:         sitofp <4 x i16> %wide.load to <4 x float>
define void @sitofp_i16_float(i16* noalias %a, float* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i16, i16* %a, i64 %i
  %v = load i16, i16* %p, align 2
  %x = sitofp i16 %v to float
  %q = getelementptr inbounds float, float* %b, i64 %i
  store float %x, float* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
