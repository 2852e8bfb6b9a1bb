; RUN: hoist -S -passes=loop-flatten < %s | FileCheck %s
; RUN: hoist -passes=loop-flatten -pass-remarks=loop-flatten -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-flatten -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Two perfectly nested loops whose inductions are used only as i*M + j (or an address of that
; form) become one loop of N*M iterations, as LLVM's LoopFlatten makes them: a new counter runs to
; %flatten.tripcount and each linear value is computed from it. The loops here count in i64, the
; widest native integer, so the counter cannot be widened; the product cannot overflow because an
; inbounds address would leave every object first (LLVM's rule). The nests are not guarded: the
; inner loop runs on every outer iteration (guards.ll tests guarded ones).

; REMARK-COUNT-5: remark: <unknown>:0:0: Flattened into outer loop
; STATS: 5 loop-flatten - Number of loops flattened

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; for (i < n) for (j < m) a[i*m + j] = 0, the index computed with add and mul (LLVM's IsAdd).
; CHECK-LABEL: @add_form(
; CHECK:       outer.preheader:
; CHECK-NEXT:    %flatten.tripcount = mul nuw i64 %m, %n
; CHECK-NEXT:    br label %outer
; CHECK:       outer:
; CHECK-NEXT:    %flatten.iv = phi i64 [ 0, %outer.preheader ], [ %flatten.iv.next, %outer ]
; CHECK-NEXT:    %p = getelementptr inbounds i32, i32* %a, i64 %flatten.iv
; CHECK-NEXT:    store i32 0, i32* %p, align 4
; CHECK-NEXT:    %flatten.iv.next = add nuw i64 %flatten.iv, 1
; CHECK-NEXT:    %flatten.cmp = icmp ne i64 %flatten.iv.next, %flatten.tripcount
; CHECK-NEXT:    br i1 %flatten.cmp, label %outer, label %exit.loopexit
; CHECK-NOT:   %j =
define void @add_form(i32* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer.preheader, label %exit

outer.preheader:
  br label %outer

outer:
  %i = phi i64 [ 0, %outer.preheader ], [ %i.next, %outer.latch ]
  %row = mul i64 %i, %m
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 0, i32* %p, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %outer.latch

outer.latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; LLVM's GEP form: the row's address, then the cell: one GEP from the base with the counter.
; CHECK-LABEL: @gep_form(
; CHECK:       outer:
; CHECK-NEXT:    %flatten.iv = phi i64
; CHECK-NEXT:    %flatten.cell = getelementptr inbounds float, float* %a, i64 %flatten.iv
; CHECK-NEXT:    %v = load float, float* %flatten.cell, align 4
; CHECK-NEXT:    %w = fmul float %v, 2.000000e+00
; CHECK-NEXT:    store float %w, float* %flatten.cell, align 4
define void @gep_form(float* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer.preheader, label %exit

outer.preheader:
  br label %outer

outer:
  %i = phi i64 [ 0, %outer.preheader ], [ %i.next, %outer.latch ]
  %rowoff = mul i64 %i, %m
  %rowp = getelementptr inbounds float, float* %a, i64 %rowoff
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %cell = getelementptr inbounds float, float* %rowp, i64 %j
  %v = load float, float* %cell, align 4
  %w = fmul float %v, 2.0
  store float %w, float* %cell, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp ne i64 %j.next, %m
  br i1 %cj, label %inner, label %outer.latch

outer.latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ne i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; A row pointer stepped through each row: the pointer itself is linear, replaced by an address
; computed from the counter. It is a phi, not an inbounds GEP from the base, so nothing proves
; that the product fits: the nest is versioned (version.ll tests the check's shape).
; CHECK-LABEL: @row_pointer(
; CHECK:       outer.lver.check:
; CHECK:         br i1 %flatten.overflow, label %outer.ph.lver.orig, label %outer.ph
; CHECK:       outer:
; CHECK-NEXT:    %flatten.iv = phi i64
; CHECK-NEXT:    %flatten.p = getelementptr i8, i8* %a, i64 %flatten.iv
; CHECK-NEXT:    store i8 7, i8* %flatten.p, align 1
define void @row_pointer(i8* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer.preheader, label %exit

outer.preheader:
  br label %outer

outer:
  %i = phi i64 [ 0, %outer.preheader ], [ %i.next, %outer.latch ]
  %rowoff = mul i64 %i, %m
  %rowp = getelementptr inbounds i8, i8* %a, i64 %rowoff
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %p = phi i8* [ %rowp, %outer ], [ %p.next, %inner ]
  store i8 7, i8* %p, align 1
  %p.next = getelementptr inbounds i8, i8* %p, i64 1
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %outer.latch

outer.latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; A sum carried through both loops (a phi in each header, the LCSSA phi between them): the
; flattened loop carries it in the outer phi, in the same order of additions.
; CHECK-LABEL: @sum(
; CHECK:       outer:
; CHECK-NEXT:    %flatten.iv = phi i64
; CHECK-NEXT:    %s.out = phi double [ 0.000000e+00, %outer.preheader ], [ %s.next, %outer ]
; CHECK-NEXT:    %p = getelementptr inbounds double, double* %a, i64 %flatten.iv
; CHECK-NEXT:    %v = load double, double* %p, align 8
; CHECK-NEXT:    %s.next = fadd double %s.out, %v
; CHECK:       exit.loopexit:
; CHECK-NEXT:    %s.lcssa.lcssa = phi double [ %s.next, %outer ]
define double @sum(double* %a, i64 %n, i64 %m) {
entry:
  %cn = icmp ugt i64 %n, 0
  %cm = icmp ugt i64 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer.preheader, label %exit

outer.preheader:
  br label %outer

outer:
  %i = phi i64 [ 0, %outer.preheader ], [ %i.next, %outer.latch ]
  %s.out = phi double [ 0.0, %outer.preheader ], [ %s.lcssa, %outer.latch ]
  %row = mul i64 %i, %m
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %s.in = phi double [ %s.out, %outer ], [ %s.next, %inner ]
  %idx = add i64 %row, %j
  %p = getelementptr inbounds double, double* %a, i64 %idx
  %v = load double, double* %p, align 8
  %s.next = fadd double %s.in, %v
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %outer.latch

outer.latch:
  %s.lcssa = phi double [ %s.next, %inner ]
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  %r = phi double [ 0.0, %entry ], [ %s.lcssa, %outer.latch ]
  ret double %r
}

; Constant counts 10 x 20 in i32: widened, the counter is an i64 and computes the zero-extended
; index directly (it is exact: the arithmetic is nuw); the trip count is a constant.
; CHECK-LABEL: @constant_counts(
; CHECK:       outer:
; CHECK-NEXT:    %flatten.iv = phi i64 [ 0, %entry ], [ %flatten.iv.next, %outer ]
; CHECK:         %flatten.cmp = icmp ne i64 %flatten.iv.next, 200
define void @constant_counts(i16* %a) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %row = mul nuw nsw i32 %i, 20
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add nuw nsw i32 %row, %j
  %idx.ext = zext i32 %idx to i64
  %p = getelementptr inbounds i16, i16* %a, i64 %idx.ext
  store i16 1, i16* %p, align 2
  %j.next = add nuw nsw i32 %j, 1
  %cj = icmp ult i32 %j.next, 20
  br i1 %cj, label %inner, label %outer.latch

outer.latch:
  %i.next = add nuw nsw i32 %i, 1
  %ci = icmp ult i32 %i.next, 10
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}
