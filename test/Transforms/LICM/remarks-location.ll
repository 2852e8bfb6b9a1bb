; RUN: hoist -passes=licm -pass-remarks=licm -o /dev/null < %s 2>&1 | FileCheck %s

declare i32 @pure(i32) #0
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Remarks point at the source line of the instruction as written, even though the hoisted
; instruction itself loses its line (mul) or gets line 0 (call).
; CHECK: remark: loop.c:3:13: hoisting mul
; CHECK: remark: loop.c:4:14: hoisting call
define void @remark_location(i32* %p, i32 %x, i32 %n) !dbg !6 {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ], !dbg !10
  %m = mul i32 %x, 3, !dbg !11
  call void @llvm.dbg.value(metadata i32 %m, metadata !9, metadata !DIExpression()), !dbg !11
  %h = call i32 @pure(i32 %m), !dbg !12
  %gep = getelementptr inbounds i32, i32* %p, i32 %i, !dbg !13
  store i32 %h, i32* %gep, align 4, !dbg !13
  %i.next = add nuw nsw i32 %i, 1, !dbg !10
  %cmp = icmp slt i32 %i.next, %n, !dbg !10
  br i1 %cmp, label %loop, label %exit, !dbg !10

exit:
  ret void, !dbg !14
}

attributes #0 = { nounwind readnone willreturn }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "loop.c", directory: "/tmp")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 4}
!5 = !DISubroutineType(types: !2)
!6 = distinct !DISubprogram(name: "remark_location", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DILexicalBlock(scope: !6, file: !1, line: 2, column: 3)
!9 = !DILocalVariable(name: "m", scope: !8, file: !1, line: 3, type: !7)
!10 = !DILocation(line: 2, column: 3, scope: !8)
!11 = !DILocation(line: 3, column: 13, scope: !8)
!12 = !DILocation(line: 4, column: 14, scope: !8)
!13 = !DILocation(line: 4, column: 12, scope: !8)
!14 = !DILocation(line: 6, column: 1, scope: !6)
