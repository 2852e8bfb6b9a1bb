; RUN: hoist -S -passes=loop-flatten < %s | FileCheck %s
; RUN: hoist -passes=loop-flatten -pass-remarks-missed=loop-flatten -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; A data layout that names no native integer widths (no "n" specifier): the counter cannot be
; widened (no integer is known to be twice as wide as the loops' and still native) and the
; product's overflow cannot be checked cheaply (llvm.umul.with.overflow of a type that is not
; native), so a nest whose product may overflow stays as it is, as in LLVM's LoopFlatten.

; REMARK: remark: <unknown>:0:0: Can't check overflow efficiently, not flattening
; REMARK-NOT: remark

; CHECK-LABEL: @unsigned_index(
; CHECK:       inner:
; CHECK-NEXT:    %j = phi i32
; CHECK-NOT:     umul.with.overflow

target datalayout = "e-m:e-i64:64-S128"
target triple = "x86_64-pc-linux-gnu"

; for (unsigned i < n) for (unsigned j < m) a[(unsigned)(i*m + j)] = 0: the index wraps in i32.
define void @unsigned_index(i32* %a, i32 %n, i32 %m) {
entry:
  %cn = icmp ugt i32 %n, 0
  %cm = icmp ugt i32 %m, 0
  %c = and i1 %cn, %cm
  br i1 %c, label %outer, label %exit

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %row = mul i32 %i, %m
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %idx = add i32 %row, %j
  %idx.ext = zext i32 %idx to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %idx.ext
  store i32 0, i32* %p, align 4
  %j.next = add nuw i32 %j, 1
  %cj = icmp ult i32 %j.next, %m
  br i1 %cj, label %inner, label %latch

latch:
  %i.next = add nuw i32 %i, 1
  %ci = icmp ult i32 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret void
}
