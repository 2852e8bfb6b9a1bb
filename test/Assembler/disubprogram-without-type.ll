; RUN: hoist -passes= -S %s -o %t.hoist.ll
; RUN: opt -S %s -o %t.opt.ll
; RUN: diff %t.opt.ll %t.hoist.ll
; RUN: hoist -passes= -S %s | FileCheck %s

; A DISubprogram needs no 'type:'; the old 'isLocal:'/'isDefinition:'/'isOptimized:' fields become
; 'spFlags:' as LLVM's parser upgrades them, and nodes are numbered as opt numbers them.
; CHECK: !0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
; CHECK: !2 = !{i32 2, !"Debug Info Version", i32 3}
; CHECK: !3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
define internal void @f() !dbg !10 {
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/tmp")
!5 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(unit: !0, name: "f", isLocal: true, isDefinition: true, isOptimized: true, scope: !1, file: !1, line: 1)
