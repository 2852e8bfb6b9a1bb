; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Every loop here stays scalar, with a missed remark that says why; the IR is unchanged.
; CHECK-NOT: vector.body

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; STATS:      16 loop-vectorize - Number of loops analyzed for vectorization
; STATS-NEXT:  1 loop-vectorize - Number of loops not vectorized: CantComputeNumberOfIterations
; STATS-NEXT:  4 loop-vectorize - Number of loops not vectorized: CantVectorizeInstruction
; STATS-NEXT:  1 loop-vectorize - Number of loops not vectorized: CantVectorizeMemory
; STATS-NEXT:  1 loop-vectorize - Number of loops not vectorized: LowTripCount
; STATS-NEXT:  2 loop-vectorize - Number of loops not vectorized: MissedExplicitlyDisabled
; STATS-NEXT:  1 loop-vectorize - Number of loops not vectorized: NonInductionPHI
; STATS-NEXT:  1 loop-vectorize - Number of loops not vectorized: OptSize
; STATS-NEXT:  1 loop-vectorize - Number of loops not vectorized: PotentiallyFaultingEarlyExitLoop
; STATS-NEXT:  1 loop-vectorize - Number of loops not vectorized: TooManyRuntimeChecks
; STATS-NEXT:  1 loop-vectorize - Number of loops not vectorized: UnsafeDep
; STATS-NEXT:  2 loop-vectorize - Number of loops not vectorized: VectorizationNotBeneficial
; STATS-NOT:   vectorized

; a[i + 1] = a[i]: the next iteration reads what this one wrote; no check can pass.
; REMARK: remark: {{.*}}loop not vectorized: unsafe dependent memory operations in loop
define void @distance(i32* %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %q = getelementptr inbounds i32, i32* %a, i64 %i.next
  store i32 %v, i32* %q, align 4
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; x86 has no vector division: by a variable, llc would divide lane by lane.
; REMARK: remark: {{.*}}loop not vectorized: division by a value that may be zero
define void @divide(i32* noalias %a, i32 %d, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %q = udiv i32 %v, %d
  store i32 %q, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A call that is not element-wise math.
; REMARK: remark: {{.*}}loop not vectorized: call instruction cannot be vectorized
define void @calls(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = call i32 @f(i64 %i)
  store i32 %v, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A store on one path only: SSE has no masked store; a branch around each lane's store costs more
; than the scalar loop.
; REMARK: remark: {{.*}}loop not vectorized: the vector loop would not run faster than the scalar loop on this target
define void @branchy(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %odd = and i32 %v, 1
  %c0 = icmp eq i32 %odd, 0
  br i1 %c0, label %then, label %latch
then:
  store i32 0, i32* %p, align 4
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A second exit, in the middle of the body (a search), through a pointer nothing says is
; dereferenceable: the vector loop would read lanes past the exit that may not exist.
; REMARK: remark: {{.*}}loop not vectorized: Cannot vectorize potentially faulting early exit loop
define i64 @early_exit(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %found = icmp eq i32 %v, 0
  br i1 %found, label %exit, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i64 [ %i, %loop ], [ %n, %latch ]
  ret i64 %r
}

; The user said no.
; REMARK: remark: {{.*}}loop not vectorized: vectorization is explicitly disabled
define void @disabled(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; A width of 1 means the same.
; REMARK: remark: {{.*}}loop not vectorized: vectorization is explicitly disabled
define void @width_one(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !2
exit:
  ret void
}

; Already vectorized: skipped without a remark (it is not analyzed either).
define void @done(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !4
exit:
  ret void
}

; Code size first.
; REMARK: remark: {{.*}}loop not vectorized: the function is optimized for size or may not use vector registers
define void @small(i32* noalias %a, i64 %n) optsize {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Volatile accesses keep their number and order.
; REMARK: remark: {{.*}}loop not vectorized: volatile or atomic store
define void @volatile_store(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store volatile i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; a[b[i]] = 0: a scatter, not a consecutive store.
; REMARK: remark: {{.*}}loop not vectorized: a loaded value is used as an address
define void @scatter(i32* noalias %a, i64* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i64, i64* %b, i64 %i
  %j = load i64, i64* %pb, align 8
  %p = getelementptr inbounds i32, i32* %a, i64 %j
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; a[i * i] = 0: not consecutive, nor a constant stride.
; REMARK: remark: {{.*}}loop not vectorized: memory access is not consecutive or loop-invariant
define void @square(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = mul nuw nsw i64 %i, %i
  %p = getelementptr inbounds i32, i32* %a, i64 %j
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; while (a[i] != 0) i++: the count depends on memory.
; REMARK: remark: {{.*}}loop not vectorized: could not determine number of loop iterations
define i64 @search(i32* %a) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i32 %v, 0
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %i
}

; last = a[i] carried to the next iteration (a first-order recurrence): not a reduction.
; REMARK: remark: {{.*}}loop not vectorized: value that could not be identified as induction or reduction variable
define void @recurrence(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %last = phi i32 [ 0, %entry ], [ %v, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %d = sub i32 %v, %last
  %q = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %d, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; More pairs to check than -runtime-memory-check-threshold allows (8): nine loads against a store.
; REMARK: remark: {{.*}}loop not vectorized: cannot prove the accesses apart without more than 8 runtime checks
define void @many(i32* %a, i32* %b0, i32* %b1, i32* %b2, i32* %b3, i32* %b4, i32* %b5, i32* %b6, i32* %b7, i32* %b8, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p0 = getelementptr inbounds i32, i32* %b0, i64 %i
  %v0 = load i32, i32* %p0, align 4
  %p1 = getelementptr inbounds i32, i32* %b1, i64 %i
  %v1 = load i32, i32* %p1, align 4
  %p2 = getelementptr inbounds i32, i32* %b2, i64 %i
  %v2 = load i32, i32* %p2, align 4
  %p3 = getelementptr inbounds i32, i32* %b3, i64 %i
  %v3 = load i32, i32* %p3, align 4
  %p4 = getelementptr inbounds i32, i32* %b4, i64 %i
  %v4 = load i32, i32* %p4, align 4
  %p5 = getelementptr inbounds i32, i32* %b5, i64 %i
  %v5 = load i32, i32* %p5, align 4
  %p6 = getelementptr inbounds i32, i32* %b6, i64 %i
  %v6 = load i32, i32* %p6, align 4
  %p7 = getelementptr inbounds i32, i32* %b7, i64 %i
  %v7 = load i32, i32* %p7, align 4
  %p8 = getelementptr inbounds i32, i32* %b8, i64 %i
  %v8 = load i32, i32* %p8, align 4
  %s1 = add i32 %v0, %v1
  %s2 = add i32 %s1, %v2
  %s3 = add i32 %s2, %v3
  %s4 = add i32 %s3, %v4
  %s5 = add i32 %s4, %v5
  %s6 = add i32 %s5, %v6
  %s7 = add i32 %s6, %v7
  %s8 = add i32 %s7, %v8
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %s8, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Seven iterations: one vector of four and three left over, where the scalar loop is as fast
; (four iterations fill a vector and leave nothing: that loop is vectorized, see constant-trip-count.ll).
; REMARK: remark: {{.*}}loop not vectorized: the loop runs too few iterations to fill a vector and the remainder
define void @short(i32* noalias %a) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 7
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A 64-bit division by 10 and an unsigned conversion: SSE2 has neither, llc would do them lane by lane.
; REMARK: remark: {{.*}}loop not vectorized: the vector loop would not run faster than the scalar loop on this target
define void @lane_by_lane(double* noalias %a, i64* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i64, i64* %b, i64 %i
  %v = load i64, i64* %pb, align 8
  %m = udiv i64 %v, 10
  %d = uitofp i64 %m to double
  %pa = getelementptr inbounds double, double* %a, i64 %i
  store double %d, double* %pa, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare i32 @f(i64)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.vectorize.width", i32 1}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.isvectorized", i32 1}
