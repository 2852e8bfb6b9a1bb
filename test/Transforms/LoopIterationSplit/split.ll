; RUN: hoist -S -passes=loop-iteration-split < %s | FileCheck %s
; RUN: hoist -passes=loop-iteration-split -pass-remarks=loop-iteration-split -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-iteration-split -debug-only=loop-iteration-split -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG
; RUN: hoist -passes=loop-iteration-split -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; Iteration set splitting: both outcomes of the test have effects (or a value is used after the
; loop), so the loop runs as a chain of loops without the test, one per run of iterations with one
; outcome; each is skipped when empty, and after each the chain ends if the loop's last iteration
; was run. The last loop is the original.

; REMARK: remark: <unknown>:0:0: loop split into 3 loops at the iterations where %skip = icmp eq i32 %i, %k changes
; REMARK: remark: <unknown>:0:0: loop split into 2 loops at the iterations where %cmp = icmp sgt i32 %i, %a changes
; DEBUG: LIS: @skip_one: loop %header: condition %skip = icmp eq i32 %i, %k: pieces false, true (no effect), false
; DEBUG: LIS: @skip_one: loop %header: split into 3 loops
; DEBUG: LIS: @down: loop %loop: condition %cmp = icmp sgt i32 %i, %a: pieces true, false
; DEBUG: LIS: @down: loop %loop: split into 2 loops
; STATS: 3 loop-iteration-split - Number of loops made by splitting
; STATS: 2 loop-iteration-split - Number of loops split

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; for (i = 0; i < n; i++) { if (i != k) p[i] = 1; s += p[i]; } return s;
; Three loops: i before k, i == k (the store skipped), the rest; the sum leaves through each.
; CHECK-LABEL: @skip_one(
; CHECK:         [[NE1:%.*]] = icmp slt i32 0, %k.fr
; CHECK:         br i1 [[NE1]], label %header.split1.preheader, label %split.next
; CHECK:       header.split1:
; CHECK:         icmp ne i32 %i.split1,
; CHECK:       then.split1:
; CHECK:         store i32 1
; CHECK:       split.exit:
; CHECK:         br i1 %split.done, label %exit, label %split.next
; CHECK:       split.next:
; CHECK:         %split.start = phi i32 [ 0, %entry ], [ %split.end.value, %split.exit ]
; CHECK:         [[NE2:%.*]] = icmp sle i32 %split.start, %k.fr
; CHECK:       header.split2:
; CHECK-NOT:     store
; CHECK:       split.exit{{[0-9]+}}:
; CHECK:       header:
; CHECK-NOT:     icmp eq i32 %i, %k
; CHECK:       then:
; CHECK-NEXT:    %gep = getelementptr
; CHECK-NEXT:    store i32 1
; CHECK:       exit:
; CHECK:         %s.lcssa = phi i32 [ %s.split1.lcssa, %split.exit ], [ %s.split2.lcssa, %split.exit{{[0-9]+}} ], [ %s.lcssa{{[0-9]+}}, %exit.loopexit ]
define i32 @skip_one(i32* %p, i32 %n, i32 %k) {
entry:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit

body:
  %skip = icmp eq i32 %i, %k
  br i1 %skip, label %latch, label %then

then:
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 1, i32* %gep
  br label %latch

latch:
  %gep2 = getelementptr inbounds i32, i32* %p, i32 %i
  %v = load i32, i32* %gep2
  %s.next = add i32 %s, %v
  %i.next = add nsw i32 %i, 1
  br label %header

exit:
  ret i32 %s
}

; Counting down from n to 1, exit at the latch: p[i] += 2 while i > a, p[i] -= 1 after. The
; first loop ends at the last i above a (a + 1), clamped to the loop's last value 1.
; CHECK-LABEL: @down(
; CHECK:         [[CLAMP:%.*]] = icmp sge i32 %a.fr, 1
; CHECK:         [[NEXT:%.*]] = add i32 %a.fr, 1
; CHECK:         [[END:%.*]] = select i1 [[CLAMP]], i32 [[NEXT]], i32 1
; CHECK:         [[NONEMPTY:%.*]] = icmp sgt i32 %n.fr, %a.fr
; CHECK:       loop.split1:
; CHECK:         add i32 %x.split1, 2
; CHECK:         icmp ne i32 %i.split1, [[END]]
; CHECK:       loop:
; CHECK:         add i32 %x, -1
; CHECK:         icmp sgt i32 %i.next, 0
define void @down(i32* %p, i32 %n, i32 %a) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit

loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %latch ]
  %gep = getelementptr inbounds i32, i32* %p, i32 %i
  %x = load i32, i32* %gep
  %cmp = icmp sgt i32 %i, %a
  br i1 %cmp, label %up, label %dn

up:
  %x2 = add i32 %x, 2
  store i32 %x2, i32* %gep
  br label %latch

dn:
  %x1 = add i32 %x, -1
  store i32 %x1, i32* %gep
  br label %latch

latch:
  %i.next = add nsw i32 %i, -1
  %more = icmp sgt i32 %i.next, 0
  br i1 %more, label %loop, label %exit

exit:
  ret void
}
