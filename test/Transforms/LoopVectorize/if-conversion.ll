; RUN: hoist -S -passes=loop-vectorize -force-vector-interleave=1 %s | FileCheck %s
; RUN: hoist -passes=loop-vectorize -pass-remarks-missed=loop-vectorize -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: hoist -passes=loop-vectorize -stats -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS

; If-conversion: loops whose body branches and joins again. Every lane runs every path, masked;
; joins become selects; loads that cannot be speculated run once, behind a test of the mask.
; STATS:      10 loop-vectorize - Number of loops analyzed for vectorization
; STATS-NEXT:  1 loop-vectorize - Number of loops not vectorized: UnsafeDep
; STATS-NEXT:  1 loop-vectorize - Number of loops not vectorized: VectorizationNotBeneficial
; STATS-NEXT:  7 loop-vectorize - Number of loops vectorized
; STATS-NEXT:  1 loop-vectorize - Number of top-tested loops rotated to be vectorized

; Both sides of a diamond are computed on every lane; the join takes each lane's side.
; CHECK-LABEL: @blend(
; CHECK:       vector.body:
; CHECK:         [[POS:%[0-9]+]] = icmp sgt <4 x i32> %wide.load, zeroinitializer
; CHECK-DAG:     [[E:%[0-9]+]] = add <4 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1>
; CHECK-DAG:     [[D:%[0-9]+]] = shl <4 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1>
; CHECK:         %predphi = select <4 x i1> [[POS]], <4 x i32> [[D]], <4 x i32> [[E]]
; CHECK:         store <4 x i32> %predphi
; CHECK:         br i1 %vector.done, label %middle.block, label %vector.body
; if (a[i] > 0) x = a[i] * 2; else x = a[i] + 1; b[i] = x
define void @blend(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %pos = icmp sgt i32 %v, 0
  br i1 %pos, label %then, label %else
then:
  %d = shl i32 %v, 1
  br label %join
else:
  %e = add i32 %v, 1
  br label %join
join:
  %x = phi i32 [ %d, %then ], [ %e, %else ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %x, i32* %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A sum updated on some iterations: each lane keeps its old partial sum where it skips.
; CHECK-LABEL: @cond_sum(
; CHECK:         %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %predphi, %vector.body ]
; CHECK:         [[ODD:%[0-9]+]] = icmp ne <4 x i32>
; CHECK:         [[ADD:%[0-9]+]] = add <4 x i32> %vec.phi, %wide.load
; CHECK-NEXT:    %predphi = select <4 x i1> [[ODD]], <4 x i32> [[ADD]], <4 x i32> %vec.phi
; CHECK:         call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %vec.rdx.lcssa)
; if (a[i] & 1) s += a[i]
define i32 @cond_sum(i32* %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %odd = and i32 %v, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %then, label %latch
then:
  %add = add nsw i32 %s, %v
  br label %latch
latch:
  %s.next = phi i32 [ %add, %then ], [ %s, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ %s.next, %latch ]
  ret i32 %r
}

; CHECK-LABEL: @select_xor(
; CHECK:         %vec.phi = phi <4 x i32> [ <i32 7, i32 0, i32 0, i32 0>, %vector.ph ], [ [[NEXT:%[0-9]+]], %vector.body ]
; CHECK:         [[X:%[0-9]+]] = xor <4 x i32> %vec.phi, %wide.load
; CHECK-NEXT:    [[NEXT]] = select <4 x i1> %{{[0-9]+}}, <4 x i32> [[X]], <4 x i32> %vec.phi
; CHECK:         call i32 @llvm.vector.reduce.xor.v4i32
; m = a[i] > k ? m ^ a[i] : m   (simplifycfg's form of the same)
define i32 @select_xor(i32* %a, i32 %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %m = phi i32 [ 7, %entry ], [ %m.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %big = icmp sgt i32 %v, %k
  %x = xor i32 %m, %v
  %m.next = select i1 %big, i32 %x, i32 %m
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %m.next
}

%struct.config = type { i32, i32* }

; The cold path's loads read the same addresses every time (no store in the loop): they run
; once per vector iteration, and only when some lane takes the cold path, as the scalar loop runs
; them only then. Out of the branch the value comes through a phi; poison when no lane needs it.
; CHECK-LABEL: @cold_chain(
; CHECK:       vector.body:
; CHECK:         [[HIT:%[0-9]+]] = icmp eq <4 x i32> %{{[0-9]+}}, <i32 7, i32 7, i32 7, i32 7>
; CHECK:         %any.active = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> [[HIT]])
; CHECK-NEXT:    br i1 %any.active, label %pred.load.if, label %pred.load.continue
; CHECK:       pred.load.if:
; CHECK-NEXT:    [[CFG:%[0-9]+]] = load %struct.config*, %struct.config** %pc, align 8
; CHECK:         load i32*, i32**
; CHECK:         [[EF:%[0-9]+]] = mul i32
; CHECK-NEXT:    br label %pred.load.continue
; CHECK:       pred.load.continue:
; CHECK-NEXT:    [[V:%[0-9]+]] = phi i32 [ [[EF]], %pred.load.if ], [ poison, %vector.body ]
; CHECK-NEXT:    %broadcast.splatinsert = insertelement <4 x i32> poison, i32 [[V]], i32 0
; CHECK:         %predphi = select <4 x i1> [[HIT]], <4 x i32> %broadcast.splat, <4 x i32>
; CHECK:         br i1 %vector.done, label %middle.block, label %vector.body
; CHECK:       middle.block:
; CHECK-NEXT:    %vec.rdx.lcssa = phi <4 x i32> [ %{{[0-9]+}}, %pred.load.continue ]
; if ((a[i] & 1023) == 7) s += cfg->table[k] * cfg->factor; else s += a[i] & 255
define i32 @cold_chain(i32* %a, %struct.config** %pc, i64 %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %join ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %low = and i32 %v, 1023
  %hit = icmp eq i32 %low, 7
  br i1 %hit, label %cold, label %hot
cold:
  %cfg = load %struct.config*, %struct.config** %pc, align 8
  %pt = getelementptr inbounds %struct.config, %struct.config* %cfg, i64 0, i32 1
  %t = load i32*, i32** %pt, align 8
  %pe = getelementptr inbounds i32, i32* %t, i64 %k
  %e = load i32, i32* %pe, align 4
  %pf = getelementptr inbounds %struct.config, %struct.config* %cfg, i64 0, i32 0
  %f = load i32, i32* %pf, align 4
  %ef = mul i32 %e, %f
  br label %join
hot:
  %h = and i32 %v, 255
  br label %join
join:
  %add = phi i32 [ %ef, %cold ], [ %h, %hot ]
  %s.next = add i32 %s, %add
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; A division that may trap is not speculated either.
; CHECK-LABEL: @cold_div(
; CHECK:         br i1 %any.active, label %pred.load.if, label %pred.load.continue
; CHECK:       pred.load.if:
; CHECK-NEXT:    [[Q:%[0-9]+]] = udiv i32 %x, %d
; CHECK:         phi i32 [ [[Q]], %pred.load.if ], [ poison, %vector.body ]
; if (a[i] == 0) s += x / d; else s += a[i]: the division may trap, so it runs only when a lane needs it
define i32 @cold_div(i32* %a, i32 %x, i32 %d, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %join ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %cold, label %join
cold:
  %q = udiv i32 %x, %d
  br label %join
join:
  %add = phi i32 [ %q, %cold ], [ %v, %loop ]
  %s.next = add i32 %s, %add
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; Masks nest as logical ands and join as logical ors (selects), so that a lane on another path
; cannot spoil the mask with an undefined condition.
; CHECK-LABEL: @nested(
; CHECK:         [[POS:%[0-9]+]] = icmp sgt <4 x i32> %wide.load, zeroinitializer
; CHECK-NEXT:    [[BIG:%[0-9]+]] = icmp sgt <4 x i32> %wide.load, <i32 100, i32 100, i32 100, i32 100>
; CHECK-NEXT:    [[CLAMP:%[0-9]+]] = select <4 x i1> [[POS]], <4 x i1> [[BIG]], <4 x i1> zeroinitializer
; CHECK-NEXT:    %predphi = select <4 x i1> [[CLAMP]], <4 x i32> <i32 100, i32 100, i32 100, i32 100>, <4 x i32> %wide.load
; CHECK-NEXT:    [[SMALL:%[0-9]+]] = xor <4 x i1> [[BIG]], <i1 true, i1 true, i1 true, i1 true>
; CHECK-NEXT:    [[KEEP:%[0-9]+]] = select <4 x i1> [[POS]], <4 x i1> [[SMALL]], <4 x i1> zeroinitializer
; CHECK-NEXT:    [[INNER:%[0-9]+]] = select <4 x i1> [[CLAMP]], <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> [[KEEP]]
; CHECK-NEXT:    %predphi1 = select <4 x i1> [[INNER]], <4 x i32> %predphi, <4 x i32> zeroinitializer
; Nested: if (v > 0) { if (v > 100) x = 100; else x = v; } else x = 0; b[i] = x
define void @nested(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %pos = icmp sgt i32 %v, 0
  br i1 %pos, label %outer, label %join
outer:
  %big = icmp sgt i32 %v, 100
  br i1 %big, label %clamp, label %inner.join
clamp:
  br label %inner.join
inner.join:
  %y = phi i32 [ 100, %clamp ], [ %v, %outer ]
  br label %join
join:
  %x = phi i32 [ %y, %inner.join ], [ 0, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %x, i32* %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: @pred_load(
; CHECK-NOT:     vector.body
; REMARK: remark: {{.*}}loop not vectorized: the vector loop would not run faster than the scalar loop on this target
; A consecutive load on one path only: SSE has no masked load, so each lane would load behind its
; own branch, which costs more than the scalar loop's one branch.
define i32 @pred_load(i32* %a, i32* %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %join ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %then, label %join
then:
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %w = load i32, i32* %pb, align 4
  br label %join
join:
  %add = phi i32 [ %w, %then ], [ %v, %loop ]
  %s.next = add i32 %s, %add
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s.next
}

; CHECK-LABEL: @chain_stored(
; CHECK-NOT:     vector.body
; REMARK: remark: {{.*}}loop not vectorized: unsafe dependent memory operations in loop
; The uniform chain's address is loaded in the loop, and the loop stores where it may point.
define void @chain_stored(i32* %a, i32** %pp, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %then, label %join
then:
  %p = load i32*, i32** %pp, align 8
  %w = load i32, i32* %p, align 4
  br label %join
join:
  %x = phi i32 [ %w, %then ], [ %v, %loop ]
  %y = add i32 %x, 1
  store i32 %y, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: @while_cond_sum(
; CHECK:         [[SUB:%[0-9]+]] = sub <4 x i32> %vec.phi, %wide.load
; CHECK-NEXT:    %predphi = select <4 x i1> %{{[0-9]+}}, <4 x i32> [[SUB]], <4 x i32> %vec.phi
; CHECK:         call i32 @llvm.vector.reduce.add.v4i32
; A while loop (top-tested) with a conditional sum: rotated, then vectorized.
define i32 @while_cond_sum(i32* %a, i64 %n) {
entry:
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %more = icmp ult i64 %i, %n
  br i1 %more, label %body, label %exit
body:
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %neg = icmp slt i32 %v, 0
  br i1 %neg, label %then, label %latch
then:
  %sub = sub i32 %s, %v
  br label %latch
latch:
  %s.next = phi i32 [ %sub, %then ], [ %s, %body ]
  %i.next = add nuw nsw i64 %i, 1
  br label %head
exit:
  ret i32 %s
}
