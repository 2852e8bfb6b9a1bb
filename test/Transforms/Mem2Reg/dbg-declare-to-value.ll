; RUN: hoist -S -passes=mem2reg < %s | FileCheck %s

declare void @llvm.dbg.declare(metadata, metadata, metadata) #0

; The variable described by llvm.dbg.declare lives in the promoted alloca; after promotion the
; debugger learns its values from an llvm.dbg.value at each store, and the declare is gone.
; CHECK-LABEL: @declare_to_value(
; CHECK:       entry:
; CHECK-NOT:     alloca
; CHECK-NOT:     llvm.dbg.declare
; CHECK:         call void @llvm.dbg.value(metadata i32 %n, metadata [[VAR:![0-9]+]], metadata !DIExpression())
; CHECK-NEXT:    %m = mul i32 %n, 2
; CHECK-NEXT:    call void @llvm.dbg.value(metadata i32 %m, metadata [[VAR]], metadata !DIExpression())
; CHECK-NEXT:    ret i32 %m
; CHECK:       [[VAR]] = !DILocalVariable(name: "x"
define i32 @declare_to_value(i32 %n) !dbg !6 {
entry:
  %x = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %x, metadata !9, metadata !DIExpression()), !dbg !10
  store i32 %n, i32* %x, align 4, !dbg !10
  %m = mul i32 %n, 2, !dbg !10
  store i32 %m, i32* %x, align 4, !dbg !10
  %v = load i32, i32* %x, align 4, !dbg !10
  ret i32 %v, !dbg !10
}

attributes #0 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "m.c", directory: "/tmp")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 4}
!5 = !DISubroutineType(types: !2)
!6 = distinct !DISubprogram(name: "declare_to_value", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocalVariable(name: "x", scope: !6, file: !1, line: 2, type: !7)
!10 = !DILocation(line: 2, column: 7, scope: !6)
