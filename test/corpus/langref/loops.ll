; LangRef constructs inside loops, for the default pipeline: a counted loop that the vectorizer
; may take, invariant loads and calls (readnone, convergent, noduplicate), an invoke in a loop,
; atomics and volatile accesses, a switch and a nested loop with loop metadata.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @pure(i32) nounwind readnone willreturn
declare void @barrier() convergent nounwind
declare void @once() noduplicate nounwind
declare void @may_throw(i32)
declare i32 @__gxx_personality_v0(...)

define void @saxpy(float* noalias %y, float* noalias %x, float %a, i64 %n) {
entry:
  %pos = icmp sgt i64 %n, 0
  br i1 %pos, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds float, float* %x, i64 %i
  %vx = load float, float* %px, align 4
  %py = getelementptr inbounds float, float* %y, i64 %i
  %vy = load float, float* %py, align 4
  %m = fmul fast float %vx, %a
  %s = fadd fast float %m, %vy
  store float %s, float* %py, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

define i32 @invariants(i32* %p, i32* %g, i32 %n, i32 %k) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %inv = load i32, i32* %g, align 4
  %call = call i32 @pure(i32 %k)
  call void @barrier()
  call void @once()
  %sum = add i32 %inv, %call
  switch i32 %i, label %latch [
    i32 3, label %three
  ]

three:
  %old = atomicrmw add i32* %p, i32 1 seq_cst
  store volatile i32 %sum, i32* %p, align 4
  br label %latch

latch:
  %acc.next = add i32 %acc, %sum
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret i32 %acc.next
}

define void @invoke_in_loop(i32 %n) personality i32 (...)* @__gxx_personality_v0 {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %cont ]
  invoke void @may_throw(i32 %i)
          to label %cont unwind label %lpad

cont:
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit

lpad:
  %lp = landingpad { i8*, i32 }
          cleanup
  resume { i8*, i32 } %lp

exit:
  ret void
}

define i64 @nested([8 x i64]* %m, i64 %rows) {
entry:
  br label %outer

outer:
  %r = phi i64 [ 0, %entry ], [ %r.next, %outer.latch ]
  %t = phi i64 [ 0, %entry ], [ %t.inner, %outer.latch ]
  br label %inner

inner:
  %c = phi i64 [ 0, %outer ], [ %c.next, %inner ]
  %t.in = phi i64 [ %t, %outer ], [ %t.inner, %inner ]
  %e = getelementptr inbounds [8 x i64], [8 x i64]* %m, i64 %r, i64 %c
  %v = load i64, i64* %e, align 8
  %t.inner = add i64 %t.in, %v
  %c.next = add nuw nsw i64 %c, 1
  %cc = icmp ult i64 %c.next, 8
  br i1 %cc, label %inner, label %outer.latch, !llvm.loop !2

outer.latch:
  %r.next = add nuw i64 %r, 1
  %rc = icmp ult i64 %r.next, %rows
  br i1 %rc, label %outer, label %exit

exit:
  ret i64 %t.inner
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1, !3}
!3 = !{!"llvm.loop.unroll.disable"}
