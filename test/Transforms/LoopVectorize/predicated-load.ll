; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s --check-prefix=DEFAULT
; RUN: hoist -S -passes=loop-vectorize -force-vector-width=4 -force-vector-interleave=1 < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; A consecutive load on a path some iterations take may read past what the scalar loop reads
; (b may be shorter than a), and SSE has no masked load: each lane loads behind a branch on its
; bit of the mask (pred.load.if, as LLVM's vectorizer does) and the lanes are put together with
; phis. That costs more than the scalar loop's one branch, so by default the loop stays scalar;
; forced, it takes the lane-by-lane form. (A load from an invariant address on such a path is one
; scalar load behind one test: see if-conversion-cold-load.ll.)

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Lane by lane: s += a[i] != 0 ? b[i] : 1.
; DEFAULT-LABEL: @conditional_load(
; DEFAULT-NOT:     vector.body
; CHECK-LABEL: @conditional_load(
; CHECK:       vector.body:
; CHECK:         [[M:%.*]] = icmp ne <4 x i32> %wide.load, zeroinitializer
; CHECK-NEXT:    [[ROW:%.*]] = getelementptr i32, i32* %b, i64 %index
; CHECK-NEXT:    [[B0:%.*]] = extractelement <4 x i1> [[M]], i32 0
; CHECK-NEXT:    br i1 [[B0]], label %pred.load.if, label %pred.load.continue
; CHECK:       pred.load.if:
; CHECK-NEXT:    [[L0:%.*]] = load i32, i32* [[ROW]], align 4
; CHECK-NEXT:    [[V0:%.*]] = insertelement <4 x i32> poison, i32 [[L0]], i32 0
; CHECK:       pred.load.continue:
; CHECK-NEXT:    [[R0:%.*]] = phi <4 x i32> [ poison, %vector.body ], [ [[V0]], %pred.load.if ]
; CHECK:       pred.load.if2:
; CHECK-NEXT:    [[P1:%.*]] = getelementptr i32, i32* [[ROW]], i64 1
; CHECK-NEXT:    [[L1:%.*]] = load i32, i32* [[P1]], align 4
; CHECK-NEXT:    [[V1:%.*]] = insertelement <4 x i32> [[R0]], i32 [[L1]], i32 1
; CHECK:         %predphi = select <4 x i1> [[M]], <4 x i32> {{%[0-9]+}}, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
; REMARK: remark: <unknown>:0:0: loop not vectorized: the vector loop would not run faster than the scalar loop on this target
define i32 @conditional_load(i32* noalias %a, i32* noalias %b, i64 %n) {
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
