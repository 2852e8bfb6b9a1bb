; RUN: hoist -S -vectorize-loops=false -unroll-threshold=0 -unroll-allow-partial=false < %s | FileCheck %s
; RUN: hoist -pass-remarks=loop-versioning-licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; The default pipeline (mem2reg, loop-simplify, licm-rotate, lcssa, licm, loop-versioning-licm,
; licm, constfold, dce) versions a clang -O0 loop end to end: the counter leaves memory, the
; top-tested loop is rotated, versioned, and *b + 1 leaves the fast version. (loop-vectorize and
; loop-unroll, which run after, would then vectorize and unroll both versions; they are off so that
; the checks see versioning's.)
; void f(int *a, int *b, int n) { for (int i = 0; i < n; i++) a[i] = *b + 1; }
; REMARK:      Versioned loop for LICM. Number of runtime checks we had to insert 1
; CHECK-LABEL: @f(
; CHECK-NOT:     alloca
; CHECK:         br i1 %{{lver\.merged|lver\.disjoint}}, label %[[FASTPH:.*]], label %[[SAFEPH:.*\.lver\.orig]]
; CHECK:       [[SAFEPH]]:
; CHECK:         load i32, i32* %b
; CHECK:       [[FASTPH]]:
; CHECK-NEXT:    [[V:%.*]] = load i32, i32* %b, align 4, !alias.scope
; CHECK-NEXT:    [[V1:%.*]] = add nsw i32 [[V]], 1
; CHECK-NEXT:    br label %[[BODY:.*]]
; CHECK:       [[BODY]]:
; CHECK-NOT:     load
; CHECK-NOT:     add nsw i32 [[V]], 1
; CHECK:         store i32 [[V1]], i32* {{%.*}}, align 4, !alias.scope
; CHECK:       !{!"llvm.loop.licm_versioning", !"versioned_loop"}
define void @f(i32* %a, i32* %b, i32 %n) {
entry:
  %a.addr = alloca i32*, align 8
  %b.addr = alloca i32*, align 8
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  store i32* %a, i32** %a.addr, align 8
  store i32* %b, i32** %b.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %2 = load i32*, i32** %b.addr, align 8
  %3 = load i32, i32* %2, align 4
  %add = add nsw i32 %3, 1
  %4 = load i32*, i32** %a.addr, align 8
  %5 = load i32, i32* %i, align 4
  %idxprom = sext i32 %5 to i64
  %arrayidx = getelementptr inbounds i32, i32* %4, i64 %idxprom
  store i32 %add, i32* %arrayidx, align 4
  br label %for.inc

for.inc:
  %6 = load i32, i32* %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond

for.end:
  ret void
}
