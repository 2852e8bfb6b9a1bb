; RUN: lli %s > %t.expected
; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: lli %t.ll | diff %t.expected -

; Differential: the versioned module must print what the original prints, for pointers that
; overlap (the safe version runs) and that do not (the fast version runs), including the exact
; boundaries of the checked ranges: *b just past the last a[i] written, on the last one, just
; before a[0], on a[0], in the middle; and 0 and 1 iterations.
; kernel: for (i = 0; i < n; i++) a[i] = *b + i;
; CHECK-LABEL: @kernel(
; CHECK:         br i1 %{{lver\.merged|lver\.disjoint}}, label %loop.ph, label %loop.ph.lver.orig
; CHECK:       loop.ph:
; CHECK-NEXT:    %v = load i32, i32* %b, align 4, !alias.scope
@fmt = private unnamed_addr constant [4 x i8] c"%d \00"
@nl = private unnamed_addr constant [2 x i8] c"\0A\00"
@buf = global [16 x i32] zeroinitializer

declare i32 @printf(i8*, ...)

; for (i = 0; i < n; i++) a[i] = *b + i;
define void @kernel(i32* %a, i32* %b, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %x = add i32 %v, %i
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %x, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

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

define void @dump() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr [16 x i32], [16 x i32]* @buf, i64 0, i64 %i
  %v = load i32, i32* %p
  %f = getelementptr [4 x i8], [4 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %v)
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, 16
  br i1 %c, label %loop, label %exit

exit:
  %nlp = getelementptr [2 x i8], [2 x i8]* @nl, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %nlp)
  ret void
}

; run(aoff, boff, n): kernel(&buf[aoff], &buf[boff], n), then print buf
define void @run(i64 %aoff, i64 %boff, i32 %n) {
entry:
  call void @reset()
  %a = getelementptr [16 x i32], [16 x i32]* @buf, i64 0, i64 %aoff
  %b = getelementptr [16 x i32], [16 x i32]* @buf, i64 0, i64 %boff
  call void @kernel(i32* %a, i32* %b, i32 %n)
  call void @dump()
  ret void
}

define i32 @main() {
entry:
  call void @run(i64 0, i64 8, i32 8)   ; b just past a[0..8): disjoint, fast
  call void @run(i64 0, i64 7, i32 8)   ; b is a[7], the last element written: overlap
  call void @run(i64 1, i64 0, i32 8)   ; b just before a: disjoint
  call void @run(i64 0, i64 3, i32 8)   ; b in the middle of a
  call void @run(i64 4, i64 4, i32 8)   ; b is a[0]
  call void @run(i64 0, i64 3, i32 0)   ; no iteration
  call void @run(i64 0, i64 0, i32 1)   ; one iteration, b is a[0]
  ret i32 0
}
