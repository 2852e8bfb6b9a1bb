; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks-missed=loop-versioning-licm < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; IllegalLoopMemoryAccess (LLVM's " Unsafe Loop memory access"): nothing a check could free.
; @loads_only: the invariant load of *b is blocked by no store (the first licm hoists it).
; @indirect_store: *b is blocked by the store to a[k[i]], whose addresses no range can bound
; (the trip count is known, so this is not UnknownLoopCountComplexCFG).
; CHECK-LABEL: @loads_only(
; CHECK-NOT:     lver
; CHECK-LABEL: @indirect_store(
; CHECK-NOT:     lver
; REMARK:      remark: <unknown>:0:0:  Unsafe Loop memory access: no invariant access is blocked only by checkable aliasing: no invariant access is blocked by aliasing
; REMARK-NEXT: remark: <unknown>:0:0:  Unsafe Loop memory access: no invariant access is blocked only by checkable aliasing: 1 invariant accesses stay blocked
; REMARK-NOT:  remark:
define i32 @loads_only(i32* %a, i32* %b, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  %w = load i32, i32* %gep, align 4
  %x = add i32 %v, %w
  %s.next = add i32 %s, %x
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret i32 %s.next
}

define void @indirect_store(i32* %a, i32* %b, i32* %k, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %kp = getelementptr inbounds i32, i32* %k, i64 %idx
  %kk = load i32, i32* %kp, align 4
  %kx = sext i32 %kk to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %kx
  store i32 %v, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
