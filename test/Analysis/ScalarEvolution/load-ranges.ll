; RUN: hoist -passes='print<scalar-evolution>' -disable-output %s 2>&1 | FileCheck %s
; RUN: opt -passes='print<scalar-evolution>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: lli %s > %t.expected
; RUN: hoist -S %s -o %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: lli %t.ll | diff %t.expected -

; The range of a loaded value. As LLVM, a load's !range metadata bounds it. Beyond LLVM, a load
; of one whole element of a constant table reads one of the table's elements, whatever the index:
; SQLite's vdbeSorterCompareInt compares n = aLen[serial_type] bytes, at most 8, so its loop runs
; at most 8 times (LLVM only knows the byte's 255). A table the program may write, one another
; module may replace (weak) and a load that is not one whole element are not bounded.

@len = internal constant [10 x i8] c"\00\01\02\03\04\06\08\00\00\00"
@len.mutable = internal global [10 x i8] c"\00\01\02\03\04\06\08\00\00\00"
@len.weak = weak constant [10 x i8] c"\00\01\02\03\04\06\08\00\00\00"
@signed = internal constant [4 x i8] [i8 -3, i8 5, i8 -1, i8 2]

; CHECK-LABEL: Classifying expressions for: @loads
; CHECK:       %c = load i8, i8* %pc
; CHECK-NEXT:  -->  %c U: [0,9) S: [0,9)
; CHECK:       %m = load i8, i8* %pm
; CHECK-NEXT:  -->  %m U: full-set S: full-set
; CHECK:       %w = load i8, i8* %pw
; CHECK-NEXT:  -->  %w U: full-set S: full-set
; CHECK:       %s = load i8, i8* %ps
; CHECK-NEXT:  -->  %s U: [-3,6) S: [-3,6)
; CHECK:       %h = load i16, i16* %ph
; CHECK-NEXT:  -->  %h U: full-set S: full-set
; CHECK:       %r = load i8, i8* %a, align 1, !range !0
; CHECK-NEXT:  -->  %r U: [0,5) S: [0,5)
; LLVM-LABEL:  Classifying expressions for: @loads
; LLVM:        %c = load i8, i8* %pc
; LLVM-NEXT:   -->  %c U: full-set S: full-set
; LLVM:        %r = load i8, i8* %a, align 1, !range !0
; LLVM-NEXT:   -->  %r U: [0,5) S: [0,5)
define i32 @loads(i64 %i, i8* %a) {
  %pc = getelementptr inbounds [10 x i8], [10 x i8]* @len, i64 0, i64 %i
  %c = load i8, i8* %pc
  %pm = getelementptr inbounds [10 x i8], [10 x i8]* @len.mutable, i64 0, i64 %i
  %m = load i8, i8* %pm
  %pw = getelementptr inbounds [10 x i8], [10 x i8]* @len.weak, i64 0, i64 %i
  %w = load i8, i8* %pw
  %ps = getelementptr inbounds [4 x i8], [4 x i8]* @signed, i64 0, i64 %i
  %s = load i8, i8* %ps
  %pc16 = bitcast i8* %pc to i16*
  %ph = getelementptr inbounds i16, i16* %pc16, i64 1
  %h = load i16, i16* %ph
  %r = load i8, i8* %a, align 1, !range !0
  %c.32 = zext i8 %c to i32
  %m.32 = zext i8 %m to i32
  %w.32 = zext i8 %w to i32
  %s.32 = sext i8 %s to i32
  %h.32 = zext i16 %h to i32
  %r.32 = zext i8 %r to i32
  %x1 = add i32 %c.32, %m.32
  %x2 = add i32 %x1, %w.32
  %x3 = add i32 %x2, %s.32
  %x4 = add i32 %x3, %h.32
  %x5 = add i32 %x4, %r.32
  ret i32 %x5
}

; SQLite's loop, its table in the same module.
; CHECK-LABEL: Classifying expressions for: @compare_len
; CHECK:       %n = load i8, i8* %p
; CHECK-NEXT:  -->  %n U: [0,9) S: [0,9)
; CHECK:       Loop %head: max backedge-taken count is 8
; LLVM-LABEL:  Classifying expressions for: @compare_len
; LLVM:        Loop %head: max backedge-taken count is 255
define i32 @compare_len(i8* %a, i8* %b, i8 %type) {
entry:
  %t = zext i8 %type to i64
  %p = getelementptr inbounds [10 x i8], [10 x i8]* @len, i64 0, i64 %t
  %n = load i8, i8* %p
  %n.32 = zext i8 %n to i32
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp ult i32 %i, %n.32
  br i1 %more, label %body, label %same

body:
  %i.64 = zext i32 %i to i64
  %pa = getelementptr inbounds i8, i8* %a, i64 %i.64
  %pb = getelementptr inbounds i8, i8* %b, i64 %i.64
  %va = load i8, i8* %pa
  %vb = load i8, i8* %pb
  %va.32 = zext i8 %va to i32
  %vb.32 = zext i8 %vb to i32
  %d = sub i32 %va.32, %vb.32
  %differ = icmp ne i32 %d, 0
  br i1 %differ, label %done, label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  br label %head

same:
  ret i32 0

done:
  ret i32 %d
}

@x = internal constant [8 x i8] c"\01\02\03\04\05\06\07\08"
@y = internal constant [8 x i8] c"\01\02\03\04\05\06\07\09"
@fmt = private constant [4 x i8] c"%d \00"
@nl = private constant [2 x i8] c"\0A\00"

declare i32 @printf(i8*, ...)

define i32 @main() {
entry:
  %x = getelementptr inbounds [8 x i8], [8 x i8]* @x, i64 0, i64 0
  %y = getelementptr inbounds [8 x i8], [8 x i8]* @y, i64 0, i64 0
  %f = getelementptr inbounds [4 x i8], [4 x i8]* @fmt, i64 0, i64 0
  br label %loop

loop:
  %k = phi i8 [ 0, %entry ], [ %k.next, %loop ]
  %r1 = call i32 @compare_len(i8* %x, i8* %y, i8 %k)
  %r3 = call i32 @loads(i64 3, i8* %x)
  call i32 (i8*, ...) @printf(i8* %f, i32 %r1)
  call i32 (i8*, ...) @printf(i8* %f, i32 %r3)
  %k.next = add i8 %k, 1
  %end = icmp eq i8 %k.next, 10
  br i1 %end, label %exit, label %loop

exit:
  %n = getelementptr inbounds [2 x i8], [2 x i8]* @nl, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %n)
  ret i32 0
}

!0 = !{i8 0, i8 5}
