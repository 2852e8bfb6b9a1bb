; RUN: hoist -S -passes=lower-expect < %s | FileCheck %s
; RUN: opt -S -passes=lower-expect < %s | FileCheck %s

; __builtin_expect(a > 0 && b > 0, 1) before instcombine: the expected value is a phi. Its
; constant `false` from %entry contradicts the expectation, so %entry's branch to the phi is
; unlikely; the branch on the expect itself gets its weights as usual.
; CHECK-LABEL: @and_chain(
; CHECK:       entry:
; CHECK:         br i1 %c1, label %rhs, label %end, !prof [[LIKELY:![0-9]+]]
; CHECK:       end:
; CHECK-NEXT:    %p = phi i1 [ false, %entry ], [ %c2, %rhs ]
; CHECK-NOT:     @llvm.expect
; CHECK:         br i1 %t, label %a, label %b, !prof [[LIKELY]]
define i32 @and_chain(i32 %x, i32 %y) {
entry:
  %c1 = icmp sgt i32 %x, 0
  br i1 %c1, label %rhs, label %end
rhs:
  %c2 = icmp sgt i32 %y, 0
  br label %end
end:
  %p = phi i1 [ false, %entry ], [ %c2, %rhs ]
  %z = zext i1 %p to i64
  %e = call i64 @llvm.expect.i64(i64 %z, i64 1)
  %t = icmp ne i64 %e, 0
  br i1 %t, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

; The constant arrives through a block that ends in an unconditional branch: the branch of its
; single predecessor is the one weighted; `xor` and `sext` on the way are applied to the constant.
; Here 1 ^ 1 = 0 is the expected value, so nothing contradicts it on that edge; 0 ^ 1 = 1 does.
; CHECK-LABEL: @through_xor(
; CHECK:       entry:
; CHECK:         br i1 %c, label %one, label %zero, !prof [[LIKELY]]
define i32 @through_xor(i1 %c) {
entry:
  br i1 %c, label %one, label %zero
one:
  br label %end
zero:
  br label %end
end:
  %p = phi i32 [ 1, %one ], [ 0, %zero ]
  %n = xor i32 %p, 1
  %s = sext i32 %n to i64
  %e = call i64 @llvm.expect.i64(i64 %s, i64 0)
  %t = icmp ne i64 %e, 0
  br i1 %t, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

; With a probability of 0.2 the expected value 1 is itself unlikely, but LLVM 14 still reads an
; incoming 1 as agreeing with the expectation (LLVM 15 swaps the weights here): %entry's branch
; gets nothing; the branch on the expect gets the stated probability.
; CHECK-LABEL: @unlikely_probability(
; CHECK:       entry:
; CHECK:         br i1 %c1, label %rhs, label %end{{$}}
; CHECK:         br i1 %t, label %a, label %b, !prof [[P20:![0-9]+]]
define i32 @unlikely_probability(i32 %x, i32 %y) {
entry:
  %c1 = icmp sgt i32 %x, 0
  br i1 %c1, label %rhs, label %end
rhs:
  %c2 = icmp sgt i32 %y, 0
  br label %end
end:
  %p = phi i1 [ true, %entry ], [ %c2, %rhs ]
  %z = zext i1 %p to i64
  %e = call i64 @llvm.expect.with.probability.i64(i64 %z, i64 1, double 2.000000e-01)
  %t = icmp ne i64 %e, 0
  br i1 %t, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

; An operation other than zext, sext or xor between the phi and the expect: no inference.
; CHECK-LABEL: @through_add(
; CHECK:       entry:
; CHECK:         br i1 %c1, label %rhs, label %end{{$}}
define i32 @through_add(i32 %x, i32 %y) {
entry:
  %c1 = icmp sgt i32 %x, 0
  br i1 %c1, label %rhs, label %end
rhs:
  br label %end
end:
  %p = phi i64 [ 0, %entry ], [ 5, %rhs ]
  %q = add i64 %p, 1
  %e = call i64 @llvm.expect.i64(i64 %q, i64 1)
  %t = icmp ne i64 %e, 0
  br i1 %t, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

; CHECK-DAG: [[LIKELY]] = !{!"branch_weights", i32 2000, i32 1}
; CHECK-DAG: [[P20]] = !{!"branch_weights", i32 429496731, i32 1717986918}

declare i64 @llvm.expect.i64(i64, i64)
declare i64 @llvm.expect.with.probability.i64(i64, i64, double)
