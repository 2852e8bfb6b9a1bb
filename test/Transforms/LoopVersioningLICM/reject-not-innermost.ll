; RUN: hoist -S -passes='loop-simplify,lcssa,licm,loop-versioning-licm,licm' -pass-remarks-missed=loop-versioning-licm -pass-remarks=loop-versioning-licm \
; RUN:   < %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err

; Only innermost loops are versioned: the outer loop, whose invariant load of *b is blocked by
; the stores of the inner loop, gets IllegalLoopStruct (LLVM's " Unsafe Loop structure"); the
; inner loop, which has nothing of its own to free, gets IllegalLoopMemoryAccess. Nothing is
; versioned. for (i..m) { x = *b; for (k..10) a[k] = x + k; }
; CHECK-NOT:   lver
; REMARK:      remark: <unknown>:0:0:  Unsafe Loop memory access
; REMARK-NEXT: remark: <unknown>:0:0:  Unsafe Loop structure: loop is not innermost
; REMARK-NOT:  remark:
define void @outer_load(i32* %a, i32* %b, i64 %m) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %v = load i32, i32* %b, align 4
  br label %inner

inner:
  %k = phi i64 [ 0, %outer ], [ %k.next, %inner ]
  %k32 = trunc i64 %k to i32
  %x = add i32 %v, %k32
  %gep = getelementptr inbounds i32, i32* %a, i64 %k
  store i32 %x, i32* %gep, align 4
  %k.next = add nuw nsw i64 %k, 1
  %kc = icmp ult i64 %k.next, 10
  br i1 %kc, label %inner, label %outer.latch

outer.latch:
  %i.next = add nuw nsw i64 %i, 1
  %ic = icmp ult i64 %i.next, %m
  br i1 %ic, label %outer, label %exit

exit:
  ret void
}
