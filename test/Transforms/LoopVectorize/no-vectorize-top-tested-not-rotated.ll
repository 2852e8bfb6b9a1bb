; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; A top-tested loop is rotated for the vectorizer only when its instructions look vectorizable:
; one with a call, or with a phi that neither counts nor accumulates, is left in while form
; and rejected as it is (its exit is in the header, not the latch).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS:     2 loop-vectorize - Number of loops not vectorized: CFGNotUnderstood
; STATS-NOT: rotated

; Don't rotate, don't vectorize: while (i < n) { a[i] = 0; g(); i++; }
; CHECK-LABEL: @no_vectorize_while_call(
; CHECK:       head:
; CHECK-NEXT:    %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
; CHECK-NEXT:    %c = icmp slt i64 %i, %n
; CHECK-NEXT:    br i1 %c, label %body, label %exit
; CHECK-NOT:     vector.body
; REMARK: remark: <unknown>:0:0: loop not vectorized: loop control flow is not understood by vectorizer
define void @no_vectorize_while_call(i32* noalias %a, i64 %n) {
entry:
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i64 %i, %n
  br i1 %c, label %body, label %exit
body:
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %pa, align 4
  call void @g()
  %i.next = add nuw nsw i64 %i, 1
  br label %head
exit:
  ret void
}

; Don't rotate, don't vectorize: while (i < n) { h = (h ^ a[i]) * 16777619; i++; }, a hash, whose
; phi neither counts nor accumulates.
; CHECK-LABEL: @no_vectorize_while_hash(
; CHECK:       head:
; CHECK-NEXT:    %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
; CHECK-NEXT:    %h = phi i32 [ -2128831035, %entry ], [ %h.next, %body ]
; CHECK-NEXT:    %c = icmp slt i64 %i, %n
; CHECK-NEXT:    br i1 %c, label %body, label %exit
; CHECK-NOT:     vector.body
; REMARK: remark: <unknown>:0:0: loop not vectorized: loop control flow is not understood by vectorizer
define i32 @no_vectorize_while_hash(i32* noalias %a, i64 %n) {
entry:
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %h = phi i32 [ -2128831035, %entry ], [ %h.next, %body ]
  %c = icmp slt i64 %i, %n
  br i1 %c, label %body, label %exit
body:
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %x = xor i32 %h, %v
  %h.next = mul i32 %x, 16777619
  %i.next = add nuw nsw i64 %i, 1
  br label %head
exit:
  ret i32 %h
}

declare void @g()
