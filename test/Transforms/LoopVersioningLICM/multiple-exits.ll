; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' < %s | FileCheck %s

; Unlike LLVM 14, loops with several exits are versioned. Each version leaves through its own
; copies of both exits (LCSSA phis per version) which join in the original exit blocks; the load of
; *b, in the header (so it runs on every iteration), leaves the fast version.
; for (i = 0; i < n; i++) { v = *b; if (a[i] == key) return i; a[i] = v; } return -1;
; CHECK-LABEL: @find(
; CHECK:         br i1 %lver.merged, label %loop.ph, label %loop.ph.lver.orig
; CHECK:       loop.lver.orig:
; CHECK:         %v.lver.orig = load i32, i32* %b, align 4
; CHECK:         br i1 %hit.lver.orig, label %[[FOUND_SAFE:.*]], label %latch.lver.orig
; CHECK:       latch.lver.orig:
; CHECK:         br i1 %cmp.lver.orig, label %loop.lver.orig, label %[[DONE_SAFE:.*]], !llvm.loop
; CHECK:       loop.ph:
; CHECK-NEXT:    %v = load i32, i32* %b, align 4, !alias.scope
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     load i32, i32* %b
; CHECK:         br i1 %hit, label %[[FOUND_FAST:.*]], label %latch
; CHECK:       latch:
; CHECK-NEXT:    store i32 %v, i32* %gep
; CHECK:         br i1 %cmp, label %loop, label %[[DONE_FAST:.*]], !llvm.loop
; CHECK:       [[FOUND_FAST]]:
; CHECK-NEXT:    [[IF:%.*]] = phi i32 [ %i, %loop ]
; CHECK:       [[FOUND_SAFE]]:
; CHECK-NEXT:    [[IS:%.*]] = phi i32 [ %i.lver.orig, %loop.lver.orig ]
; CHECK:       found:
; CHECK-NEXT:    [[I:%.*]] = phi i32 [ [[IF]], %[[FOUND_FAST]] ], [ [[IS]], %[[FOUND_SAFE]] ]
; CHECK-NEXT:    ret i32 [[I]]
; CHECK:       [[DONE_FAST]]:
; CHECK:       [[DONE_SAFE]]:
; CHECK:       done:
; CHECK-NEXT:    ret i32 -1
define i32 @find(i32* %a, i32* %b, i32 %key, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %done

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  %x = load i32, i32* %gep, align 4
  %hit = icmp eq i32 %x, %key
  br i1 %hit, label %found, label %latch

latch:
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %done

found:
  ret i32 %i

done:
  ret i32 -1
}
