; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -loop-version-annotate-no-alias=false \
; RUN:   < %s | FileCheck %s
; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -loop-version-annotate-no-alias=true \
; RUN:   < %s | FileCheck %s --check-prefix=ON

; -loop-version-annotate-no-alias=false still versions the loop (checks, two copies, loop markers)
; but writes no scoped no-alias metadata on the fast version: LICM then cannot tell that *b is
; apart from a[], and the load stays in both loops. =true is the default.
; CHECK:       br i1 %{{lver\.merged|lver\.disjoint}}, label %loop.ph, label %loop.ph.lver.orig
; CHECK:       loop.lver.orig:
; CHECK:         load i32, i32* %b, align 4{{$}}
; CHECK:       loop.ph:
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK:         %v = load i32, i32* %b, align 4{{$}}
; CHECK:         store i32 %v, i32* %gep, align 4{{$}}
; CHECK:         br i1 %cmp, label %loop, label %{{.*}}, !llvm.loop
; CHECK-NOT:   !alias.scope
; CHECK-NOT:   !noalias
; CHECK-NOT:   LVerDomain
; CHECK:       !{!"llvm.loop.licm_versioning", !"versioned_loop"}
; CHECK-NOT:   LVerDomain
; ON:          loop.ph:
; ON-NEXT:       %v = load i32, i32* %b, align 4, !alias.scope
; ON:          LVerDomain
define void @copy(i32* %a, i32* %b, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
