; Theme: generic metadata. Named metadata (incl. names needing \xx escapes),
; distinct and uniqued nodes, forward references, self-referential loop
; metadata, null operands, metadata strings with escapes, value-as-metadata
; operands, instruction attachments (!tbaa, !range, !nonnull, !invariant.load,
; !prof, !alias.scope, !noalias, !llvm.loop, !llvm.access.group, !fpmath,
; !nontemporal, !align, !dereferenceable, !noundef, !callees, !annotation,
; custom kinds incl. escaped names), global/function attachments, metadata
; function arguments (metadata !"s", metadata i32 %x, metadata !{}), the
; largest metadata id !4294967295.

@g = global i32 0, !type !20, !custom !21
@h = global i32 1, !associated !22, !absolute_symbol !23

declare void @llvm.md.sink(metadata)
declare void @callee()
declare float @llvm.sqrt.f32(float)
declare void @llvm.donothing()

define i32 @attachments(i32* %p, i8** %pp, float %f, i1 %c) !prof !9 !md.fn !5 {
entry:
  %a = load i32, i32* %p, align 4, !tbaa !1, !range !6, !noundef !5
  %b = load i8*, i8** %pp, !nonnull !5, !invariant.load !5, !align !7, !dereferenceable !7
  %c2 = load i32, i32* %p, !alias.scope !13, !noalias !16
  store i32 %a, i32* %p, !nontemporal !8, !tbaa !4
  %s = call float @llvm.sqrt.f32(float %f), !fpmath !24
  %d = fdiv float %f, %s, !fpmath !24
  call void @callee(), !callees !25, !annotation !26
  call void @llvm.md.sink(metadata !"str\22\5C\0A\FF")
  call void @llvm.md.sink(metadata i32 %a)
  call void @llvm.md.sink(metadata !{})
  call void @llvm.md.sink(metadata !{i32 1, !"x", null, !{}})
  call void @llvm.md.sink(metadata i32* undef)
  call void @llvm.md.sink(metadata float 1.0)
  call void @llvm.md.sink(metadata !1)
  call void @llvm.donothing(), !my.custom !27, !esc\5Ckind !5, !\61\62 !5
  br i1 %c, label %loop, label %exit, !prof !10

loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %v = load i32, i32* %p, !llvm.access.group !30
  %inc = add i32 %i, 1
  %cmp = icmp slt i32 %inc, %v
  br i1 %cmp, label %loop, label %exit, !llvm.loop !28

exit:
  switch i32 %a, label %d1 [ i32 0, label %d2
                             i32 1, label %d2 ], !prof !11
d1:
  ret i32 %a
d2:
  ret i32 0
}

!llvm.module.flags = !{!40, !41, !42}
!named = !{!0, !1, !5}
!empty.named = !{}
!llvm.ident = !{!43}
!\3Cweird\20name\3E = !{!44}
!-dash.name$ = !{!0}
!fwd = !{!99}
!maxid = !{!4294967295}

!0 = !{!"simple tbaa"}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !0, i64 0}
!4 = !{!2, !2, i64 0, i1 true}
!5 = !{}
!6 = !{i32 0, i32 10, i32 20, i32 30}
!7 = !{i64 8}
!8 = !{i32 1}
!9 = !{!"function_entry_count", i64 42}
!10 = !{!"branch_weights", i32 1, i32 2000}
!11 = !{!"branch_weights", i32 1, i32 2, i32 3}
!12 = distinct !{!12, !"domain"}
!13 = !{!14}
!14 = distinct !{!14, !12, !"scope A"}
!15 = distinct !{!15, !12}
!16 = !{!15}
!20 = !{i64 0, !"typeid"}
!21 = distinct !{null, i32 -1, !21}
!22 = !{i32* @g}
!23 = !{i64 0, i64 256}
!24 = !{float 2.5}
!25 = !{void ()* @callee}
!26 = !{!"annotation one", !"two"}
!27 = !{i128 -1, i1000 5, double 0x7FF8000000000000, half 0xH3C00, <2 x i32> <i32 1, i32 2>, i32* null}
!28 = distinct !{!28, !29, !31, !32}
!29 = !{!"llvm.loop.mustprogress"}
!30 = distinct !{}
!31 = !{!"llvm.loop.unroll.count", i32 4}
!32 = !{!"llvm.loop.parallel_accesses", !30}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 7, !"PIC Level", i32 2}
!42 = !{i32 5, !"flag list", !{!"a", !"b"}}
!43 = !{!"zoo \22quoted\22 producer \E2\9C\93"}
!44 = !{!"\00\01\1F\7F"}
!99 = !{!100, !0}
!100 = distinct !{!99}
!4294967295 = !{!"largest metadata id"}
