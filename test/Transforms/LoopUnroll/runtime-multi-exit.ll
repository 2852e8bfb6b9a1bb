; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=loop-unroll %s -o %t.default.ll
; RUN: lli %t.default.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-runtime -unroll-count=4 -unroll-required-epilog %s -o %t.req.ll
; RUN: FileCheck %s --check-prefix=REQ < %t.req.ll
; RUN: lli %t.req.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-runtime -unroll-count=3 -unroll-required-epilog=false -unroll-runtime-multi-exit %s -o %t.epil.ll
; RUN: FileCheck %s --check-prefix=EPIL < %t.epil.ll
; RUN: lli %t.epil.ll | diff %t.expected -
; RUN: hoist -S -passes=loop-unroll -unroll-runtime -unroll-count=2 -unroll-runtime-epilog=false -unroll-runtime-multi-exit %s -o %t.prol.ll
; RUN: lli %t.prol.ll | diff %t.expected -
; RUN: hoist -disable-output -passes=loop-unroll -unroll-runtime -unroll-runtime-multi-exit=false -pass-remarks-missed=loop-unroll %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OFF

; Loops with several exits, each dominating the latch (seed 002's scope), unrolled at run time.
; Exits whose count is unknown (a value found, a value out of range) stay in every copy and
; leave to the loop's exits with that copy's values; the required epilogue (REQ) stops the
; unrolled loop before any exit with a known count could be taken, so its copies keep none of
; them, the epilogue always runs; the epilogue form (EPIL) keeps every exit but the latch's. The
; differential runs cover counts 0 to 21, with the data exits taken at several places (in the
; unrolled loop, in the remainder, never).

; The search: a top-tested loop with two data exits and the count's. In REQ's unrolled loop the
; header's test (i < n) is gone from every copy; the data tests are in all four.
; REQ-LABEL: @search2(
; REQ:         %unroll_iter = and i32 {{%.*}}, -4
; REQ:         %unroll.go = icmp ne i32 %unroll_iter, 0
; REQ:         %niter = phi i32
; REQ-NOT:     icmp slt i32 {{%.*}}, %n
; REQ-COUNT-4: icmp eq i32 {{%.*}}, %key
; REQ-NOT:     icmp slt i32 {{%.*}}, %n
; REQ:         %niter.next = sub i32 %niter, 4
; REQ:       head.epil:
; REQ:         icmp slt i32 %i.epil, %n
; EPIL-LABEL: @search2(
; EPIL-NOT:    %niter

; Two counted exits (i < n && i < m): REQ's unrolled loop tests neither, only its counter.
; REQ-LABEL: @two_bounds(
; REQ:         %unroll_iter = and i32 {{%.*}}, -4
; REQ:         %niter = phi i32
; REQ-NOT:     icmp
; REQ-COUNT-4: xor i32
; REQ-NOT:     icmp
; REQ:         %niter.ncmp = icmp eq i32 %niter.next, 0

; A rotated search with three exits: EPIL keeps the two data exits in each of the three copies.
; EPIL-LABEL: @search3(
; EPIL:        %xtraiter = select i1
; EPIL:         %niter = phi i32
; EPIL-COUNT-3: icmp eq i32 {{%.*}}, %key
; EPIL:        %niter.next = sub i32 %niter, 3
; EPIL:      loop.epil:

; OFF: remark: <unknown>:0:0: loop not unrolled: the loop has several exits and -unroll-runtime-multi-exit is off

@buf = global [32 x i32] zeroinitializer
@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"
declare i32 @printf(i8*, ...)

; for (i = 0; i < n; i++) { if (a[i] == key) return i; if (a[i] < 0) return -100 - i; } return -1;
define i32 @search2(i32* %a, i32 %n, i32 %key) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %f = icmp eq i32 %v, %key
  br i1 %f, label %found, label %next
next:
  %neg = icmp slt i32 %v, 0
  br i1 %neg, label %bad, label %latch
latch:
  %i.next = add nuw nsw i32 %i, 1
  br label %head
found:
  ret i32 %i
bad:
  %b = sub i32 -100, %i
  ret i32 %b
done:
  ret i32 -1
}

; s = 0; for (i = 0; i < n && i < m; i++) s += a[i] ^ i; return s * 1000 + i;
define i32 @two_bounds(i32* %a, i32 %n, i32 %m) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %body ]
  %c1 = icmp slt i32 %i, %n
  br i1 %c1, label %check2, label %done
check2:
  %c2 = icmp slt i32 %i, %m
  br i1 %c2, label %body, label %done
body:
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %x = xor i32 %v, %i
  %s.next = add i32 %s, %x
  %i.next = add nuw nsw i32 %i, 1
  br label %head
done:
  %sm = mul i32 %s, 1000
  %r = add i32 %sm, %i
  ret i32 %r
}

; The same search rotated (a do-while behind a guard): exits found, bad, and the latch's count.
define i32 @search3(i32* %a, i32 %n, i32 %key) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i32 %i
  %v = load i32, i32* %p, align 4
  %f = icmp eq i32 %v, %key
  br i1 %f, label %found, label %next
next:
  %neg = icmp slt i32 %v, 0
  br i1 %neg, label %bad, label %latch
latch:
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %done.loopexit
found:
  %fi = phi i32 [ %i, %loop ]
  ret i32 %fi
bad:
  %bi = phi i32 [ %i, %next ]
  %b = sub i32 -100, %bi
  ret i32 %b
done.loopexit:
  %last = phi i32 [ %i.next, %latch ]
  %l2 = sub i32 -1000, %last
  ret i32 %l2
done:
  ret i32 -1
}

define i32 @main() {
entry:
  %a = getelementptr [32 x i32], [32 x i32]* @buf, i32 0, i32 0
  br label %fill
fill:
  %k = phi i32 [ 0, %entry ], [ %k.next, %fill ]
  %pk = getelementptr inbounds i32, i32* %a, i32 %k
  %val = mul i32 %k, 3
  store i32 %val, i32* %pk, align 4
  %k.next = add i32 %k, 1
  %kc = icmp slt i32 %k.next, 32
  br i1 %kc, label %fill, label %mark
mark:
  ; a negative value at 17: the "bad" exit for searches that get that far
  %p17 = getelementptr inbounds i32, i32* %a, i32 17
  store i32 -5, i32* %p17, align 4
  br label %run
run:
  %n = phi i32 [ -1, %mark ], [ %n.next, %run ]
  %key = mul i32 %n, 2
  %r1 = call i32 @search2(i32* %a, i32 %n, i32 %key)
  %m = sub i32 20, %n
  %r2 = call i32 @two_bounds(i32* %a, i32 %n, i32 %m)
  %r3 = call i32 @search3(i32* %a, i32 %n, i32 %key)
  %pr = call i32 (i8*, ...) @printf(i8* getelementptr ([13 x i8], [13 x i8]* @fmt, i32 0, i32 0), i32 %n, i32 %r1, i32 %r2, i32 %r3)
  %n.next = add i32 %n, 1
  %more = icmp slt i32 %n.next, 22
  br i1 %more, label %run, label %done
done:
  ret i32 0
}
