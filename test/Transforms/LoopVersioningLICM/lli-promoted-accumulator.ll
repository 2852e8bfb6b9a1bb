; RUN: lli %s > %t.expected
; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: lli %t.ll | diff %t.expected -

; Differential, promoted accumulator: *b += a[i]. When b lies inside the a[] range the running
; sum is stored into an element a later iteration reads; the safe version must run then. When b is
; outside, the fast version keeps the sum in a register and stores it once after the loop.
; CHECK-LABEL: @kernel(
; CHECK:         br i1 %{{lver\.merged|lver\.disjoint}}, label %loop.ph, label %loop.ph.lver.orig
; CHECK:       loop.ph:
; CHECK-NEXT:    %{{.*}} = load i32, i32* %b, align 4
define i32 @kernel(i32* %a, i32* %b, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  %x = load i32, i32* %gep, align 4
  %s = load i32, i32* %b, align 4
  %s2 = add i32 %s, %x
  store i32 %s2, i32* %b, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 0
}

define i32 @main() {
entry:
  call void @run(i64 0, i64 8, i32 8)   ; b just past a[0..8)
  call void @run(i64 0, i64 7, i32 8)   ; b is the last element read
  call void @run(i64 0, i64 3, i32 8)   ; b in the middle: later reads see the running sum
  call void @run(i64 4, i64 3, i32 8)   ; b just before a
  call void @run(i64 4, i64 4, i32 8)   ; b is a[0]
  call void @run(i64 2, i64 0, i32 1)   ; one iteration
  ret i32 0
}

; ---- harness: run(aoff, boff, n) resets buf[i] = 10*i, calls kernel(&buf[aoff], &buf[boff], n),
; ---- then prints the result and all of buf.
@fmt = private unnamed_addr constant [4 x i8] c"%d \00"
@nl = private unnamed_addr constant [2 x i8] c"\0A\00"
@buf = global [16 x i32] zeroinitializer

declare i32 @printf(i8*, ...)

define void @reset() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr [16 x i32], [16 x i32]* @buf, i64 0, i64 %i
  %v = trunc i64 %i to i32
  %w = mul i32 %v, 10
  store i32 %w, i32* %p
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, 16
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

define void @print(i32 %v) {
entry:
  %f = getelementptr [4 x i8], [4 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %v)
  ret void
}

define void @dump() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr [16 x i32], [16 x i32]* @buf, i64 0, i64 %i
  %v = load i32, i32* %p
  call void @print(i32 %v)
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, 16
  br i1 %c, label %loop, label %exit

exit:
  %nlp = getelementptr [2 x i8], [2 x i8]* @nl, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %nlp)
  ret void
}

define void @run(i64 %aoff, i64 %boff, i32 %n) {
entry:
  call void @reset()
  %a = getelementptr [16 x i32], [16 x i32]* @buf, i64 0, i64 %aoff
  %b = getelementptr [16 x i32], [16 x i32]* @buf, i64 0, i64 %boff
  %r = call i32 @kernel(i32* %a, i32* %b, i32 %n)
  call void @print(i32 %r)
  call void @dump()
  ret void
}
