; RUN: hoist -S -passes=indvars -disable-lftr -replexitval=never < %s | FileCheck %s
; RUN: hoist -passes=indvars -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; indvars widens a 32-bit counter whose extensions feed addresses into a 64-bit one, when its
; step has the no-wrap flag that makes the extension exact (nsw for sext, nuw for zext), the loop
; is left with fewer instructions per iteration, and llc -O2 is left with no more (a variable the
; web takes in is extended once per entry, paid for only by a removed sign extension). The wide
; arithmetic keeps the narrow flag (nsw for sext, nuw for zext). Exit tests and exit values are
; left as they are here (-disable-lftr, -replexitval=never): lftr.ll and exit-values.ll test them.

; STATS: 5 indvars - Number of indvars widened

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; for (i = 1; i < 3000; i += 3) a[i] = a[i - 1]: both extensions and the exit test go wide.
; CHECK-LABEL: @stride3(
; CHECK:       loop:
; CHECK-NEXT:    %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %loop ]
; CHECK-NEXT:    %j.wide = add nsw i64 %indvars.iv, -1
; CHECK-NEXT:    %pb = getelementptr inbounds i32, i32* %a, i64 %j.wide
; CHECK-NEXT:    %v = load i32, i32* %pb, align 4
; CHECK-NEXT:    %pa = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
; CHECK-NEXT:    store i32 %v, i32* %pa, align 4
; CHECK-NEXT:    %indvars.iv.next = add nsw i64 %indvars.iv, 3
; CHECK-NEXT:    %c = icmp slt i64 %indvars.iv.next, 3000
; CHECK-NEXT:    br i1 %c, label %loop, label %exit
define void @stride3(i32* %a) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 1, %entry ], [ %i.next, %loop ]
  %j = add nsw i32 %i, -1
  %j.ext = sext i32 %j to i64
  %pb = getelementptr inbounds i32, i32* %a, i64 %j.ext
  %v = load i32, i32* %pb, align 4
  %i.ext = sext i32 %i to i64
  %pa = getelementptr inbounds i32, i32* %a, i64 %i.ext
  store i32 %v, i32* %pa, align 4
  %i.next = add nsw i32 %i, 3
  %c = icmp slt i32 %i.next, 3000
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; for (i = n - 1; i >= 0; i--) a[i] = 0: the start is a variable, extended in the preheader,
; which the sign extension removed from every iteration pays for.
; CHECK-LABEL: @backwards(
; CHECK:       ph:
; CHECK-NEXT:    %0 = sext i32 %start to i64
; CHECK:       loop:
; CHECK-NEXT:    %indvars.iv = phi i64 [ %0, %ph ], [ %indvars.iv.next, %loop ]
; CHECK-NEXT:    %p = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
; CHECK:         %indvars.iv.next = add nsw i64 %indvars.iv, -1
; CHECK-NEXT:    %c = icmp sgt i64 %indvars.iv, 0
define void @backwards(i32* %a, i32 %n) {
entry:
  %start = add nsw i32 %n, -1
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %ph, label %exit

ph:
  br label %loop

loop:
  %i = phi i32 [ %start, %ph ], [ %i.next, %loop ]
  %i.ext = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  store i32 0, i32* %p, align 4
  %i.next = add nsw i32 %i, -1
  %c = icmp sgt i32 %i, 0
  br i1 %c, label %loop, label %exit.loopexit

exit.loopexit:
  br label %exit

exit:
  ret void
}

; One zext of a counter that never goes negative, and the test against the variable n, which
; would have to stay narrow (a truncation): nothing to gain, so nothing changes.
; CHECK-LABEL: @bound_variable(
; CHECK-NOT:   indvars
; CHECK:         %i.ext = zext i32 %i to i64
define void @bound_variable(i32* %a, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; Two zexts against one truncation for the exit test: widened, and the test stays 32-bit (llc -O2
; compares the wide register's low half; extending n would cost an instruction per entry).
; CHECK-LABEL: @two_users(
; CHECK:       loop:
; CHECK-NEXT:    %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %loop ]
; CHECK-NEXT:    %p = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
; CHECK-NEXT:    %q = getelementptr inbounds i32, i32* %b, i64 %indvars.iv
; CHECK:         %indvars.iv.next = add nsw i64 %indvars.iv, 1
; CHECK-NEXT:    %i.next.trunc = trunc i64 %indvars.iv.next to i32
; CHECK-NEXT:    %c = icmp slt i32 %i.next.trunc, %n
define void @two_users(i32* %a, i32* %b, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  %i.ext2 = zext i32 %i to i64
  %q = getelementptr inbounds i32, i32* %b, i64 %i.ext2
  %v = load i32, i32* %q, align 4
  store i32 %v, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; Only nuw: zero extension, an unsigned exit test widened, a mul nuw joined, and the value used
; after the loop (LCSSA) truncated from the wide counter.
; CHECK-LABEL: @unsigned_kind(
; CHECK:       loop:
; CHECK-NEXT:    %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %loop ]
; CHECK-NEXT:    %k.wide = mul nuw i64 %indvars.iv, 2
; CHECK-NEXT:    %p = getelementptr inbounds i32, i32* %a, i64 %k.wide
; CHECK-NEXT:    %q = getelementptr inbounds i32, i32* %b, i64 %indvars.iv
; CHECK:         %indvars.iv.next = add nuw i64 %indvars.iv, 1
; CHECK-NEXT:    %i.next.trunc = trunc i64 %indvars.iv.next to i32
; CHECK-NEXT:    %c = icmp ult i64 %indvars.iv.next, 100
; CHECK:       exit:
; CHECK-NEXT:    %i.lcssa = phi i32 [ %i.next.trunc, %loop ]
define i32 @unsigned_kind(i32* %a, i32* %b) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %k = mul nuw i32 %i, 2
  %k.ext = zext i32 %k to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %k.ext
  %i.ext = zext i32 %i to i64
  %q = getelementptr inbounds i32, i32* %b, i64 %i.ext
  store i32 1, i32* %p, align 4
  store i32 2, i32* %q, align 4
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i.next, 100
  br i1 %c, label %loop, label %exit

exit:
  %i.lcssa = phi i32 [ %i.next, %loop ]
  ret i32 %i.lcssa
}

; Only nuw, and a signed exit test, which zero extension does not preserve: it would stay narrow
; through a truncation, as costly as the zext removed. Unchanged.
; CHECK-LABEL: @signed_compare_unsigned_kind(
; CHECK-NOT:   indvars
; CHECK:         %c = icmp slt i32 %i.next, 100
define void @signed_compare_unsigned_kind(i32* %a) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.ext = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  store i32 1, i32* %p, align 4
  %i.next = add nuw i32 %i, 1
  %c = icmp slt i32 %i.next, 100
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; No wrap flag on the step: the counter may wrap, its extension is not the wide count. Unchanged.
; CHECK-LABEL: @wraps(
; CHECK-NOT:   indvars
; CHECK:         %i.ext = sext i32 %i to i64
define void @wraps(i32* %a) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.ext = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.ext
  store i32 1, i32* %p, align 4
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, 100
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; for (i = 0; i < 1000; i++) a[i + 1] = 0: only a value computed from the counter is extended.
; CHECK-LABEL: @derived_only(
; CHECK:       loop:
; CHECK-NEXT:    %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %loop ]
; CHECK-NEXT:    %j.wide = add nsw i64 %indvars.iv, 1
; CHECK-NEXT:    %p = getelementptr inbounds i32, i32* %a, i64 %j.wide
define void @derived_only(i32* %a) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %j = add nsw i32 %i, 1
  %j.ext = sext i32 %j to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %j.ext
  store i32 0, i32* %p, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, 1000
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
