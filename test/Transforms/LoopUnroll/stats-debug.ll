; RUN: hoist -disable-output -passes=loop-unroll -stats < %s 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: hoist -disable-output -passes=loop-unroll -debug-only=loop-unroll < %s 2>&1 | FileCheck %s --check-prefix=DEBUG
; RUN: hoist -disable-output -passes=loop-unroll -pass-remarks-output=%t.yaml < %s
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml

; Statistics (LLVM's names, and the required-epilogue count Hoist adds), the -debug-only trace
; (LLVM's lines: the loop, its size, the decision; and the estimate by both heuristics), and
; the remarks as LLVM's YAML with their arguments (LLVM quotes a number there, Hoist's remark
; writer does not: the checks take either).

; STATS-DAG: 1 loop-peel {{ *}}- Number of loops peeled
; STATS-DAG: 1 loop-unroll {{ *}}- Number of loops completely unrolled
; STATS-DAG: 3 loop-unroll {{ *}}- Number of loops unrolled (completely or otherwise)
; STATS-DAG: 2 loop-unroll {{ *}}- Number of loops unrolled with run-time trip counts
; STATS-DAG: 1 loop-unroll {{ *}}- Number of loops unrolled with a required epilogue

; DEBUG:      Loop Unroll: F[full] Loop %loop
; DEBUG-NEXT:   Loop Size = 3
; DEBUG-NEXT:   Trip Count = 6
; DEBUG-NEXT:   Exits = 1, with known counts = 1
; DEBUG:      COMPLETELY UNROLLING loop %loop with trip count 6!
; DEBUG:      Loop Unroll: F[runtime] Loop %head
; DEBUG:        Exits = 1, with known counts = 1
; DEBUG:        cost by 8: {{.*}} uops per iteration; simplification saves {{.*}}; branch cost saves {{.*}}; size {{[0-9]+}}
; DEBUG:      UNROLLING loop %head by 8 with run-time trip count! (required epilog)
; DEBUG:      Loop Unroll: F[peel] Loop %loop
; DEBUG:      PEELING loop %loop with iteration count 1!
; DEBUG:      Loop Unroll: F[peel] Loop %loop
; DEBUG:      UNROLLING loop %loop by 8 with run-time trip count! (epilog)

; YAML:      --- !Passed
; YAML-NEXT: Pass:            loop-unroll
; YAML-NEXT: Name:            FullyUnrolled
; YAML-NEXT: Function:        full
; YAML-NEXT: Args:
; YAML-NEXT:   - String:          'completely unrolled loop with '
; YAML-NEXT:   - UnrollCount:     {{'?}}6{{'?}}
; YAML-NEXT:   - String:          ' iterations'
; YAML:      --- !Analysis
; YAML-NEXT: Pass:            loop-unroll
; YAML-NEXT: Name:            UnrollCost
; YAML-NEXT: Function:        runtime
; YAML:        - SimplificationSaving:
; YAML:        - BranchSaving:
; YAML:      --- !Passed
; YAML-NEXT: Pass:            loop-unroll
; YAML-NEXT: Name:            PartialUnrolled
; YAML-NEXT: Function:        runtime
; YAML-NEXT: Args:
; YAML-NEXT:   - String:          'unrolled loop by a factor of '
; YAML-NEXT:   - UnrollCount:     {{'?}}8{{'?}}
; YAML-NEXT:   - String:          ' with run-time trip count'
; YAML:      --- !Passed
; YAML-NEXT: Pass:            loop-unroll
; YAML-NEXT: Name:            Peeled
; YAML-NEXT: Function:        peel
; YAML-NEXT: Args:
; YAML-NEXT:   - String:          ' peeled loop by '
; YAML-NEXT:   - PeelCount:       {{'?}}1{{'?}}
; YAML-NEXT:   - String:          ' iterations'

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @full(i32* %a) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 1, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 6
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @runtime(i32* %a, i64 %n) {
entry:
  br label %head
head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ult i64 %i, %n
  br i1 %c, label %body, label %exit
body:
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 2, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  br label %head
exit:
  ret void
}

define void @peel(i32* %a, i64 %n, i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %prev = phi i32 [ 0, %entry ], [ %k, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %prev, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
