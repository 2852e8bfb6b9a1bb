; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks=loop-versioning-licm -pass-remarks-missed=loop-versioning-licm < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; The cost model counts the instructions a versioned loop no longer executes on x86-64. A load
; whose only user is arithmetic that can take a memory operand (out[i] = in[i] * *s), or a
; load-add-store that is one read-modify-write instruction (*sum += a[i] * b[i]), frees nothing
; when hoisted or promoted: no checks are paid for them. A loaded value the arithmetic needs in a
; register (a shift amount) or an add whose other operand lives on (a lea when both are in
; registers) is worth versioning for.

; CHECK-LABEL: @scale(
; CHECK-NOT:     lver
; CHECK-LABEL: @dot_into(
; CHECK-NOT:     lver
; CHECK-LABEL: @shift_by(
; CHECK:         br i1 %{{lver\.merged|lver\.disjoint}}
; CHECK-LABEL: @add_iv(
; CHECK:         br i1 %{{lver\.merged|lver\.disjoint}}
; REMARK:      remark: <unknown>:0:0: hoisting benefit does not exceed twice the cost of the checks: benefit 0 <= 2.0 x overhead 4
; REMARK-NEXT: remark: <unknown>:0:0: hoisting benefit does not exceed twice the cost of the checks: benefit 0 <= 2.0 x overhead 8
; REMARK-NEXT: remark: <unknown>:0:0:  Versioned loop for LICM. Number of runtime checks we had to insert 1
; REMARK-NEXT: remark: <unknown>:0:0:  Versioned loop for LICM. Number of runtime checks we had to insert 1
; REMARK-NEXT: remark: <unknown>:0:0:  Versioned loop for LICM. Number of runtime checks we had to insert 1

; for (i = 0; i < n; i++) out[i] = in[i] * *s;
define void @scale(float* %out, float* %in, float* %s, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %idx = zext i32 %i to i64
  %pi = getelementptr inbounds float, float* %in, i64 %idx
  %x = load float, float* %pi, align 4
  %f = load float, float* %s, align 4
  %y = fmul float %x, %f
  %po = getelementptr inbounds float, float* %out, i64 %idx
  store float %y, float* %po, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; for (i = 0; i < n; i++) *sum += a[i] * b[i];
define void @dot_into(i32* %sum, i32* %a, i32* %b, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %idx = zext i32 %i to i64
  %pa = getelementptr inbounds i32, i32* %a, i64 %idx
  %x = load i32, i32* %pa, align 4
  %pb = getelementptr inbounds i32, i32* %b, i64 %idx
  %y = load i32, i32* %pb, align 4
  %m = mul i32 %x, %y
  %s = load i32, i32* %sum, align 4
  %s2 = add i32 %s, %m
  store i32 %s2, i32* %sum, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; for (i = 0; i < n; i++) out[i] = in[i] << *k;
define void @shift_by(i32* %out, i32* %in, i32* %k, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %idx = zext i32 %i to i64
  %pi = getelementptr inbounds i32, i32* %in, i64 %idx
  %x = load i32, i32* %pi, align 4
  %sh = load i32, i32* %k, align 4
  %y = shl i32 %x, %sh
  %po = getelementptr inbounds i32, i32* %out, i64 %idx
  store i32 %y, i32* %po, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; for (i = 0; i < n; i++) out[i] = *b + i;
define void @add_iv(i32* %out, i32* %b, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %y = add i32 %v, %i
  %idx = zext i32 %i to i64
  %po = getelementptr inbounds i32, i32* %out, i64 %idx
  store i32 %y, i32* %po, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; A loaded value whose only user has one operand (here a sign extension) is no memory operand: it
; is worth versioning for (and the cost model must not look for a second operand: Csmith seed
; 70783 crashed here).
; CHECK-LABEL: @widen_into(
; CHECK:         br i1 %{{lver\.merged|lver\.disjoint}}
; for (i = 0; i < n; i++) out[i] = (long)*s;
define void @widen_into(i64* %out, i32* %s, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %idx = zext i32 %i to i64
  %v = load i32, i32* %s, align 4
  %w = sext i32 %v to i64
  %po = getelementptr inbounds i64, i64* %out, i64 %idx
  store i64 %w, i64* %po, align 8
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
