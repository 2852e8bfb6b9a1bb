; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' < %s | FileCheck %s

; PENDING (weakness that makes multi-exit versioning nearly useless): with an early exit the
; exact trip count is unknown, and the range of a[i] is bounded by the constant maximum
; (2^31 - 1 iterations): [a, a + 8589934588). Whenever *b lies above a (the usual case for two
; heap objects) the check fails and the safe loop runs. The latch exit bounds the iterations by n
; (symbolic maximum backedge-taken count n - 1, as LLVM's getSymbolicMaxBackedgeTakenCount): the
; range should be [a, a + 4*n), the same check as for the single-exit loop in check-shape.ll.
; for (i = 0; i < n; i++) { v = *b; if (a[i] == key) return i; a[i] = v; } return -1;
; CHECK-LABEL: @find(
; CHECK:       loop.lver.check:
; CHECK-NOT:     8589934588
; CHECK:         [[A:%.*]] = ptrtoint i32* %a to i64
; CHECK:         zext i32 {{%.*}} to i64
; CHECK:         [[OFF:%.*]] = shl i64 {{%.*}}, 2
; CHECK:         br i1 %lver.merged
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
