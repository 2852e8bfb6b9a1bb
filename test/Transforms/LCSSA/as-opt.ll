; RUN: hoist -S -passes=lcssa %s -o %t.hoist.ll
; RUN: opt -S -passes=lcssa %s -o %t.opt.ll
; RUN: diff %t.opt.ll %t.hoist.ll

; LCSSA prints what opt prints: loops in LLVM's order (the last in the function first: the
; second loop's phi is .lcssa, the first's .lcssa1), an exit's phis in the order of the values in
; the loop, unnamed values' phis named .lcssa, each phi with its value's location, a phi for a
; value leaving a nest at each level (.lcssa.lcssa), and a dbg.value after the loop describing the
; exit phi.

define i32 @f(i32 %n) !dbg !5 {
entry:
  br label %loop1

loop1:
  %0 = phi i32 [ 0, %entry ], [ %1, %loop1 ]
  %1 = add i32 %0, 1, !dbg !9
  %2 = mul i32 %1, 3, !dbg !10
  %c1 = icmp slt i32 %1, %n
  br i1 %c1, label %loop1, label %mid

mid:
  call void @llvm.dbg.value(metadata i32 %2, metadata !11, metadata !DIExpression()), !dbg !10
  br label %loop2

loop2:
  %3 = phi i32 [ 0, %mid ], [ %4, %loop2 ]
  %4 = add i32 %3, %1
  %c2 = icmp slt i32 %4, %n
  br i1 %c2, label %loop2, label %exit

exit:
  %r = add i32 %2, %4
  ret i32 %r
}

define i32 @nest(i32 %n) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %0 = add i32 %j, %i
  %j.next = add i32 %j, 1
  %cj = icmp slt i32 %j.next, %n
  br i1 %cj, label %inner, label %outer.latch

outer.latch:
  %i.next = add i32 %i, 1
  %ci = icmp slt i32 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret i32 %0
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "a.c", directory: "/tmp")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 4}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2)
!6 = !DISubroutineType(types: !7)
!7 = !{!8, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocation(line: 2, column: 3, scope: !5)
!10 = !DILocation(line: 3, column: 3, scope: !5)
!11 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 3, type: !8)
