; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-unroll %s -o %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-count=4 %s -o %t.4.ll
; RUN: lli %t.4.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-count=3 -unroll-runtime-multi-exit -unroll-required-epilog=false %s -o %t.3.ll
; RUN: lli %t.3.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll %s | FileCheck %s

; Values that leave a loop through several exits (LCSSA phis in exit blocks shared by exits),
; under full unrolling of a constant count with two data exits (each copy's exit edge brings
; its own value), and runtime unrolling: three exits to two blocks, one exit block reached from
; two exiting blocks with different values.

; Full unrolling of 6 iterations with two data exits: every copy keeps them, the exit block's
; phi has an entry per copy.
; CHECK-LABEL: @full_two_exits(
; CHECK-NOT:     br label %loop
; CHECK:       found:
; CHECK-NEXT:    [[R:%.*]] = phi i32 [ 0, %{{.*}} ], [ 1, %{{.*}} ], [ 2, %{{.*}} ], [ 3, %{{.*}} ], [ 4, %{{.*}} ], [ 5, %{{.*}} ]
define i32 @full_two_exits(i32* %a, i32 %key) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %f = icmp eq i32 %v, %key
  br i1 %f, label %found, label %check
check:
  %big = icmp sgt i32 %v, 1000
  br i1 %big, label %found, label %latch
latch:
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 6
  br i1 %c, label %loop, label %none
found:
  %r = phi i32 [ %i, %loop ], [ %i, %check ]
  ret i32 %r
none:
  ret i32 -1
}

; Three exits: two to one block with different values (the index, the value), and the count's.
define i32 @three_exits(i32* %a, i32 %n, i32 %key) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %none
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %s.next = add i32 %s, %v
  %f = icmp eq i32 %v, %key
  br i1 %f, label %out, label %check
check:
  %big = icmp sgt i32 %s.next, 900
  br i1 %big, label %out, label %latch
latch:
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %none
out:
  %r = phi i32 [ %i, %loop ], [ %s.next, %check ]
  %tag = phi i32 [ 1, %loop ], [ 2, %check ]
  %rt = mul i32 %r, %tag
  ret i32 %rt
none:
  %last = phi i32 [ -1, %entry ], [ %s.next, %latch ]
  ret i32 %last
}

@buf = global [40 x i32] zeroinitializer
@fmt = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00"
declare i32 @printf(i8*, ...)

define i32 @main() {
entry:
  %a = getelementptr [40 x i32], [40 x i32]* @buf, i32 0, i32 0
  br label %fill
fill:
  %k = phi i32 [ 0, %entry ], [ %k.next, %fill ]
  %pk = getelementptr inbounds i32, i32* %a, i32 %k
  %m = mul i32 %k, 17
  %val = srem i32 %m, 61
  store i32 %val, i32* %pk, align 4
  %k.next = add i32 %k, 1
  %kc = icmp slt i32 %k.next, 40
  br i1 %kc, label %fill, label %run
run:
  %n = phi i32 [ -1, %fill ], [ %n.next, %run ]
  %key = mul i32 %n, 3
  %r1 = call i32 @full_two_exits(i32* %a, i32 %key)
  %r2 = call i32 @three_exits(i32* %a, i32 %n, i32 %key)
  %pr = call i32 (i8*, ...) @printf(i8* getelementptr ([10 x i8], [10 x i8]* @fmt, i32 0, i32 0), i32 %n, i32 %r1, i32 %r2)
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 40
  br i1 %more, label %run, label %done
done:
  ret i32 0
}
