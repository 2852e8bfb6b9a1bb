; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-unroll %s -o %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-runtime=false %s -o %t.1.ll
; RUN: FileCheck %s < %t.1.ll
; RUN: lli %t.1.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-peel-count=2 %s -o %t.2.ll
; RUN: FileCheck %s --check-prefix=PEEL2 < %t.2.ll
; RUN: lli %t.2.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-allow-peeling=false -unroll-runtime=false %s | FileCheck %s --check-prefix=NOPEEL
; RUN: hoist -disable-output -passes=loop-unroll -pass-remarks=loop-unroll %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -disable-output -passes=loop-unroll -unroll-peel-max-count=1 -pass-remarks=loop-unroll %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PEELMAX1
; RUN: hoist -disable-output -passes=loop-unroll -unroll-peel-max-count=0 -pass-remarks=loop-unroll %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PEELMAX0

; Peeling the first iterations off where that makes a header phi invariant (LLVM's default
; peeling): a phi whose backedge value is loop-invariant is invariant after one peeled
; iteration, one fed by such a phi after two. The peeled copies run before the loop with the
; phis' entry values, and leave through the loop's exits when the loop would. The loop records
; llvm.loop.peeled.count and is looked at again: by default it is then unrolled at run time.

; REMARK: remark: <unknown>:0:0:  peeled loop by 1 iterations
; REMARK: remark: <unknown>:0:0: unrolled loop by a factor of 8 with run-time trip count
; REMARK: remark: <unknown>:0:0:  peeled loop by 2 iterations

; -unroll-peel-max-count=1: the second loop, which two peeled iterations make invariant, is
; peeled by one only; 0 peels nothing.
; PEELMAX1:      remark: <unknown>:0:0:  peeled loop by 1 iterations
; PEELMAX1-NEXT: remark: <unknown>:0:0: unrolled loop by a factor of 8 with run-time trip count
; PEELMAX1-NEXT: remark: <unknown>:0:0:  peeled loop by 1 iterations
; PEELMAX1-NEXT: remark: <unknown>:0:0: unrolled loop by a factor of 16 with run-time trip count
; PEELMAX0-NOT:  peeled loop
; PEELMAX0:      remark: <unknown>:0:0: unrolled loop by a factor of 8 with run-time trip count
; PEELMAX0-NEXT: remark: <unknown>:0:0: unrolled loop by a factor of 16 with run-time trip count

; prev = 0; for (i = 0; i < n; i++) { a[i] = prev; prev = k; }: after one iteration %prev is %k.
; CHECK-LABEL: @first_differs(
; CHECK:         store i32 0, i32* %a
; CHECK:       loop:
; CHECK-NOT:     phi i32 [ 0
; CHECK:         store i32 %k, i32*
; CHECK:         br i1 {{.*}}, !llvm.loop [[PEELED:!.*]]
; PEEL2-LABEL: @first_differs(
; PEEL2:         store i32 0, i32* %a
; PEEL2:         store i32 %k, i32*
; PEEL2:       loop:
; NOPEEL-LABEL: @first_differs(
; NOPEEL:        %prev = phi i32 [ %k, %loop ], [ 0, %loop.preheader ]
define void @first_differs(i32* %a, i32 %n, i32 %k) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %prev = phi i32 [ 0, %entry ], [ %k, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  store i32 %prev, i32* %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A chain: %b takes %a's value, %a takes 7: invariant after two iterations.
; CHECK-LABEL: @chain2(
; CHECK:       loop:
; CHECK-NOT:     phi i32 [ 1
; CHECK:         [[S:%.*]] = add i32 {{%.*}}, 14
; CHECK:         br i1 {{.*}}, !llvm.loop [[PEELED2:!.*]]
define i32 @chain2(i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a = phi i32 [ 1, %entry ], [ 7, %loop ]
  %b = phi i32 [ 2, %entry ], [ %a, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %ab = add i32 %a, %b
  %s.next = add i32 %s, %ab
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  ret i32 %r
}

; CHECK-DAG: [[PEELED]] = distinct !{[[PEELED]], [[P1:!.*]]}
; CHECK-DAG: [[P1]] = !{!"llvm.loop.peeled.count", i32 1}
; CHECK-DAG: [[PEELED2]] = distinct !{[[PEELED2]], [[P2:!.*]]}
; CHECK-DAG: [[P2]] = !{!"llvm.loop.peeled.count", i32 2}

@buf = global [16 x i32] zeroinitializer
@fmt = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00"
declare i32 @printf(i8*, ...)

define i32 @main() {
entry:
  %a = getelementptr [16 x i32], [16 x i32]* @buf, i32 0, i32 0
  %last = getelementptr [16 x i32], [16 x i32]* @buf, i32 0, i32 0
  br label %run
run:
  %n = phi i32 [ -1, %entry ], [ %n.next, %run ]
  call void @first_differs(i32* %a, i32 %n, i32 %n)
  %v0 = load i32, i32* %last, align 4
  %p3 = getelementptr inbounds i32, i32* %a, i32 3
  %v3 = load i32, i32* %p3, align 4
  %sum = add i32 %v0, %v3
  %r = call i32 @chain2(i32 %n)
  %pr = call i32 (i8*, ...) @printf(i8* getelementptr ([10 x i8], [10 x i8]* @fmt, i32 0, i32 0), i32 %n, i32 %sum, i32 %r)
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 16
  br i1 %more, label %run, label %done
done:
  ret i32 0
}
