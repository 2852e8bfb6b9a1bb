; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 < %s | FileCheck %s

; Behind the grouped checks, each group gets a scope of one LVerDomain in the vector body: a
; read group's loads are in its scope and do not alias the written group's scope; the stores are
; in the written group's scope and alias none of the read groups (one list of all of them), so
; later passes (LICM, GVN) may move accesses past each other. Checks on the distances between
; accesses (@three_diff) let the vector loop run where the arrays overlap: no scopes then.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; a[i] += b[i] + c[i] + d[i]
; CHECK-LABEL: @three(
; CHECK:       vector.body:
; CHECK:         load <4 x i32>, {{.*}} !alias.scope [[SB:![0-9]+]], !noalias [[SA:![0-9]+]]
; CHECK:         load <4 x i32>, {{.*}} !alias.scope [[SC:![0-9]+]], !noalias [[SA]]
; CHECK:         load <4 x i32>, {{.*}} !alias.scope [[SD:![0-9]+]], !noalias [[SA]]
; CHECK:         store <4 x i32> {{.*}} !alias.scope [[SA]], !noalias [[READ:![0-9]+]]
; The scalar loop that runs when a check fails keeps its accesses unmarked.
; CHECK:       loop:
; CHECK-NOT:     !alias.scope
; CHECK:       }
; CHECK-LABEL: @three_diff(
; CHECK:         %diff.check2 = icmp uge i64
; CHECK-NOT:     !alias.scope
; CHECK:       }
; CHECK:       [[SB]] = !{[[B:![0-9]+]]}
; CHECK-NEXT:  [[B]] = distinct !{[[B]], [[DOM:![0-9]+]]}
; CHECK-NEXT:  [[DOM]] = distinct !{[[DOM]], !"LVerDomain"}
; CHECK-NEXT:  [[SA]] = !{[[A:![0-9]+]]}
; CHECK-NEXT:  [[A]] = distinct !{[[A]], [[DOM]]}
; CHECK-NEXT:  [[SC]] = !{[[C:![0-9]+]]}
; CHECK-NEXT:  [[C]] = distinct !{[[C]], [[DOM]]}
; CHECK-NEXT:  [[SD]] = !{[[D:![0-9]+]]}
; CHECK-NEXT:  [[D]] = distinct !{[[D]], [[DOM]]}
; CHECK-NEXT:  [[READ]] = !{[[B]], [[C]], [[D]]}
define void @three(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %vb = load i32, i32* %pb, align 4
  %pc = getelementptr inbounds i32, i32* %c, i64 %i
  %vc = load i32, i32* %pc, align 4
  %pd = getelementptr inbounds i32, i32* %d, i64 %i
  %vd = load i32, i32* %pd, align 4
  %s1 = add i32 %vb, %vc
  %s2 = add i32 %s1, %vd
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %va = load i32, i32* %pa, align 4
  %s = add i32 %s2, %va
  store i32 %s, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  ret void
}

define void @three_diff(i32* %a, i32* %b, i32* %c, i32* %d, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %vb = load i32, i32* %pb, align 4
  %pc = getelementptr inbounds i32, i32* %c, i64 %i
  %vc = load i32, i32* %pc, align 4
  %pd = getelementptr inbounds i32, i32* %d, i64 %i
  %vd = load i32, i32* %pd, align 4
  %s1 = add i32 %vb, %vc
  %s = add i32 %s1, %vd
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %s, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp ne i64 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  ret void
}
