; RUN: hoist -passes=loop-unroll -pass-remarks=loop-unroll -pass-remarks-missed=loop-unroll -disable-output < %s 2>&1 | FileCheck %s
; RUN: opt -passes=loop-unroll -pass-remarks=loop-unroll -pass-remarks-missed=loop-unroll -disable-output < %s 2>&1 | FileCheck %s
; RUN: hoist -S -passes=loop-unroll < %s | FileCheck %s --check-prefix=IR
; RUN: opt -S -passes=loop-unroll < %s | FileCheck %s --check-prefix=IR
; RUN: hoist -passes=loop-unroll -unroll-allow-peeling=false -pass-remarks=loop-unroll -pass-remarks-missed=loop-unroll -disable-output < %s 2>&1 | FileCheck %s --check-prefix=FLAT
; RUN: hoist -passes=loop-unroll -unroll-allow-peeling=false -flat-loop-tripcount-threshold=2 -pass-remarks=loop-unroll -disable-output < %s 2>&1 | FileCheck %s --check-prefix=LOW
; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-unroll %s -o %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-allow-peeling=false %s -o %t.flat.ll
; RUN: lli %t.flat.ll | diff %t.expected -

; Loops the profile says are short, as LLVM's loop-unroll treats them (both functions have profile
; data, an entry count, which LLVM requires). @flat's latch weights say 3 iterations per entry (2000
; taken to 1000 exiting), @long's 101.
; - A loop whose count is not known and whose profile gives it at most -unroll-peel-max-count (7)
;   iterations is peeled by that many, each copy open to the scalar optimizations. The copies'
;   branch weights say what is left: each leaves as often as the loop did and goes on with the
;   backedge's weight less the exit's (down to 1); the loop keeps the rest and is marked peeled and
;   unrolled, its profile used up. opt prints the same weights and marks.
; - Where it is not peeled, a loop whose profile gives it fewer iterations than
;   -flat-loop-tripcount-threshold (5) is not unrolled at run time either: a remainder loop and its
;   set-up cost more than a few iterations save (an interpreter's loops over an instruction's two
;   or three arguments).

; CHECK: remark: <unknown>:0:0: peeled loop by 3 iterations
; CHECK: remark: <unknown>:0:0: unrolled loop by a factor of {{[0-9]+}} with run-time trip count
; IR-LABEL: @flat(
; IR:         br i1 %more.peel{{[0-9]*}}, label %{{.*}}, label %exit.loopexit, !prof ![[W1:[0-9]+]]
; IR:         br i1 %more.peel{{[0-9]*}}, label %{{.*}}, label %exit.loopexit, !prof ![[W2:[0-9]+]]
; IR:         br i1 %more.peel{{[0-9]*}}, label %{{.*}}, label %exit.loopexit, !prof ![[W3:[0-9]+]]
; IR:         br i1 %more, label %loop, label %{{.*}}, !prof ![[W3]], !llvm.loop ![[ID:[0-9]+]]
; IR-LABEL: @long(
; IR-DAG:   ![[W1]] = !{!"branch_weights", i32 2000, i32 1000}
; IR-DAG:   ![[W2]] = !{!"branch_weights", i32 1000, i32 1000}
; IR-DAG:   ![[W3]] = !{!"branch_weights", i32 1, i32 1000}
; IR-DAG:   ![[ID]] = distinct !{![[ID]], ![[PEELED:[0-9]+]], ![[DISABLE:[0-9]+]]}
; IR-DAG:   ![[PEELED]] = !{!"llvm.loop.peeled.count", i32 3}
; IR-DAG:   ![[DISABLE]] = !{!"llvm.loop.unroll.disable"}
; FLAT: remark: <unknown>:0:0: loop not unrolled: the profile gives the loop 3 iterations per entry, fewer than 5 (-flat-loop-tripcount-threshold)
; FLAT: remark: <unknown>:0:0: unrolled loop by a factor of {{[0-9]+}} with run-time trip count
; LOW: remark: <unknown>:0:0: unrolled loop by a factor of {{[0-9]+}} with run-time trip count
; LOW: remark: <unknown>:0:0: unrolled loop by a factor of {{[0-9]+}} with run-time trip count

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @flat(i64* %dst, i64* %src, i64 %n) #0 !prof !0 {
entry:
  %some = icmp sgt i64 %n, 0
  br i1 %some, label %loop, label %exit, !prof !1

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i64, i64* %src, i64 %i
  %v = load i64, i64* %p
  %q = getelementptr inbounds i64, i64* %dst, i64 %i
  store i64 %v, i64* %q
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit, !prof !2

exit:
  ret void
}

define void @long(i64* %dst, i64* %src, i64 %n) #0 !prof !0 {
entry:
  %some = icmp sgt i64 %n, 0
  br i1 %some, label %loop, label %exit, !prof !1

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i64, i64* %src, i64 %i
  %v = load i64, i64* %p
  %q = getelementptr inbounds i64, i64* %dst, i64 %i
  store i64 %v, i64* %q
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit, !prof !3

exit:
  ret void
}

@a = global [16 x i64] [i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16]
@b = global [16 x i64] zeroinitializer
@fmt = private constant [5 x i8] c"%ld \00"

declare i32 @printf(i8*, ...)

define i32 @main() {
entry:
  %a = getelementptr inbounds [16 x i64], [16 x i64]* @a, i64 0, i64 0
  %b = getelementptr inbounds [16 x i64], [16 x i64]* @b, i64 0, i64 0
  %b5 = getelementptr inbounds [16 x i64], [16 x i64]* @b, i64 0, i64 5
  call void @flat(i64* %b, i64* %a, i64 3)
  call void @long(i64* %b5, i64* %a, i64 11)
  %f = getelementptr inbounds [5 x i8], [5 x i8]* @fmt, i64 0, i64 0
  br label %print

print:
  %k = phi i64 [ 0, %entry ], [ %k.next, %print ]
  %pk = getelementptr inbounds [16 x i64], [16 x i64]* @b, i64 0, i64 %k
  %vk = load i64, i64* %pk
  call i32 (i8*, ...) @printf(i8* %f, i64 %vk)
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, 16
  br i1 %done, label %end, label %print

end:
  ret i32 0
}

attributes #0 = { "target-cpu"="x86-64" }

!0 = !{!"function_entry_count", i64 1000}
!1 = !{!"branch_weights", i32 1000, i32 1}
!2 = !{!"branch_weights", i32 2000, i32 1000}
!3 = !{!"branch_weights", i32 100000, i32 1000}
