; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' < %s | FileCheck %s

; What the checks proved is written on the fast version as scoped no-alias metadata (LLVM's
; LoopVersioning form): one distinct "LVerDomain" domain, one scope per pointer group, each access
; in its own group's scope and !noalias with the group it was checked against. The safe copy gets
; none of it: there the pointers may overlap. for (i = 0; i < n; i++) a[i] = *b;
; CHECK-LABEL: @scopes(
; CHECK:       loop.lver.orig:
; CHECK:         load i32, i32* %b, align 4{{$}}
; CHECK:         store i32 %v.lver.orig, i32* %gep.lver.orig, align 4{{$}}
; CHECK:         %v = load i32, i32* %b, align 4, !alias.scope [[BLIST:![0-9]+]], !noalias [[ALIST:![0-9]+]]{{$}}
; (Equal scope lists are one node, as LLVM uniques them.)
; CHECK:         store i32 %v, i32* %gep, align 4, !alias.scope [[ALIST]], !noalias [[BLIST]]{{$}}
; CHECK-DAG:   [[BLIST]] = !{[[BSCOPE:![0-9]+]]}
; CHECK-DAG:   [[ALIST]] = !{[[ASCOPE:![0-9]+]]}
; CHECK-DAG:   [[BSCOPE]] = distinct !{[[BSCOPE]], [[DOMAIN:![0-9]+]]}
; CHECK-DAG:   [[ASCOPE]] = distinct !{[[ASCOPE]], [[DOMAIN]]}
; CHECK-DAG:   [[DOMAIN]] = distinct !{[[DOMAIN]], !"LVerDomain"}
define void @scopes(i32* %a, i32* %b, i32 %n) {
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
