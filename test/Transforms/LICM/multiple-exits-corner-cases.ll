; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: lli %s > %t.expected
; RUN: hoist -S -passes=licm %s -o %t.ll
; RUN: lli %t.ll | diff %t.expected -
; RUN: hoist -disable-output -passes=licm -stats < %s 2>&1 | FileCheck %s --check-prefix=STATS

; The three corner cases of a loop with two exits, each exit dominating the latch (seed 002):
; distinct exit blocks, one exit block without phis shared by both exiting blocks, and one shared
; exit block whose phis take a different value from each exiting block. In each, LICM hoists the
; invariant %inv, promotes *%g (stored on every iteration before either exit, so the store may go
; to every exit) with the value that leaves through each exit, and sinks what is used only after
; the loop. In the third case, as in opt, each exiting edge first gets an exit block of its own
; (exit.split.loop.exit*) so that %w is computed only where it leaves the loop. main runs each
; function with trip counts 0, 1, 2, 7 and 8 and the key at the first element, the last, in
; between and nowhere.

; CHECK-LABEL: @distinct(
; CHECK:       loop.preheader:
; CHECK-NEXT:    %g.promoted = load i32, i32* %g, align 4
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NOT:     store
; CHECK-NOT:     mul
; CHECK:         br i1 %hit, label %found, label %latch
; CHECK:       latch:
; CHECK-NOT:     mul
; CHECK:         br i1 %more, label %loop, label %bound
; CHECK:       found:
; CHECK-NEXT:    [[NEW_F:%.*]] = phi i32 [ %new, %loop ]
; CHECK-NEXT:    %i.found = phi i32 [ %i, %loop ]
; CHECK-NEXT:    store i32 [[NEW_F]], i32* %g, align 4
; CHECK-NEXT:    [[INV_F:%.*]] = mul i32 %x, 7
; CHECK-NEXT:    %r.found = add i32 %i.found, [[INV_F]]
; CHECK:       bound:
; CHECK-NEXT:    [[NEW_B:%.*]] = phi i32 [ %new, %latch ]
; CHECK-NEXT:    [[V_B:%.*]] = phi i32 [ %v, %latch ]
; CHECK-NEXT:    store i32 [[NEW_B]], i32* %g, align 4
; CHECK-NEXT:    [[INV_B:%.*]] = mul i32 %x, 7
; CHECK-NEXT:    %w.le = mul i32 [[V_B]], [[INV_B]]
; CHECK-NEXT:    ret i32 %w.le

; CHECK-LABEL: @shared_nophi(
; CHECK:       loop.preheader:
; CHECK-NEXT:    %inv = mul i32 %x, 7
; CHECK-NEXT:    %g.promoted = load i32, i32* %g, align 4
; CHECK:       loop:
; CHECK-NOT:     store
; CHECK:         br i1 %hit, label %exit.loop, label %latch
; CHECK:         br i1 %more, label %loop, label %exit.loop
; CHECK:       exit.loop:
; CHECK-NEXT:    [[NEW2:%.*]] = phi i32 [ %new2, %latch ], [ %new2, %loop ]
; CHECK-NEXT:    store i32 [[NEW2]], i32* %g, align 4
; CHECK-NEXT:    br label %exit

; CHECK-LABEL: @shared_phi(
; CHECK:       loop:
; CHECK-NOT:     store
; CHECK:         br i1 %hit, label %[[FROM_LOOP:exit.split.loop.exit[0-9]*]], label %latch
; CHECK:       latch:
; CHECK-NOT:     mul
; CHECK:         br i1 %more, label %loop, label %[[FROM_LATCH:exit.split.loop.exit[0-9]*]]
; CHECK:       [[FROM_LATCH]]:
; CHECK-NEXT:    [[NEW_L:%.*]] = phi i32 [ %new, %latch ]
; CHECK-NEXT:    %s.ph = phi i32 [ %v, %latch ]
; CHECK-NEXT:    store i32 [[NEW_L]], i32* %g, align 4
; CHECK-NEXT:    [[INV_L:%.*]] = mul i32 %x, 7
; CHECK-NEXT:    %w.le = mul i32 %s.ph, [[INV_L]]
; CHECK-NEXT:    br label %exit
; CHECK:       [[FROM_LOOP]]:
; CHECK-NEXT:    [[NEW_H:%.*]] = phi i32 [ %new, %loop ]
; CHECK-NEXT:    [[R_H:%.*]] = phi i32 [ %i, %loop ]
; CHECK-NEXT:    store i32 [[NEW_H]], i32* %g, align 4
; CHECK-NEXT:    [[INV_H:%.*]] = mul i32 %x, 7
; CHECK-NEXT:    br label %exit
; CHECK:       exit:
; CHECK-NEXT:    %r = phi i32 [ %w.le, %[[FROM_LATCH]] ], [ [[R_H]], %[[FROM_LOOP]] ]
; CHECK-NEXT:    %s = phi i32 [ %s.ph, %[[FROM_LATCH]] ], [ [[INV_H]], %[[FROM_LOOP]] ]

; STATS: 1 licm - Number of instructions hoisted out of loop
; STATS: 4 licm - Number of instructions sunk out of loop
; STATS: 3 licm - Number of memory locations promoted to registers

@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"
@data = global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6]

declare i32 @printf(i8*, ...)

; Distinct exit blocks: %found leaves from the body, %bound from the latch.
define i32 @distinct(i32* %a, i32 %n, i32 %key, i32 %x, i32* noalias %g) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %none, label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %inv = mul i32 %x, 7
  %i.64 = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.64
  %v = load i32, i32* %p
  %old = load i32, i32* %g
  %new = add i32 %old, %v
  store i32 %new, i32* %g
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %found, label %latch

latch:
  %w = mul i32 %v, %inv
  %i.next = add nuw i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %bound

found:
  %i.found = phi i32 [ %i, %loop ]
  %inv.found = phi i32 [ %inv, %loop ]
  %r.found = add i32 %i.found, %inv.found
  ret i32 %r.found

bound:
  %w.bound = phi i32 [ %w, %latch ]
  ret i32 %w.bound

none:
  ret i32 -1
}

; One exit block shared by both exiting blocks, no phis in it.
define void @shared_nophi(i32* %a, i32 %n, i32 %key, i32 %x, i32* noalias %g) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %exit, label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %inv = mul i32 %x, 7
  %i.64 = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.64
  %v = load i32, i32* %p
  %old = load i32, i32* %g
  %new = add i32 %old, %v
  %new2 = add i32 %new, %inv
  store i32 %new2, i32* %g
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %exit.loop, label %latch

latch:
  %i.next = add nuw i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit.loop

exit.loop:
  br label %exit

exit:
  ret void
}

; One exit block shared by both exiting blocks, with phis taking different values from each.
define i32 @shared_phi(i32* %a, i32 %n, i32 %key, i32 %x, i32* noalias %g) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %none, label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %inv = mul i32 %x, 7
  %i.64 = zext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %i.64
  %v = load i32, i32* %p
  %old = load i32, i32* %g
  %new = add i32 %old, %v
  store i32 %new, i32* %g
  %hit = icmp eq i32 %v, %key
  br i1 %hit, label %exit, label %latch

latch:
  %w = mul i32 %v, %inv
  %i.next = add nuw i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi i32 [ %i, %loop ], [ %w, %latch ]
  %s = phi i32 [ %inv, %loop ], [ %v, %latch ]
  %rs = mul i32 %r, %s
  ret i32 %rs

none:
  ret i32 -1
}

define void @run(i32 %n, i32 %key) {
  %g = alloca i32
  store i32 0, i32* %g
  %a = getelementptr inbounds [8 x i32], [8 x i32]* @data, i64 0, i64 0
  %r1 = call i32 @distinct(i32* %a, i32 %n, i32 %key, i32 3, i32* %g)
  %g1 = load i32, i32* %g
  call void @shared_nophi(i32* %a, i32 %n, i32 %key, i32 3, i32* %g)
  %g2 = load i32, i32* %g
  %r3 = call i32 @shared_phi(i32* %a, i32 %n, i32 %key, i32 3, i32* %g)
  %g3 = load i32, i32* %g
  %f = getelementptr inbounds [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %r1, i32 %g1, i32 %g2, i32 %r3)
  call i32 (i8*, ...) @printf(i8* %f, i32 %n, i32 %key, i32 %g3, i32 0)
  ret void
}

; Trip counts 0, 1, 2 and 8; the key at the first element, the last, in between and nowhere.
define i32 @main() {
  call void @run(i32 0, i32 3)
  call void @run(i32 1, i32 3)
  call void @run(i32 1, i32 100)
  call void @run(i32 2, i32 1)
  call void @run(i32 8, i32 3)
  call void @run(i32 8, i32 6)
  call void @run(i32 8, i32 5)
  call void @run(i32 8, i32 100)
  call void @run(i32 7, i32 6)
  ret i32 0
}
