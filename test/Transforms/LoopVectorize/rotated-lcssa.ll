; RUN: hoist -S -passes=lcssa,loop-vectorize < %s | FileCheck %s
; RUN: hoist -S -passes=lcssa,loop-vectorize < %s | lli - | FileCheck %s --check-prefix=OUT

; A top-tested loop the vectorizer rotates first. Rotation gives the exit a block of its own
; (latch.exit_crit_edge), outside the loop; the value that leaves the loop must leave it through a
; phi there, as LLVM's loop passes keep LCSSA form. The loop pass manager restores the form after
; the rotation, before the vectorizer looks at the rotated loop again; middle.block, which skips
; the remainder when nothing is left, joins the remainder's exit there.
; CHECK-LABEL: @while_sum(
; CHECK:       latch.exit_crit_edge.loopexit:
; CHECK-NEXT:    [[S:%s.next.lcssa[0-9]+]] = phi i32 [ %s.next, %latch ]
; CHECK-NEXT:    br label %latch.exit_crit_edge
; CHECK:       latch.exit_crit_edge:
; CHECK-NEXT:    %s.next.lcssa = phi i32 [ %rdx, %middle.block ], [ [[S]], %latch.exit_crit_edge.loopexit ]
; CHECK-NEXT:    br label %exit
; CHECK:       exit:
; CHECK-NEXT:    %s.lcssa = phi i32 [ 0, %entry ], [ %s.next.lcssa, %latch.exit_crit_edge ]
define i32 @while_sum(i32* %a, i64 %n) {
entry:
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %more = icmp ult i64 %i, %n
  br i1 %more, label %body, label %exit
body:
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %neg = icmp slt i32 %v, 0
  br i1 %neg, label %then, label %latch
then:
  %sub = sub i32 %s, %v
  br label %latch
latch:
  %s.next = phi i32 [ %sub, %then ], [ %s, %body ]
  %i.next = add nuw nsw i64 %i, 1
  br label %head
exit:
  ret i32 %s
}

; The sums for n = 9, 0, 2, 5 and 8 (lanes 0..3 and the remainder each take the exit).
; OUT: 13 0 3 4 13
@data = global [9 x i32] [i32 5, i32 -3, i32 7, i32 -1, i32 0, i32 -9, i32 2, i32 4, i32 6]
@fmt = private constant [4 x i8] c"%d \00"
@nl = private constant [2 x i8] c"\0A\00"
declare i32 @printf(i8*, ...)

define i32 @main() {
entry:
  %a = getelementptr [9 x i32], [9 x i32]* @data, i64 0, i64 0
  %f = getelementptr [4 x i8], [4 x i8]* @fmt, i64 0, i64 0
  %s9 = call i32 @while_sum(i32* %a, i64 9)
  call i32 (i8*, ...) @printf(i8* %f, i32 %s9)
  %s0 = call i32 @while_sum(i32* %a, i64 0)
  call i32 (i8*, ...) @printf(i8* %f, i32 %s0)
  %s2 = call i32 @while_sum(i32* %a, i64 2)
  call i32 (i8*, ...) @printf(i8* %f, i32 %s2)
  %s5 = call i32 @while_sum(i32* %a, i64 5)
  call i32 (i8*, ...) @printf(i8* %f, i32 %s5)
  %s8 = call i32 @while_sum(i32* %a, i64 8)
  call i32 (i8*, ...) @printf(i8* %f, i32 %s8)
  %n = getelementptr [2 x i8], [2 x i8]* @nl, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %n)
  ret i32 0
}
