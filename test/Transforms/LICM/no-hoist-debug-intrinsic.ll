; RUN: hoist -S -passes=licm < %s | FileCheck %s
; RUN: hoist -passes=licm -debug-only=licm -disable-output < %s 2>&1 | FileCheck %s --check-prefix=DEBUG

declare void @llvm.dbg.value(metadata, metadata, metadata) #0

; Don't hoist: llvm.dbg.value marks where in the body the variable has the value.
; CHECK-LABEL: @no_hoist_dbg_value(
; CHECK:       entry:
; CHECK-NEXT:    %k = add i32 %x, 1
; CHECK-NEXT:    br label %loop
; CHECK:       loop:
; CHECK-NEXT:    %i = phi
; CHECK-NEXT:    call void @llvm.dbg.value(metadata i32 %x, metadata {{![0-9]+}}, metadata !DIExpression())
; DEBUG:     LICM: loop at depth 1
; DEBUG-NOT: LICM: CALL
; DEBUG:     LICM: ADD %k - HOISTED
define void @no_hoist_dbg_value(i32* %p, i32 %x, i32 %n) !dbg !6 {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ], !dbg !10
  call void @llvm.dbg.value(metadata i32 %x, metadata !9, metadata !DIExpression()), !dbg !10
  %k = add i32 %x, 1, !dbg !10
  %gep = getelementptr inbounds i32, i32* %p, i32 %i, !dbg !10
  store i32 %k, i32* %gep, align 4, !dbg !10
  %i.next = add nuw nsw i32 %i, 1, !dbg !10
  %cmp = icmp slt i32 %i.next, %n, !dbg !10
  br i1 %cmp, label %loop, label %exit, !dbg !10

exit:
  ret void, !dbg !10
}

attributes #0 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "loop.c", directory: "/tmp")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 4}
!5 = !DISubroutineType(types: !2)
!6 = distinct !DISubprogram(name: "no_hoist_dbg_value", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocalVariable(name: "x", scope: !6, file: !1, line: 1, type: !7)
!10 = !DILocation(line: 2, column: 3, scope: !6)
