; RUN: lli %s > %t.expected
; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: lli %t.ll | diff %t.expected -

; Differential, negative stride: for (i = n - 1; i >= 0; i--) a[i] = *b + i. The range of a[i] is
; computed from the last address up; *b on each boundary of it.
; CHECK-LABEL: @kernel(
; CHECK:         br i1 %{{lver\.merged|lver\.disjoint}}, label %loop.ph, label %loop.ph.lver.orig
define i32 @kernel(i32* %a, i32* %b, i32 %n32) {
entry:
  %n = sext i32 %n32 to i64
  %c0 = icmp sgt i64 %n, 0
  br i1 %c0, label %loop.pre, label %exit

loop.pre:
  %start = add nsw i64 %n, -1
  br label %loop

loop:
  %i = phi i64 [ %start, %loop.pre ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %i32 = trunc i64 %i to i32
  %x = add i32 %v, %i32
  %gep = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %x, i32* %gep, align 4
  %i.next = add nsw i64 %i, -1
  %cmp = icmp sgt i64 %i, 0
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 0
}

define i32 @main() {
entry:
  call void @run(i64 0, i64 8, i32 8)   ; b just past the highest a[i]
  call void @run(i64 0, i64 7, i32 8)   ; b is the first element written
  call void @run(i64 1, i64 0, i32 8)   ; b just below a[0]
  call void @run(i64 1, i64 1, i32 8)   ; b is a[0], written last
  call void @run(i64 0, i64 4, i32 8)   ; b in the middle
  call void @run(i64 0, i64 4, i32 0)   ; no iteration
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
