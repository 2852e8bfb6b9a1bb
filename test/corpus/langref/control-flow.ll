; LangRef: terminators: ret (void, value, aggregate), br (unconditional, conditional), switch,
; indirectbr with blockaddress, unreachable, callbr with asm goto; unnamed blocks and values.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@targets = global [2 x i8*] [i8* blockaddress(@indirect, %one), i8* blockaddress(@indirect, %two)]

define i32 @branches(i32 %x, i1 %c) {
entry:
  br i1 %c, label %sw, label %other

sw:
  switch i32 %x, label %default [
    i32 0, label %zero
    i32 1, label %one
    i32 -5, label %one
  ]

zero:
  br label %exit

one:
  br label %exit

default:
  unreachable

other:
  switch i32 %x, label %exit []

exit:
  %r = phi i32 [ 0, %zero ], [ 1, %one ], [ 2, %other ]
  ret i32 %r
}

define i32 @indirect(i32 %i) {
entry:
  %slot = getelementptr [2 x i8*], [2 x i8*]* @targets, i32 0, i32 %i
  %dest = load i8*, i8** %slot
  indirectbr i8* %dest, [label %one, label %two]

one:
  ret i32 1

two:
  ret i32 2
}

define void @numbered(i32 %0) {
  %2 = add i32 %0, 1
  br label %3

3:
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %3, label %5

5:
  ret void
}

define { i32, i8 } @aggret() {
  ret { i32, i8 } { i32 1, i8 2 }
}

define i32 @asmgoto(i32 %x) {
entry:
  callbr void asm "testl $0, $0; jne ${1:l}", "r,i,~{dirflag},~{fpsr},~{flags}"(i32 %x, i8* blockaddress(@asmgoto, %err))
          to label %ok [label %err]

ok:
  ret i32 0

err:
  ret i32 1
}
