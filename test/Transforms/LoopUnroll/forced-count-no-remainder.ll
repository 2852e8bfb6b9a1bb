; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-unroll -unroll-runtime -unroll-runtime-multi-exit -unroll-count=4 -unroll-runtime-epilog=false %s -o %t.prol.ll
; RUN: FileCheck %s < %t.prol.ll
; RUN: lli %t.prol.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-runtime -unroll-runtime-multi-exit=false -unroll-count=2 %s -o %t.off.ll
; RUN: lli %t.off.ll | diff %t.expected -
; RUN: hoist -disable-output -passes=loop-unroll -unroll-runtime -unroll-runtime-multi-exit -unroll-count=4 -unroll-runtime-epilog=false \
; RUN:   -pass-remarks=loop-unroll -pass-remarks-missed=loop-unroll %s 2>&1 | FileCheck %s --check-prefix=PROL-REMARK
; RUN: opt -disable-output -passes=loop-unroll -unroll-runtime -unroll-runtime-multi-exit -unroll-count=4 -unroll-runtime-epilog=false \
; RUN:   -pass-remarks=loop-unroll -pass-remarks-missed=loop-unroll %s 2>&1 | FileCheck %s --check-prefix=PROL-REMARK
; RUN: hoist -disable-output -passes=loop-unroll -unroll-runtime -unroll-runtime-multi-exit=false -unroll-count=2 \
; RUN:   -pass-remarks=loop-unroll -pass-remarks-missed=loop-unroll %s 2>&1 | FileCheck %s --check-prefix=OFF-REMARK
; RUN: opt -disable-output -passes=loop-unroll -unroll-runtime -unroll-runtime-multi-exit=false -unroll-count=2 \
; RUN:   -pass-remarks=loop-unroll -pass-remarks-missed=loop-unroll %s 2>&1 | FileCheck %s --check-prefix=OFF-REMARK

; A count forced by -unroll-count where no remainder loop can be made: a prolog for a top-tested
; loop (its latch does not exit, so the prolog has no count to run), or any remainder for a loop
; with two exits under -unroll-runtime-multi-exit=false. As LLVM 14 does when the remainder
; fails under a forced count, the loop is unrolled without one: every copy keeps its exit tests
; (the header's test and the search's), and the exit block's phis take each copy's values.
; Where a prolog can be made (the bottom-tested loop), it is. main runs both loops with trip
; counts 0, 1, 2, 5 and 8 and the key first, last, in between and nowhere.

; CHECK-LABEL: @top_shared_phi(
; CHECK:         %done = icmp sge i32 %i, %n
; CHECK-NEXT:    br i1 %done, label %exit, label %body
; CHECK:         br i1 %hit, label %exit, label %latch
; CHECK:         br i1 %done.1, label %exit, label %body.1
; CHECK:         br i1 %hit.1, label %exit, label %latch.1
; CHECK:         br i1 %done.2, label %exit, label %body.2
; CHECK:         br i1 %hit.2, label %exit, label %latch.2
; CHECK:         br i1 %done.3, label %exit, label %body.3
; CHECK:         br i1 %hit.3, label %exit, label %latch.3
; CHECK:       latch.3:
; CHECK-NEXT:    %i.next.3 = add nsw i32 %i.next.2, 1
; CHECK-NEXT:    br label %loop, !llvm.loop
; CHECK:       exit:
; CHECK-NEXT:    %r = phi i32 [ %s, %loop ], [ %i, %body ], [ %s.next, %latch ], [ %i.next, %body.1 ], [ %s.next.1, %latch.1 ], [ %i.next.1, %body.2 ], [ %s.next.2, %latch.2 ], [ %i.next.2, %body.3 ]
; CHECK-LABEL: @bot_shared_phi(
; CHECK:       loop.prol:

; PROL-REMARK-NOT: loop not unrolled
; PROL-REMARK:     remark: <unknown>:0:0: unrolled loop by a factor of 4{{$}}
; PROL-REMARK:     remark: <unknown>:0:0: unrolled loop by a factor of 4 with run-time trip count
; OFF-REMARK-COUNT-2: remark: <unknown>:0:0: unrolled loop by a factor of 2{{$}}

@fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00"
@data = global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6]
@out = global [9 x i32] zeroinitializer

declare i32 @printf(i8*, ...)

; Top-tested: the header exits when i reaches n, the body on the key, both to one block with phis.
define i32 @top_shared_phi(i32* %a, i32 %n, i32 %key, i32 %x, i32* noalias %g) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %exit, label %body

body:
  %i.64 = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.64
  %v = load i32, i32* %p
  %o = getelementptr inbounds [9 x i32], [9 x i32]* @out, i64 0, i64 %i.64
  store i32 %s, i32* %o
  %hit = icmp eq i32 %v, %key
  %s.next = add i32 %s, %v
  br i1 %hit, label %exit, label %latch

latch:
  %i.next = add nsw i32 %i, 1
  br label %loop

exit:
  %r = phi i32 [ %s, %loop ], [ %i, %body ]
  %t = phi i32 [ -1, %loop ], [ %v, %body ]
  %rt = mul i32 %r, %t
  ret i32 %rt
}

; Bottom-tested: the body exits on the key, the latch when i reaches n, both to one block with phis.
define i32 @bot_shared_phi(i32* %a, i32 %n, i32 %key, i32 %x, i32* noalias %g) {
entry:
  %z = icmp sle i32 %n, 0
  br i1 %z, label %none, label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %i.64 = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.64
  %v = load i32, i32* %p
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %exit, label %latch

latch:
  %o = getelementptr inbounds [9 x i32], [9 x i32]* @out, i64 0, i64 %i.64
  store i32 %s, i32* %o
  %s.next = add i32 %s, %v
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi i32 [ %i, %loop ], [ %s.next, %latch ]
  %t = phi i32 [ %v, %loop ], [ -1, %latch ]
  %rt = mul i32 %r, %t
  ret i32 %rt

none:
  ret i32 -2
}

define void @show(i32 %r) {
  %f = getelementptr inbounds [16 x i8], [16 x i8]* @fmt, i64 0, i64 0
  %o0 = load i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @out, i64 0, i64 0)
  %o1 = load i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @out, i64 0, i64 1)
  %o4 = load i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @out, i64 0, i64 4)
  %o7 = load i32, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @out, i64 0, i64 7)
  call i32 (i8*, ...) @printf(i8* %f, i32 %r, i32 %o0, i32 %o1, i32 %o4, i32 %o7)
  store i32 -9, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @out, i64 0, i64 0)
  store i32 -9, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @out, i64 0, i64 1)
  store i32 -9, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @out, i64 0, i64 4)
  store i32 -9, i32* getelementptr inbounds ([9 x i32], [9 x i32]* @out, i64 0, i64 7)
  ret void
}

define void @run(i32 %n, i32 %key) {
  %g = alloca i32
  store i32 0, i32* %g
  %a = getelementptr inbounds [8 x i32], [8 x i32]* @data, i64 0, i64 0
  %r3 = call i32 @top_shared_phi(i32* %a, i32 %n, i32 %key, i32 3, i32* %g)
  call void @show(i32 %r3)
  %r6 = call i32 @bot_shared_phi(i32* %a, i32 %n, i32 %key, i32 3, i32* %g)
  call void @show(i32 %r6)
  ret void
}

; Trip counts 0, 1, 2, 5 and 8; the key first, last, in between and nowhere.
define i32 @main() {
  call void @run(i32 0, i32 3)
  call void @run(i32 -3, i32 3)
  call void @run(i32 1, i32 3)
  call void @run(i32 1, i32 100)
  call void @run(i32 2, i32 1)
  call void @run(i32 5, i32 5)
  call void @run(i32 5, i32 9)
  call void @run(i32 8, i32 3)
  call void @run(i32 8, i32 6)
  call void @run(i32 8, i32 9)
  call void @run(i32 8, i32 100)
  call void @run(i32 7, i32 6)
  ret i32 0
}
