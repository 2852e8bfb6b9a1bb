; RUN: hoist -S -passes='loop-simplify,licm-rotate' < %s | FileCheck %s

; licm-rotate leaves a straight loop top-tested when its test is a bare compare of header phis
; (llc -O2 copies such a two-instruction test to the end of the body itself, and the rotated
; form costs a guard's start-value copies per entry) unless that test holds on entry (constant
; start and bound), and rotates one whose header does more work than that (a load here), which
; llc would leave with a jump per iteration.

; for (i = 0; i < n; i++) s += a[i];
; CHECK-LABEL: @bare_test(
; CHECK:       loop:
; CHECK-NEXT:    %i = phi
; CHECK-NEXT:    %s = phi
; CHECK-NEXT:    %c = icmp slt i32 %i, %n
; CHECK-NEXT:    br i1 %c, label %body, label %exit
define i32 @bare_test(i32* %a, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit

body:
  %idx = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  %v = load i32, i32* %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add nuw nsw i32 %i, 1
  br label %loop

exit:
  ret i32 %s
}

; for (i = 0; i < 1000; i++) s += a[i]: the bare test holds on entry, so rotated the guard folds
; away; top-tested, llc -O2 would guard the entry with a compare and a jump.
; CHECK-LABEL: @constant_trip(
; CHECK:       entry:
; CHECK-NEXT:    br label %body
; CHECK:       body:
; CHECK:         %c = icmp slt i32 %i.next, 1000
; CHECK-NEXT:    br i1 %c, label %body, label %exit
define i32 @constant_trip(i32* %a) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %body ]
  %c = icmp slt i32 %i, 1000
  br i1 %c, label %body, label %exit

body:
  %idx = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %idx
  %v = load i32, i32* %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add nuw nsw i32 %i, 1
  br label %loop

exit:
  ret i32 %s
}

; while (*p) { h = h * 33 + *p; p++; }: the test loads, so the loop is rotated (guarded copy of
; the test in front, the test at the bottom of the body).
; CHECK-LABEL: @loaded_test(
; CHECK:       entry:
; CHECK-NEXT:    %ch1 = load i8, i8* %s, align 1
; CHECK-NEXT:    %c.not2 = icmp eq i8 %ch1, 0
; CHECK-NEXT:    br i1 %c.not2, label %exit, label %body.preheader
; CHECK:       body:
; CHECK:         %ch = load i8, i8* %p.next, align 1
; CHECK-NEXT:    %c.not = icmp eq i8 %ch, 0
; CHECK-NEXT:    br i1 %c.not, label %body.exit_crit_edge, label %body
define i32 @loaded_test(i8* %s) {
entry:
  br label %loop

loop:
  %p = phi i8* [ %s, %entry ], [ %p.next, %body ]
  %h = phi i32 [ 5381, %entry ], [ %h.next, %body ]
  %ch = load i8, i8* %p, align 1
  %c.not = icmp eq i8 %ch, 0
  br i1 %c.not, label %exit, label %body

body:
  %m = mul i32 %h, 33
  %z = zext i8 %ch to i32
  %h.next = add i32 %m, %z
  %p.next = getelementptr inbounds i8, i8* %p, i64 1
  br label %loop

exit:
  ret i32 %h
}

; for (r < rows) for (c < cols) a[r * cols + c] = r: a loop around another loop is rotated even
; with a bare test (llc -O2 would leave it a jump back to the test per row).
; CHECK-LABEL: @nest(
; CHECK:       entry:
; CHECK-NEXT:    %co3 = icmp slt i32 0, %rows
; CHECK-NEXT:    br i1 %co3, label %inner.ph.preheader, label %exit
; CHECK:       outer.latch:
; CHECK-NEXT:    %r.next = add nuw nsw i32 %r6, 1
; CHECK-NEXT:    %co = icmp slt i32 %r.next, %rows
; CHECK-NEXT:    br i1 %co, label %inner.ph, label %outer.latch.exit_crit_edge
define void @nest(i32* %a, i32 %rows, i32 %cols) {
entry:
  br label %outer

outer:
  %r = phi i32 [ 0, %entry ], [ %r.next, %outer.latch ]
  %co = icmp slt i32 %r, %rows
  br i1 %co, label %inner.ph, label %exit

inner.ph:
  %base = mul nsw i32 %r, %cols
  br label %inner

inner:
  %c = phi i32 [ 0, %inner.ph ], [ %c.next, %inner.body ]
  %ci = icmp slt i32 %c, %cols
  br i1 %ci, label %inner.body, label %outer.latch

inner.body:
  %idx = add nsw i32 %base, %c
  %idx.ext = sext i32 %idx to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %idx.ext
  store i32 %r, i32* %p, align 4
  %c.next = add nuw nsw i32 %c, 1
  br label %inner

outer.latch:
  %r.next = add nuw nsw i32 %r, 1
  br label %outer

exit:
  ret void
}
