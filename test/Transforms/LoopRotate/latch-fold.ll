; RUN: hoist -S -passes=loop-rotate < %s | FileCheck %s
; RUN: opt -S -passes=loop-rotate < %s | FileCheck %s
; RUN: hoist -S -passes=licm-rotate < %s | FileCheck %s --check-prefix=LICM
; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-rotate %s -o %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -S %s -o %t.default.ll
; RUN: lli %t.default.ll | diff %t.expected -
; RUN: opt -passes=verify -disable-output %t.default.ll

; A latch that only steps a value after its predecessor's exit test is folded into that
; predecessor before rotation, as LLVM's loop-rotate does (simplifyLoopLatch): a loop of two
; blocks becomes one, bottom-tested, with no copy of its test in front of it. @skip_utf8 is
; SQLite's SQLITE_SKIP_UTF8 inside a loop over a string: the inner loop usually runs no
; iteration, and a guard copied in front of it would load and test the next byte on every
; character. Both Hoist's passes (loop-rotate, and licm-rotate in the default pipeline) fold it;
; the checks hold for opt's loop-rotate too.

; CHECK-LABEL: @skip_utf8(
; CHECK:       {{^}}cont:
; CHECK-NEXT:    %p = phi i8* [ %p.next, %cont ], [ %q, %cont.preheader ]
; CHECK-NEXT:    %c = load i8, i8* %p
; CHECK-NEXT:    %top = and i8 %c, -64
; CHECK-NEXT:    %is.cont = icmp eq i8 %top, -128
; CHECK-NEXT:    %p.next = getelementptr inbounds i8, i8* %p, i64 1
; CHECK-NEXT:    br i1 %is.cont, label %cont, label %cont.done, !llvm.loop ![[ID:[0-9]+]]
; CHECK-NOT:   {{^}}latch:
; LICM-LABEL: @skip_utf8(
; LICM:         %p.next = getelementptr inbounds i8, i8* %p, i64 1
; LICM-NEXT:    br i1 %is.cont, label %cont, label %cont.done
; LICM-NOT:   {{^}}latch:
; LICM-LABEL: @two_steps(
define i32 @skip_utf8(i8* %s) {
entry:
  br label %outer

outer:
  %z = phi i8* [ %s, %entry ], [ %z.next, %outer.latch ]
  %n = phi i32 [ 0, %entry ], [ %n.next, %outer.latch ]
  %b = load i8, i8* %z
  %end = icmp eq i8 %b, 0
  br i1 %end, label %done, label %char

char:
  %q = getelementptr inbounds i8, i8* %z, i64 1
  %lead = icmp uge i8 %b, -64
  br i1 %lead, label %cont, label %outer.latch

cont:
  %p = phi i8* [ %q, %char ], [ %p.next, %latch ]
  %c = load i8, i8* %p
  %top = and i8 %c, -64
  %is.cont = icmp eq i8 %top, -128
  br i1 %is.cont, label %latch, label %cont.done

latch:
  %p.next = getelementptr inbounds i8, i8* %p, i64 1
  br label %cont, !llvm.loop !0

cont.done:
  br label %outer.latch

outer.latch:
  %z.next = phi i8* [ %q, %char ], [ %p, %cont.done ]
  %n.next = add i32 %n, 1
  br label %outer

done:
  ret i32 %n
}

; Two steps in the latch (LLVM speculates one): not folded; rotated as before.
; CHECK-LABEL: @two_steps(
; CHECK:       entry:
; CHECK-NEXT:    %more1 = icmp slt i32 0, %n
; CHECK:       latch:
; CHECK:         %more = icmp slt i32 %i.next, %n
; CHECK-NEXT:    br i1 %more, label %body, label
define i32 @two_steps(i32* %a, i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %i.64 = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.64
  %v = load i32, i32* %p
  %stop = icmp eq i32 %v, 0
  br i1 %stop, label %exit, label %latch

latch:
  %s.next = add i32 %s, %v
  %i.next = add i32 %i, 1
  br label %head

exit:
  %r = phi i32 [ %s, %head ], [ -1, %body ]
  ret i32 %r
}

; A loop of several exits whose stepped value is live after the loop: not folded (the step on the
; way out would lengthen that value's range), as LLVM.
; CHECK-LABEL: @live_after(
; CHECK:       latch:
; CHECK-NEXT:    %i.next = add i32 %i{{[0-9]*}}, 1
define i32 @live_after(i32* %a, i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %i.64 = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.64
  %v = load i32, i32* %p
  %stop = icmp eq i32 %v, 0
  br i1 %stop, label %exit, label %latch

latch:
  %i.next = add i32 %i, 1
  br label %head

exit:
  %r = phi i32 [ -1, %head ], [ %i, %body ]
  ret i32 %r
}

; A multiplication is not a step LLVM speculates: not folded; rotated, the test at the bottom.
; CHECK-LABEL: @mul_step(
; CHECK:         %x.next = mul i32 %x{{[0-9]*}}, 3
; CHECK-NEXT:    %small = icmp ult i32 %x.next, %lim
define i32 @mul_step(i32 %x0, i32 %lim) {
entry:
  br label %head

head:
  %x = phi i32 [ %x0, %entry ], [ %x.next, %latch ]
  %small = icmp ult i32 %x, %lim
  br i1 %small, label %latch, label %exit

latch:
  %x.next = mul i32 %x, 3
  br label %head

exit:
  ret i32 %x
}

@str = private constant [23 x i8] c"a\C3\A9b\E2\82\ACc\F0\9F\98\80d\CC\81\CC\81e\00\00\00\00\00"
@arr = private constant [6 x i32] [i32 5, i32 4, i32 3, i32 0, i32 2, i32 1]
@fmt = private constant [16 x i8] c"%d %d %d %d %d\0A\00"

declare i32 @printf(i8*, ...)

define i32 @main() {
  %s = getelementptr inbounds [23 x i8], [23 x i8]* @str, i64 0, i64 0
  %s3 = getelementptr inbounds [23 x i8], [23 x i8]* @str, i64 0, i64 3
  %a = getelementptr inbounds [6 x i32], [6 x i32]* @arr, i64 0, i64 0
  %r1 = call i32 @skip_utf8(i8* %s)
  %r2 = call i32 @skip_utf8(i8* %s3)
  %r3 = call i32 @two_steps(i32* %a, i32 6)
  %r4 = call i32 @two_steps(i32* %a, i32 2)
  %r5 = call i32 @live_after(i32* %a, i32 6)
  %r6 = call i32 @live_after(i32* %a, i32 2)
  %r7 = call i32 @mul_step(i32 1, i32 100)
  %f = getelementptr inbounds [16 x i8], [16 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %r1, i32 %r2, i32 %r3, i32 %r4, i32 %r5)
  call i32 (i8*, ...) @printf(i8* %f, i32 %r6, i32 %r7, i32 0, i32 0, i32 0)
  ret i32 0
}

; The loop's ID moved with the backedge to the folded latch's branch.
; CHECK:       ![[ID]] = distinct !{![[ID]], ![[MD:[0-9]+]]}
; CHECK:       ![[MD]] = !{!"llvm.loop.mustprogress"}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
