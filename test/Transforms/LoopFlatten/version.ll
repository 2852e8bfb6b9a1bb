; RUN: hoist -S -passes=loop-flatten < %s | FileCheck %s
; RUN: hoist -S -passes=loop-flatten -loop-flatten-version-loops=false -loop-flatten-widen-iv=false -pass-remarks-missed=loop-flatten < %s 2>&1 | FileCheck %s --check-prefix=NOVERSION
; RUN: hoist -S -passes=loop-flatten -loop-flatten-version-loops=false < %s | FileCheck %s --check-prefix=WIDEN
; RUN: hoist -S -passes=loop-flatten -loop-flatten-assume-no-overflow < %s | FileCheck %s --check-prefix=ASSUME
; RUN: hoist -passes=loop-flatten -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; When nothing shows that N*M fits the counter's type and widening would not help (the index
; wraps in 32 bits, so the wide counter would have to be truncated back for every address), the
; nest is versioned with the shared loop-versioning utility (seed 000's loop-flatten-version-loops,
; on by default): LLVM's check, umul.with.overflow of the two counts, sends an overflowing product
; to the original nest and the rest to the flattened loop. Both outer loops carry the seed's
; marker llvm.loop.licm_versioning.disable, so that neither is versioned again; the flattened one
; also llvm.loop.licm_versioning = versioned_loop. With -loop-flatten-version-loops=false the
; counter is widened after all (as LLVM widens it), each address extending the truncated counter;
; without widening either, the nest is left (LLVM's "Multiply might overflow, not flattening").
; -loop-flatten-assume-no-overflow flattens it in place.

; STATS: 2 loop-flatten - Number of flattened loops versioned on overflow

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; for (unsigned i < n) for (unsigned j < m) a[i*m + j] = i*m + j: unsigned arithmetic has no
; no-wrap flag, so the 64-bit address of a wrapped index is not the wide counter.
; CHECK-LABEL: @unsigned_index(
; CHECK:       outer.lver.check:
; CHECK-NEXT:    %flatten.mul = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %n, i32 %m)
; CHECK-NEXT:    %flatten.tripcount = extractvalue { i32, i1 } %flatten.mul, 0
; CHECK-NEXT:    %flatten.overflow = extractvalue { i32, i1 } %flatten.mul, 1
; CHECK-NEXT:    br i1 %flatten.overflow, label %outer.ph.lver.orig, label %outer.ph
; CHECK:       outer.lver.orig:
; CHECK-NEXT:    %i.lver.orig = phi i32
; CHECK:       inner.lver.orig:
; CHECK-NEXT:    %j.lver.orig = phi i32
; CHECK:         br i1 %ci.lver.orig, label %outer.lver.orig, label %{{.*}}, !llvm.loop [[SAFE:![0-9]+]]
; CHECK:       outer.ph:
; CHECK-NEXT:    br label %outer
; CHECK:       outer:
; CHECK-NEXT:    %flatten.iv = phi i32 [ 0, %outer.ph ], [ %flatten.iv.next, %outer ]
; CHECK-NEXT:    %idx.ext = zext i32 %flatten.iv to i64
; CHECK-NEXT:    %p = getelementptr inbounds i32, i32* %a, i64 %idx.ext
; CHECK-NEXT:    store i32 %flatten.iv, i32* %p, align 4
; CHECK-NEXT:    %flatten.iv.next = add nuw i32 %flatten.iv, 1
; CHECK-NEXT:    %flatten.cmp = icmp ne i32 %flatten.iv.next, %flatten.tripcount
; CHECK-NEXT:    br i1 %flatten.cmp, label %outer, label %{{.*}}, !llvm.loop [[FAST:![0-9]+]]
; NOVERSION: remark: <unknown>:0:0: Multiply might overflow, not flattening
; NOVERSION-LABEL: @unsigned_index(
; NOVERSION:     inner:
; NOVERSION-NEXT:  %j = phi i32
; WIDEN-LABEL: @unsigned_index(
; WIDEN:       outer:
; WIDEN-NEXT:    %flatten.iv = phi i64
; WIDEN-NEXT:    %flatten.trunciv = trunc i64 %flatten.iv to i32
; WIDEN-NEXT:    %idx.ext = zext i32 %flatten.trunciv to i64
; ASSUME-LABEL: @unsigned_index(
; ASSUME:       outer.preheader:
; ASSUME-NEXT:    %flatten.tripcount = mul nuw i32 %m, %n
; ASSUME-NOT:     umul.with.overflow
; ASSUME:       outer:
; ASSUME-NEXT:    %flatten.iv = phi i32
define void @unsigned_index(i32* %a, i32 %n, i32 %m) {
entry:
  %cn = icmp ugt i32 %n, 0
  %cm = icmp ugt i32 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer.preheader, label %exit

outer.preheader:
  br label %outer

outer:
  %i = phi i32 [ 0, %outer.preheader ], [ %i.next, %outer.latch ]
  %row = mul i32 %i, %m
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i32 %row, %j
  %idx.ext = zext i32 %idx to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %idx.ext
  store i32 %idx, i32* %p, align 4
  %j.next = add nuw i32 %j, 1
  %cj = icmp ult i32 %j.next, %m
  br i1 %cj, label %inner, label %outer.latch

outer.latch:
  %i.next = add nuw i32 %i, 1
  %ci = icmp ult i32 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}

; A value carried through the versioned nest, s += a[i*m + j]: the exit phi takes it from
; either version.
; CHECK-LABEL: @unsigned_sum(
; CHECK:         br i1 %flatten.overflow, label %outer.ph.lver.orig, label %outer.ph
; CHECK:       outer:
; CHECK-NEXT:    %flatten.iv = phi i32
; CHECK-NEXT:    %s = phi i32 [ %s.next, %outer ], [ 0, %outer.ph ]
; CHECK-NEXT:    %idx.ext = zext i32 %flatten.iv to i64
; CHECK:         %s.next = add i32 %s, %v
; CHECK:         %s.lcssa.lver.orig.lcssa = phi i32 [ %s.lcssa.lver.orig, %outer.latch.lver.orig ]
; CHECK:         %s.next.lcssa = phi i32 [ %s.next, %outer ]
; CHECK:         phi i32 [ %s.lcssa.lver.orig.lcssa, %{{.*}} ], [ %s.next.lcssa, %{{.*}} ]
define i32 @unsigned_sum(i32* %a, i32 %n, i32 %m) {
entry:
  %cn = icmp ugt i32 %n, 0
  %cm = icmp ugt i32 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer.preheader, label %exit

outer.preheader:
  br label %outer

outer:
  %i = phi i32 [ 0, %outer.preheader ], [ %i.next, %outer.latch ]
  %s = phi i32 [ 0, %outer.preheader ], [ %s.lcssa, %outer.latch ]
  %row = mul i32 %i, %m
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %si = phi i32 [ %s, %outer ], [ %s.next, %inner ]
  %idx = add i32 %row, %j
  %idx.ext = zext i32 %idx to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %idx.ext
  %v = load i32, i32* %p, align 4
  %s.next = add i32 %si, %v
  %j.next = add nuw i32 %j, 1
  %cj = icmp ult i32 %j.next, %m
  br i1 %cj, label %inner, label %outer.latch

outer.latch:
  %s.lcssa = phi i32 [ %s.next, %inner ]
  %i.next = add nuw i32 %i, 1
  %ci = icmp ult i32 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %s.lcssa, %outer.latch ]
  ret i32 %r
}

; The intrinsic's declaration, with LLVM's attributes, and the markers of the two versions.
; CHECK:       declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #[[ATTR:[0-9]+]]
; CHECK:       attributes #[[ATTR]] = { nofree nosync nounwind readnone speculatable willreturn }
; CHECK-DAG:   [[SAFE]] = distinct !{[[SAFE]], [[DISABLE:![0-9]+]]}
; CHECK-DAG:   [[DISABLE]] = !{!"llvm.loop.licm_versioning.disable"}
; CHECK-DAG:   [[FAST]] = distinct !{[[FAST]], [[DISABLE]], [[VERSIONED:![0-9]+]]}
; CHECK-DAG:   [[VERSIONED]] = !{!"llvm.loop.licm_versioning", !"versioned_loop"}
