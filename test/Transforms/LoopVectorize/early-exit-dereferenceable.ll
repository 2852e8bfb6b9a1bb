; RUN: hoist -passes=loop-vectorize -debug-only=loop-vectorize -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=DEBUG
; RUN: FileCheck %s < %t.ll

; Where the bytes every lane reads are known to exist: a constant-size alloca, an argument
; marked dereferenceable_or_null and nonnull, a global read from an offset, and the bound of a
; symbolic count tested before the vector loop (the global holds a count up to 1020, i.e. reads
; of iterations up to 1019 from element 4: 4 + 1019 + 1 <= 1024 elements), and a row of a 2-D
; global chosen by an outer loop (the row's offset bounded by scalar evolution's range).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@big = global [1024 x i32] zeroinitializer
@grid = global [64 x [128 x i32]] zeroinitializer

declare void @fill(i32*)

; DEBUG: LV: @local_array: loop %loop: early exit from %loop to %exit: loads dereferenceable for every iteration count
; CHECK-LABEL: @local_array(
; CHECK:         vector.body:
; CHECK:         call i1 @llvm.vector.reduce.or.v4i1(
define i64 @local_array(i32 %key) {
entry:
  %buf = alloca [512 x i32], align 16
  %b = getelementptr inbounds [512 x i32], [512 x i32]* %buf, i64 0, i64 0
  call void @fill(i32* %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds [512 x i32], [512 x i32]* %buf, i64 0, i64 %i
  %v = load i32, i32* %p, align 4
  %eq = icmp eq i32 %v, %key
  br i1 %eq, label %exit, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 512
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ %i, %loop ], [ 512, %latch ]
  ret i64 %r
}

; DEBUG: LV: @nonnull_or_null: loop %loop: early exit from %loop to %exit: loads dereferenceable for every iteration count
; CHECK-LABEL: @nonnull_or_null(
; CHECK:         vector.body:
define i64 @nonnull_or_null(i32* nonnull dereferenceable_or_null(4096) %a, i32 %key) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %eq = icmp eq i32 %v, %key
  br i1 %eq, label %exit, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ %i, %loop ], [ 1024, %latch ]
  ret i64 %r
}

; DEBUG: LV: @from_offset: loop %loop: early exit from %loop to %exit.loopexit: loads dereferenceable up to a backedge-taken count of 1020, tested before the loop
; CHECK-LABEL: @from_offset(
; CHECK:         %early.exit.safe = icmp ule i64 {{%.*}}, 1020
; CHECK:         vector.body:
define i64 @from_offset(i64 %n, i32 %key) {
entry:
  %g = icmp ugt i64 %n, 4
  br i1 %g, label %ph, label %exit
ph:
  br label %loop
loop:
  %i = phi i64 [ 4, %ph ], [ %i.next, %latch ]
  %p = getelementptr inbounds [1024 x i32], [1024 x i32]* @big, i64 0, i64 %i
  %v = load i32, i32* %p, align 4
  %eq = icmp eq i32 %v, %key
  br i1 %eq, label %exit, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ 0, %entry ], [ %i, %loop ], [ %n, %latch ]
  ret i64 %r
}

; for (r = 0; r < 64; r++) { for (j = 0; j < 128; j++) if (grid[r][j] == key) break; c += j; }
; DEBUG: LV: @rows: loop %inner: early exit from %inner to %found: loads dereferenceable for every iteration count
; CHECK-LABEL: @rows(
; CHECK:         vector.body:
; CHECK:         call i1 @llvm.vector.reduce.or.v4i1(
define i64 @rows(i32 %key) {
entry:
  br label %outer
outer:
  %r = phi i64 [ 0, %entry ], [ %r.next, %row.end ]
  %c = phi i64 [ 0, %entry ], [ %c.next, %row.end ]
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %latch ]
  %p = getelementptr inbounds [64 x [128 x i32]], [64 x [128 x i32]]* @grid, i64 0, i64 %r, i64 %j
  %v = load i32, i32* %p, align 4
  %eq = icmp eq i32 %v, %key
  br i1 %eq, label %found, label %latch
latch:
  %j.next = add nuw nsw i64 %j, 1
  %done = icmp eq i64 %j.next, 128
  br i1 %done, label %row.end, label %inner
found:
  %j.found = phi i64 [ %j, %inner ]
  br label %row.end
row.end:
  %len = phi i64 [ 128, %latch ], [ %j.found, %found ]
  %c.next = add i64 %c, %len
  %r.next = add nuw nsw i64 %r, 1
  %rows.done = icmp eq i64 %r.next, 64
  br i1 %rows.done, label %exit, label %outer
exit:
  ret i64 %c.next
}
