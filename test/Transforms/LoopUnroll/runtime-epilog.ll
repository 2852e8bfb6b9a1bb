; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-unroll -unroll-runtime -unroll-count=4 -unroll-required-epilog=false %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -disable-output -passes=loop-unroll -unroll-runtime -unroll-count=4 -pass-remarks=loop-unroll %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK

; Runtime unrolling with an epilogue (LLVM's default form): the count of the latch's exit gives
; xtraiter = (btc + 1) & 3 and unroll_iter; the unrolled loop counts unroll_iter down by 4 and
; has no exit test but its counter's; the original loop, as the epilogue, runs the 0 to 3
; iterations left. The differential run covers trip counts 0 to 21 (none, fewer than the count,
; exactly it, one more, several unrolled iterations with every remainder), and a sum that leaves
; the loop (an LCSSA value taken from the unrolled loop or from the epilogue).

; REMARK: remark: <unknown>:0:0: unrolled loop by a factor of 4 with run-time trip count

; CHECK-LABEL: @sum_store(
; CHECK:       loop.preheader:
; CHECK:         [[XTRA:%.*]] = and i32 %n, 3
; CHECK:         [[ITER:%.*]] = sub i32 %n, [[XTRA]]
; CHECK:         br i1 {{%.*}}, label %[[UNR:.*]], label %loop.preheader.new
; CHECK:       loop:
; CHECK:         %niter = phi i32 [ [[ITER]], %loop.preheader.new ], [ %niter.next, %loop ]
; CHECK-COUNT-4: store i32
; CHECK-NOT:     icmp slt
; CHECK:         %niter.next = sub i32 %niter, 4
; CHECK-NEXT:    %niter.ncmp = icmp eq i32 %niter.next, 0
; CHECK-NEXT:    br i1 %niter.ncmp, label %{{.*}}, label %loop, !llvm.loop [[MAIN:!.*]]
; CHECK:       [[UNR]]:
; CHECK:         br i1 %lcmp.mod, label %loop.epil.preheader, label
; CHECK:       loop.epil:
; CHECK:         %c.epil = icmp slt i32 %i.next.epil, %n
; CHECK:         br i1 %c.epil, label %loop.epil, label {{.*}}, !llvm.loop [[EPIL:!.*]]
; CHECK-DAG:   [[MAIN]] = distinct !{[[MAIN]], [[DISABLE:!.*]]}
; CHECK-DAG:   [[EPIL]] = distinct !{[[EPIL]], [[DISABLE]]}
; CHECK-DAG:   [[DISABLE]] = !{!"llvm.loop.unroll.disable"}

@buf = global [32 x i32] zeroinitializer
@fmt = private unnamed_addr constant [7 x i8] c"%d %d\0A\00"
declare i32 @printf(i8*, ...)

; s = 0; for (i = 0; i < n; i++) { s += a[i]; a[i] = i; } return s (do-while behind a guard)
define i32 @sum_store(i32* %a, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop.preheader, label %exit
loop.preheader:
  br label %loop
loop:
  %i = phi i32 [ 0, %loop.preheader ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %loop.preheader ], [ %s.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %s.next = add i32 %s, %v
  store i32 %i, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

define i32 @main() {
entry:
  %a = getelementptr [32 x i32], [32 x i32]* @buf, i32 0, i32 0
  br label %run
run:
  %n = phi i32 [ -1, %entry ], [ %n.next, %run ]
  %r = call i32 @sum_store(i32* %a, i32 %n)
  %pr = call i32 (i8*, ...) @printf(i8* getelementptr ([7 x i8], [7 x i8]* @fmt, i32 0, i32 0), i32 %n, i32 %r)
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 22
  br i1 %more, label %run, label %done
done:
  ret i32 0
}
