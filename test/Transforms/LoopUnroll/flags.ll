; RUN: hoist -disable-output -passes=loop-unroll -pass-remarks=loop-unroll -pass-remarks-missed=loop-unroll < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=DEFAULT
; RUN: hoist -disable-output -passes=loop-unroll -unroll-threshold=10 -pass-remarks=loop-unroll -pass-remarks-missed=loop-unroll < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=THRESHOLD
; RUN: hoist -disable-output -passes=loop-unroll -unroll-full-max-count=4 -unroll-allow-partial=false -unroll-runtime=false \
; RUN:   -pass-remarks=loop-unroll -pass-remarks-missed=loop-unroll < %s 2>&1 | FileCheck %s --check-prefix=NOPARTIAL
; RUN: hoist -disable-output -passes=loop-unroll -unroll-count=3 -pass-remarks=loop-unroll < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=COUNT
; RUN: hoist -disable-output -passes=loop-unroll -unroll-max-count=2 -pass-remarks=loop-unroll < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MAXCOUNT
; RUN: hoist -disable-output -passes=loop-unroll -unroll-max-upperbound=0 -pass-remarks=loop-unroll -pass-remarks-missed=loop-unroll < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOBOUND
; RUN: hoist -disable-output -passes=loop-unroll -unroll-partial-threshold=12 -pass-remarks=loop-unroll < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PARTIAL12
; RUN: not hoist -disable-output -passes=loop-unroll -unroll-count=-2 < %s 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: hoist -disable-output -passes=loop-unroll -unroll-count=5 -unroll-allow-remainder=false -pass-remarks=loop-unroll < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOREMAINDER
; RUN: hoist -disable-output -passes=loop-unroll -unroll-count=5 -unroll-allow-remainder=false -pragma-unroll-threshold=100 \
; RUN:   -pass-remarks=loop-unroll < %s 2>&1 | FileCheck %s --check-prefix=PRAGMA100

; The flags, one loop each of: a constant count of 96, a count bounded by 4, a runtime count.

; DEFAULT:    remark: <unknown>:0:0: unrolled loop by a factor of 8
; DEFAULT-NEXT: remark: <unknown>:0:0: completely unrolled loop with 4 iterations
; DEFAULT-NEXT: remark: <unknown>:0:0: unrolled loop by a factor of 8 with run-time trip count

; A smaller threshold: no full unroll of the bounded loop (its 4 copies are over 10), and no
; runtime unrolling of a loop bounded by less than -unroll-max-upperbound (LLVM's rule).
; THRESHOLD:      remark: <unknown>:0:0: unrolled loop by a factor of 8
; THRESHOLD-NEXT: remark: <unknown>:0:0: loop not unrolled: the loop runs at most 4 times
; THRESHOLD-NEXT: remark: <unknown>:0:0: unrolled loop by a factor of 8 with run-time trip count

; NOPARTIAL: remark: <unknown>:0:0: loop not unrolled: will not try to unroll partially because -unroll-allow-partial not given
; NOPARTIAL: remark: <unknown>:0:0: completely unrolled loop with 4 iterations
; NOPARTIAL: remark: <unknown>:0:0: loop not unrolled: will not try to unroll loop with runtime trip count -unroll-runtime not given

; -unroll-count: 3 divides 96; the bounded loop's count is not known, so it gets a remainder.
; COUNT:      remark: <unknown>:0:0: unrolled loop by a factor of 3
; COUNT-NEXT: remark: <unknown>:0:0: unrolled loop by a factor of 3 with run-time trip count
; COUNT-NEXT: remark: <unknown>:0:0: unrolled loop by a factor of 3 with run-time trip count

; MAXCOUNT:      remark: <unknown>:0:0: unrolled loop by a factor of 2
; MAXCOUNT-NEXT: remark: <unknown>:0:0: completely unrolled loop with 4 iterations
; MAXCOUNT-NEXT: remark: <unknown>:0:0: unrolled loop by a factor of 2 with run-time trip count

; No unrolling by a bound (-unroll-max-upperbound=0): the bounded loop is unrolled at run time
; instead, by no more than its bound, as LLVM does.
; NOBOUND:      remark: <unknown>:0:0: unrolled loop by a factor of 8
; NOBOUND-NEXT: remark: <unknown>:0:0: unrolled loop by a factor of 4 with run-time trip count
; NOBOUND-NEXT: remark: <unknown>:0:0: unrolled loop by a factor of 8 with run-time trip count

; A smaller loop buffer: counts shrink until the unrolled body fits.
; PARTIAL12:      remark: <unknown>:0:0: unrolled loop by a factor of 2
; PARTIAL12-NEXT: remark: <unknown>:0:0: completely unrolled loop with 4 iterations
; PARTIAL12-NEXT: remark: <unknown>:0:0: unrolled loop by a factor of 2 with run-time trip count

; BAD: for the --unroll-count option: '-2' value invalid for uint argument!

; -unroll-count=5 does not divide 96 and no remainder is allowed: as in LLVM, the count still
; makes the unrolling explicit, so the pragma threshold (16K) applies and the loop of 96 is
; unrolled fully; the runtime loop is left to the cost model.
; NOREMAINDER:      remark: <unknown>:0:0: completely unrolled loop with 96 iterations
; NOREMAINDER-NEXT: remark: <unknown>:0:0: completely unrolled loop with 4 iterations
; NOREMAINDER-NEXT: remark: <unknown>:0:0: unrolled loop by a factor of 8 with run-time trip count

; With a pragma threshold of 100 the 96 copies do not fit: partial unrolling instead.
; PRAGMA100:      remark: <unknown>:0:0: unrolled loop by a factor of 8
; PRAGMA100-NEXT: remark: <unknown>:0:0: completely unrolled loop with 4 iterations
; PRAGMA100-NEXT: remark: <unknown>:0:0: unrolled loop by a factor of 8 with run-time trip count

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @const24(i32* %a) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %w = mul i32 %v, 5
  store i32 %w, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 96
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @bounded(i32* %a, i32 %m) {
entry:
  %n = and i32 %m, 3
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %w = mul i32 %v, 5
  store i32 %w, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @runtime(i32* %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %w = mul i32 %v, 5
  store i32 %w, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
