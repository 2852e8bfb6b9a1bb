; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; The vector loop takes the loop's iterations in blocks of the width, so the loop must leave at
; its latch, every other block branching within the body: a switch in its body keeps a loop
; scalar with CFGNotUnderstood. A second exit (a search) is taken only when every lane's load
; is known safe (early-exit-search.ll); through a plain pointer it is not.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS: 1 loop-vectorize - Number of loops not vectorized: CFGNotUnderstood
; STATS: 1 loop-vectorize - Number of loops not vectorized: PotentiallyFaultingEarlyExitLoop

; Don't vectorize: for (i = 0; i < n; i++) if (a[i] == k) return i; return -1, a[] of unknown size
; CHECK-LABEL: @no_vectorize_early_exit(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: Cannot vectorize potentially faulting early exit loop
define i64 @no_vectorize_early_exit(i32* noalias %a, i32 %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %found = icmp eq i32 %v, %k
  br i1 %found, label %exit, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i64 [ %i, %loop ], [ -1, %latch ]
  ret i64 %r
}

; Don't vectorize: a switch in the body (switch (a[i]) { case 0: b[i] = 1; })
; CHECK-LABEL: @no_vectorize_switch(
; CHECK-NOT:     vector.body
; CHECK:       exit:
; REMARK: remark: <unknown>:0:0: loop not vectorized: loop control flow is not understood by vectorizer
define void @no_vectorize_switch(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  switch i32 %v, label %latch [
    i32 0, label %zero
    i32 1, label %zero
  ]
zero:
  br label %latch
latch:
  %x = phi i32 [ 1, %zero ], [ 0, %loop ]
  %q = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %x, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
