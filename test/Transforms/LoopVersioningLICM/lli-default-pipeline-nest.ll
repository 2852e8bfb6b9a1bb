; RUN: lli %s > %t.expected
; RUN: hoist -S %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: lli %t.ll | diff %t.expected -

; Differential through the default pipeline, on a nest whose inner checks are hoisted out of the
; outer loop: for (i = 0; i < 3; i++) for (k = 0; k < n; k++) a[k] += *b;
; CHECK-LABEL: @kernel(
; CHECK:         %lver.disjoint = or i1
; CHECK:         br i1 %lver.disjoint
define i32 @kernel(i32* %a, i32* %b, i32 %n) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %inner, label %outer.latch

inner:
  %k = phi i32 [ 0, %outer ], [ %k.next, %inner ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %k to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  %x = load i32, i32* %gep, align 4
  %y = add i32 %x, %v
  store i32 %y, i32* %gep, align 4
  %k.next = add nuw nsw i32 %k, 1
  %kc = icmp slt i32 %k.next, %n
  br i1 %kc, label %inner, label %outer.latch

outer.latch:
  %i.next = add nuw nsw i32 %i, 1
  %ic = icmp slt i32 %i.next, 3
  br i1 %ic, label %outer, label %exit

exit:
  ret i32 0
}

define i32 @main() {
entry:
  call void @run(i64 0, i64 6, i32 6)   ; b just past a[0..6)
  call void @run(i64 0, i64 5, i32 6)   ; b is the last a[k]
  call void @run(i64 2, i64 1, i32 6)   ; b just before a
  call void @run(i64 0, i64 2, i32 6)   ; b in the middle
  call void @run(i64 0, i64 2, i32 0)   ; inner loop never runs
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
