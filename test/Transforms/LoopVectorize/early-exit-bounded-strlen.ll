; RUN: hoist -passes=loop-vectorize -pass-remarks=loop-vectorize -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; RUN: hoist -passes=loop-vectorize -debug-only=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

; while (i < n && s[i]) i++; over a `const char s[static 1024]` parameter: the bytes are
; dereferenceable for a latch count up to 1024 only (the vector loop reads no further than
; iteration n.vec - 1 <= count - 1), so the count is tested before the vector loop, and a larger
; n runs the original loop alone. Both exits reach the same block, whose phi takes a value from
; each; the original loop gives both.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; REMARK: remark: {{.*}}vectorized loop (vectorization width: 16, interleaved count: 2)
; DEBUG: LV: @strnlen_bound: loop %loop: early exit from %loop to %end.loopexit: loads dereferenceable up to a backedge-taken count of 1024, tested before the loop

; CHECK-LABEL: @strnlen_bound(
; CHECK:       ph:
; CHECK:         [[COUNT:%.*]] = zext i32 {{%.*}} to i64
; CHECK-NEXT:    %n.vec = and i64 [[COUNT]], -32
; CHECK-NEXT:    %min.iters.check = icmp ne i64 %n.vec, 0
; CHECK-NEXT:    %early.exit.safe = icmp ule i64 [[COUNT]], 1024
; CHECK-NEXT:    %vec.ok = and i1 %min.iters.check, %early.exit.safe
; CHECK:         br i1 %vec.ok, label %vector.ph, label %scalar.ph
; CHECK:       vector.body:
; CHECK:         %wide.load = load <16 x i8>
; CHECK:         %wide.load{{[0-9]+}} = load <16 x i8>
; CHECK:         [[Z0:%.*]] = icmp eq <16 x i8> %wide.load, zeroinitializer
; CHECK-NEXT:    [[Z1:%.*]] = icmp eq <16 x i8> %wide.load{{[0-9]+}}, zeroinitializer
; CHECK-NEXT:    %exit.cond.fr = freeze <16 x i1> [[Z0]]
; CHECK-NEXT:    %exit.cond.fr{{[0-9]+}} = freeze <16 x i1> [[Z1]]
; CHECK-NEXT:    %exit.mask = or <16 x i1> %exit.cond.fr, %exit.cond.fr{{[0-9]+}}
; CHECK-NEXT:    %exit.any = call i1 @llvm.vector.reduce.or.v16i1(<16 x i1> %exit.mask)
; CHECK:       middle.split:
; CHECK:         [[R:%.*]] = trunc i64 %index.lcssa to i32
; CHECK-NEXT:    br i1 %exit.any.lcssa, label %scalar.ph, label %middle.block
; CHECK:       scalar.ph:
; CHECK-NEXT:    %bc.resume.val = phi i32 [ 0, %ph ], [ {{%.*}}, %middle.block ], [ [[R]], %middle.split ]
; CHECK:       end.loopexit:
; CHECK-NEXT:    %len.ph = phi i32 [ %i.next, %latch ], [ %i, %loop ]
define i32 @strnlen_bound(i8* noundef align 1 dereferenceable(1024) %s, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %ph, label %end
ph:
  br label %loop
loop:
  %i = phi i32 [ 0, %ph ], [ %i.next, %latch ]
  %ix = zext i32 %i to i64
  %p = getelementptr inbounds i8, i8* %s, i64 %ix
  %c = load i8, i8* %p, align 1
  %z = icmp eq i8 %c, 0
  br i1 %z, label %end, label %latch
latch:
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %end
end:
  %len = phi i32 [ 0, %entry ], [ %i, %loop ], [ %i.next, %latch ]
  ret i32 %len
}
