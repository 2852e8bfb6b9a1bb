; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=2 < %s | FileCheck %s --check-prefix=IC2
; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=4 < %s | FileCheck %s --check-prefix=IC4

; An interleaved reduction keeps one vector accumulator per part (each starting at the
; operation's identity but the first, which carries the start value); after the loop the parts
; are combined pairwise and the last vector reduced once.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; s = 5; for (...) s += a[i]
; IC2-LABEL: @sum(
; IC2:         %vec.phi = phi <4 x i32> [ <i32 5, i32 0, i32 0, i32 0>, %vector.ph ], [ [[P0:%.*]], %vector.body ]
; IC2-NEXT:    %vec.phi1 = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ [[P1:%.*]], %vector.body ]
; IC2:         [[P0]] = add <4 x i32> %vec.phi, %wide.load
; IC2-NEXT:    [[P1]] = add <4 x i32> %vec.phi1, %wide.load3
; IC2:       middle.block:
; IC2:         %bin.rdx = add <4 x i32>
; IC2-NEXT:    %rdx = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx)

; IC4-LABEL: @sum(
; IC4-COUNT-4: phi <4 x i32>
; IC4:       middle.block:
; IC4:         %bin.rdx = add <4 x i32>
; IC4-NEXT:    %bin.rdx{{[0-9]+}} = add <4 x i32>
; IC4-NEXT:    %bin.rdx{{[0-9]+}} = add <4 x i32>
; IC4-NEXT:    %rdx = call i32 @llvm.vector.reduce.add.v4i32(
define i32 @sum(i32* noalias %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 5, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %s.next = add i32 %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = phi i32 [ 5, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; m = 3; for (...) m &= a[i]: the other parts start at -1, the identity of and.
; IC2-LABEL: @mask(
; IC2:         %vec.phi = phi <4 x i32> [ <i32 3, i32 -1, i32 -1, i32 -1>, %vector.ph ]
; IC2-NEXT:    %vec.phi1 = phi <4 x i32> [ <i32 -1, i32 -1, i32 -1, i32 -1>, %vector.ph ]
; IC2:         %bin.rdx = and <4 x i32>
; IC2-NEXT:    %rdx = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %bin.rdx)
define i32 @mask(i32* noalias %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 3, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %s.next = and i32 %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = phi i32 [ 3, %entry ], [ %s.next, %loop ]
  ret i32 %r
}
