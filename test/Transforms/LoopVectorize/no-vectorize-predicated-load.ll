; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; A consecutive load on a path some iterations take may read past what the scalar loop reads
; (b may be shorter than a), and SSE has no masked load: the loop stays scalar with
; NoCFGForSelect. (A load from an invariant address on such a path is taken: see
; if-conversion-cold-load.ll.)

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Don't vectorize: s += a[i] != 0 ? b[i] : 1.
; CHECK-LABEL: @no_vectorize_conditional_load(
; CHECK-NOT:     vector.body
; REMARK: remark: <unknown>:0:0: loop not vectorized: control flow cannot be substituted for a select
define i32 @no_vectorize_conditional_load(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %join ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %nz = icmp ne i32 %v, 0
  br i1 %nz, label %then, label %join
then:
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %w = load i32, i32* %pb, align 4
  br label %join
join:
  %x = phi i32 [ %w, %then ], [ 1, %loop ]
  %s.next = add i32 %s, %x
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}
