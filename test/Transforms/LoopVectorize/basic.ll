; RUN: hoist -S -passes=loop-vectorize < %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; loop-vectorize runs a one-block rotated loop four i32 lanes (two i64 or double, sixteen i8) at
; a time. The vector loop runs a multiple of the width that is at most the backedge-taken count,
; so the original loop, kept as the remainder, runs at least once and computes every value used
; after it.

; REMARK-COUNT-10: remark: {{.*}}vectorized loop (vectorization width: {{[0-9]+}}, interleaved count: 1)
; STATS: 10 loop-vectorize - Number of loops vectorized
; STATS: 2 loop-vectorize - Number of runtime overlap checks inserted
; STATS: 1 loop-vectorize - Number of top-tested loops rotated to be vectorized

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; for (i = 0; i < n; i++) a[i] = b[i] + k, with a and b noalias: no runtime check.
; CHECK-LABEL: @add_noalias(
; CHECK:       ph:
; CHECK-NEXT:    [[BTC:%[0-9]+]] = add i64 %n, -1
; CHECK-NEXT:    %n.vec = and i64 [[BTC]], -4
; CHECK-NEXT:    %min.iters.check = icmp ne i64 %n.vec, 0
; CHECK-NOT:     bound0
; CHECK:         br i1 %min.iters.check, label %vector.ph, label %scalar.ph
; CHECK:       vector.ph:
; CHECK-NEXT:    %broadcast.splatinsert = insertelement <4 x i32> poison, i32 %k, i32 0
; CHECK-NEXT:    %broadcast.splat = shufflevector <4 x i32> %broadcast.splatinsert, <4 x i32> poison, <4 x i32> zeroinitializer
; CHECK:       vector.body:
; CHECK-NEXT:    %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
; CHECK-NEXT:    %next.gep = getelementptr i32, i32* %b, i64 %index
; CHECK-NEXT:    %vec.ptr = bitcast i32* %next.gep to <4 x i32>*
; CHECK-NEXT:    %wide.load = load <4 x i32>, <4 x i32>* %vec.ptr, align 4, !tbaa
; CHECK-NEXT:    [[X:%[0-9]+]] = add nsw <4 x i32> %wide.load, %broadcast.splat
; CHECK-NEXT:    %next.gep1 = getelementptr i32, i32* %a, i64 %index
; CHECK-NEXT:    %vec.ptr2 = bitcast i32* %next.gep1 to <4 x i32>*
; CHECK-NEXT:    store <4 x i32> [[X]], <4 x i32>* %vec.ptr2, align 4, !tbaa
; CHECK-NEXT:    %index.next = add nuw i64 %index, 4
; CHECK-NEXT:    %vector.done = icmp eq i64 %index.next, %n.vec
; CHECK-NEXT:    br i1 %vector.done, label %middle.block, label %vector.body, !llvm.loop [[VEC:![0-9]+]]
; CHECK:       middle.block:
; CHECK-NEXT:    br label %scalar.ph
; CHECK:       scalar.ph:
; CHECK-NEXT:    %bc.resume.val = phi i64 [ 0, %ph ], [ %n.vec, %middle.block ]
; CHECK:       loop:
; CHECK-NEXT:    %i = phi i64 [ %i.next, %loop ], [ %bc.resume.val, %scalar.ph ]
; The loop pass manager gives the loop a dedicated exit first, as opt's loop-vectorize does.
; CHECK:         br i1 %c, label %loop, label %exit.loopexit, !llvm.loop [[SCALAR:![0-9]+]]
define void @add_noalias(i32* noalias %a, i32* noalias %b, i32 %k, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %ph, label %exit
ph:
  br label %loop
loop:
  %i = phi i64 [ 0, %ph ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4, !tbaa !0
  %x = add nsw i32 %v, %k
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %x, i32* %pa, align 4, !tbaa !0
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !3
exit:
  ret void
}

; a and b may overlap: the vector loop runs only when the bytes it writes, a[0 .. n.vec), and
; the bytes it reads, b[0 .. n.vec), are apart. A 32-bit counter's count is extended.
; CHECK-LABEL: @add_alias(
; CHECK:       ph:
; CHECK:         %btc.ext = zext i32 %{{.*}} to i64
; CHECK-NEXT:    %n.vec = and i64 %btc.ext, -4
; CHECK-NEXT:    %min.iters.check = icmp ne i64 %n.vec, 0
; CHECK:         %vec.bytes = mul i64 %n.vec, 4
; CHECK-NEXT:    %vec.end = add i64 %{{.*}}, %vec.bytes
; CHECK:         %bound0 = icmp ule i64 %vec.end{{[0-9]*}}, %{{[0-9]+}}
; CHECK-NEXT:    %bound1 = icmp ule i64 %vec.end{{[0-9]*}}, %{{[0-9]+}}
; CHECK-NEXT:    %found.conflict.not = or i1 %bound0, %bound1
; CHECK-NEXT:    %vec.ok = and i1 %min.iters.check, %found.conflict.not
; CHECK:         br i1 %vec.ok, label %vector.ph, label %scalar.ph
; CHECK:       vector.body:
; CHECK:         %{{[0-9]+}} = add <4 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1>
; CHECK:       scalar.ph:
; CHECK-NEXT:    %bc.resume.val = phi i32 [ 0, %ph ], [ %{{[0-9]+}}, %middle.block ]
define void @add_alias(i32* %a, i32* %b, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %ph, label %exit
ph:
  br label %loop
loop:
  %i = phi i32 [ 0, %ph ], [ %i.next, %loop ]
  %ix = zext i32 %i to i64
  %pb = getelementptr inbounds i32, i32* %b, i64 %ix
  %v = load i32, i32* %pb, align 4
  %x = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %ix
  store i32 %x, i32* %pa, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A sum: the lanes keep partial sums (the first starts at the initial value, the others at 0,
; the identity) without the wrap flags, combined after the loop; the remainder continues from
; the combined sum.
; CHECK-LABEL: @sum(
; CHECK:       vector.ph:
; CHECK-NEXT:    [[START:%[0-9]+]] = insertelement <4 x i32> zeroinitializer, i32 %init, i32 0
; CHECK:       vector.body:
; CHECK-NEXT:    %index = phi i64
; CHECK-NEXT:    %vec.phi = phi <4 x i32> [ [[START]], %vector.ph ], [ [[NEXT:%[0-9]+]], %vector.body ]
; CHECK:         [[NEXT]] = add <4 x i32> %vec.phi, %wide.load
; CHECK:       middle.block:
; CHECK-NEXT:    %vec.rdx.lcssa = phi <4 x i32> [ [[NEXT]], %vector.body ]
; CHECK-NEXT:    %rdx = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %vec.rdx.lcssa)
; CHECK:       scalar.ph:
; CHECK:         %bc.merge.rdx = phi i32 [ %init, %ph ], [ %rdx, %middle.block ]
; CHECK:       loop:
; CHECK:         %s = phi i32 [ %s.next, %loop ], [ %bc.merge.rdx, %scalar.ph ]
; CHECK:       exit:
; CHECK-NEXT:    %r = phi i32 [ %s.next, %loop ]
define i32 @sum(i32* %a, i64 %n, i32 %init) {
entry:
  br label %ph
ph:
  br label %loop
loop:
  %i = phi i64 [ 0, %ph ], [ %i.next, %loop ]
  %s = phi i32 [ %init, %ph ], [ %s.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %s.next = add nsw i32 %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ %s.next, %loop ]
  ret i32 %r
}

; The counter as data: a vector phi <0, 1, 2, 3> that moves by 4; xor reductions start at 0 too,
; and a multiplying one at 1.
; CHECK-LABEL: @iota_xor(
; CHECK:       vector.body:
; CHECK:         %vec.phi = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %vector.ph ]
; CHECK:         %vec.ind = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %vector.ph ], [ %vec.ind.next, %vector.body ]
; CHECK:         %{{[0-9]+}} = mul <4 x i32> %vec.ind, <i32 3, i32 3, i32 3, i32 3>
; CHECK:         %vec.ind.next = add <4 x i32> %vec.ind, <i32 4, i32 4, i32 4, i32 4>
; CHECK:       middle.block:
; CHECK:         call i32 @llvm.vector.reduce.mul.v4i32(
define i32 @iota_xor(i32* noalias %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = phi i32 [ 1, %entry ], [ %p.next, %loop ]
  %t = mul i32 %i, 3
  %ix = zext i32 %i to i64
  %pa = getelementptr inbounds i32, i32* %a, i64 %ix
  store i32 %t, i32* %pa, align 4
  %p.next = mul i32 %p, %t
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %p.next
}

; sqrt from the C library without errno is llvm.sqrt: two doubles per vector.
; CHECK-LABEL: @roots(
; CHECK:         %n.vec = and i64 %{{.*}}, -2
; CHECK:         [[R:%[0-9]+]] = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %wide.load)
; CHECK:         store <2 x double> [[R]]
define void @roots(double* noalias %a, double* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds double, double* %b, i64 %i
  %v = load double, double* %pb, align 8
  %r = call double @sqrt(double %v) #0
  %pa = getelementptr inbounds double, double* %a, i64 %i
  store double %r, double* %pa, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Bytes: sixteen lanes.
; CHECK-LABEL: @bytes(
; CHECK:         %n.vec = and i64 %{{.*}}, -16
; CHECK:         %{{[0-9]+}} = add <16 x i8> %wide.load, <i8 1,
define void @bytes(i8* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i8, i8* %a, i64 %i
  %v = load i8, i8* %pa, align 1
  %x = add i8 %v, 1
  store i8 %x, i8* %pa, align 1
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A load from an invariant address a store may overwrite (LICM could not hoist it): loaded once
; per vector iteration and broadcast; its 4 bytes are checked against the stored range.
; CHECK-LABEL: @uniform(
; CHECK:         %vec.end = add i64 %{{[0-9]+}}, 4
; CHECK:         %found.conflict.not = or i1
; CHECK:       vector.body:
; CHECK:         [[V:%[0-9]+]] = load i32, i32* %q, align 4
; CHECK-NEXT:    %broadcast.splatinsert = insertelement <4 x i32> poison, i32 [[V]], i32 0
; CHECK-NEXT:    %broadcast.splat = shufflevector
; CHECK-NEXT:    %{{[0-9]+}} = add <4 x i32> %broadcast.splat, %vec.ind
define void @uniform(i32* %a, i32* %q, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %q, align 4
  %x = add i32 %v, %i
  %ix = zext i32 %i to i64
  %pa = getelementptr inbounds i32, i32* %a, i64 %ix
  store i32 %x, i32* %pa, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A top-tested loop (while form) whose instructions the vectorizer takes is rotated first, as
; LLVM's pipeline rotates before it vectorizes; the guard of the rotated loop is the old test.
; CHECK-LABEL: @top_tested(
; CHECK:       vector.body:
; CHECK:         store <4 x i32> zeroinitializer
define void @top_tested(i32* noalias %a, i64 %n) {
entry:
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ult i64 %i, %n
  br i1 %c, label %body, label %exit
body:
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  br label %head
exit:
  ret void
}

; A body that clang split into blocks that run straight to the latch (unsimplified input) is
; one path: vectorized as if it were one block.
; CHECK-LABEL: @chain(
; CHECK:       vector.body:
; CHECK:         fmul <4 x float> %wide.load, %broadcast.splat
; CHECK:       scalar.ph:
; CHECK:       inc:
; CHECK:         br i1 %c, label %body, label %exit, !llvm.loop
define void @chain(float* noalias %a, float* noalias %b, float %k, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %inc ]
  %pb = getelementptr inbounds float, float* %b, i64 %i
  %v = load float, float* %pb, align 4
  %x = fmul float %v, %k
  %pa = getelementptr inbounds float, float* %a, i64 %i
  store float %x, float* %pa, align 4
  br label %inc
inc:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}

; Accesses without align have their type's ABI alignment: the vector ones state the element's
; (left out, a <4 x i32> access would claim 16 bytes and llc would emit a faulting movdqa).
; CHECK-LABEL: @no_align(
; CHECK:         load <4 x i32>, <4 x i32>* %vec.ptr, align 4
; CHECK:         store <4 x i32> %{{[0-9]+}}, <4 x i32>* %vec.ptr{{[0-9]+}}, align 4
define void @no_align(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb
  %x = add i32 %v, 7
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %x, i32* %pa
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare double @sqrt(double)

attributes #0 = { nounwind readnone }

; Both loops keep the loop's properties (mustprogress, unroll.disable) and are marked vectorized.
; (Nodes are numbered as opt numbers them: depth first from the first loop ID.)
; CHECK: [[VEC]] = distinct !{[[VEC]], [[MP:![0-9]+]], [[UD:![0-9]+]], [[ISV:![0-9]+]]}
; CHECK: [[MP]] = !{!"llvm.loop.mustprogress"}
; CHECK: [[UD]] = !{!"llvm.loop.unroll.disable"}
; CHECK: [[ISV]] = !{!"llvm.loop.isvectorized", i32 1}
; CHECK: [[SCALAR]] = distinct !{[[SCALAR]], [[MP]], [[UD]], [[ISV]], [[RTD:![0-9]+]]}
; CHECK: [[RTD]] = !{!"llvm.loop.unroll.runtime.disable"}

!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!3 = distinct !{!3, !5, !6}
!5 = !{!"llvm.loop.mustprogress"}
!6 = !{!"llvm.loop.unroll.disable"}
