; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks-missed=loop-versioning-licm < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; IllegalLoopInst (LLVM's " Unsafe Loop Instruction"): a call that may write memory (@log's
; pointer argument) and a volatile load both make a loop unfit for versioning, LLVM's rules; the
; detail names the instruction. A readnone call (@pure) does not. (The loaded value is a shift
; amount, which x86 needs in a register: hoisting it pays.)
; CHECK-LABEL: @writes_memory(
; CHECK-NOT:     lver
; CHECK-LABEL: @volatile_load(
; CHECK-NOT:     lver
; CHECK-LABEL: @readnone_call(
; CHECK:         br i1 %{{lver\.merged|lver\.disjoint}}
; REMARK:      remark: <unknown>:0:0:  Unsafe Loop Instruction: call
; REMARK-NEXT: remark: <unknown>:0:0:  Unsafe Loop Instruction: volatile load
; REMARK-NOT:  remark:
declare void @log(i32*) nounwind
declare i32 @pure(i32) nounwind readnone willreturn

define void @writes_memory(i32* %a, i32* %b, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %v, i32* %gep, align 4
  call void @log(i32* %gep)
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

define void @volatile_load(i32* %a, i32* %b, i32* %c, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %w = load volatile i32, i32* %c, align 4
  %s = add i32 %v, %w
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %s, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}

define void @readnone_call(i32* %a, i32* %b, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, i32* %b, align 4
  %p = call i32 @pure(i32 %i)
  %s = shl i32 %p, %v
  %idx = zext i32 %i to i64
  %gep = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %s, i32* %gep, align 4
  %i.next = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop, label %exit

exit:
  ret void
}
