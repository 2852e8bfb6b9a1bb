; ModuleID = 'longjmp.c'
source_filename = "longjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"unreachable\0A\00", align 1
@depth_reached = internal global i32 0, align 4, !dbg !5
@.str.1 = private unnamed_addr constant [15 x i8] c"dive total %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"div sum %d errors %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !42 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [1 x %struct.__jmp_buf_tag], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !46, metadata !DIExpression()), !dbg !48
  store volatile i32 0, i32* %2, align 4, !dbg !48
  call void @llvm.dbg.declare(metadata i32* %3, metadata !49, metadata !DIExpression()), !dbg !51
  store volatile i32 1, i32* %3, align 4, !dbg !51
  br label %9, !dbg !52

9:                                                ; preds = %27, %0
  %10 = load volatile i32, i32* %3, align 4, !dbg !53
  %11 = icmp sle i32 %10, 5, !dbg !55
  br i1 %11, label %12, label %30, !dbg !56

12:                                               ; preds = %9
  call void @llvm.dbg.declare(metadata i32* %4, metadata !57, metadata !DIExpression()), !dbg !59
  %13 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i64 0, i64 0)) #5, !dbg !60
  store i32 %13, i32* %4, align 4, !dbg !59
  %14 = load i32, i32* %4, align 4, !dbg !61
  %15 = icmp eq i32 %14, 0, !dbg !63
  br i1 %15, label %16, label %20, !dbg !64

16:                                               ; preds = %12
  %17 = load volatile i32, i32* %3, align 4, !dbg !65
  %18 = mul nsw i32 %17, 3, !dbg !67
  call void @dive(i32 noundef 0, i32 noundef %18), !dbg !68
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0)), !dbg !69
  br label %26, !dbg !70

20:                                               ; preds = %12
  %21 = load i32, i32* %4, align 4, !dbg !71
  %22 = load i32, i32* @depth_reached, align 4, !dbg !73
  %23 = add nsw i32 %21, %22, !dbg !74
  %24 = load volatile i32, i32* %2, align 4, !dbg !75
  %25 = add nsw i32 %24, %23, !dbg !75
  store volatile i32 %25, i32* %2, align 4, !dbg !75
  br label %26

26:                                               ; preds = %20, %16
  br label %27, !dbg !76

27:                                               ; preds = %26
  %28 = load volatile i32, i32* %3, align 4, !dbg !77
  %29 = add nsw i32 %28, 1, !dbg !77
  store volatile i32 %29, i32* %3, align 4, !dbg !77
  br label %9, !dbg !78, !llvm.loop !79

30:                                               ; preds = %9
  %31 = load volatile i32, i32* %2, align 4, !dbg !82
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %31), !dbg !83
  call void @llvm.dbg.declare(metadata [1 x %struct.__jmp_buf_tag]* %5, metadata !84, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.declare(metadata i32* %6, metadata !86, metadata !DIExpression()), !dbg !87
  store volatile i32 0, i32* %6, align 4, !dbg !87
  call void @llvm.dbg.declare(metadata i32* %7, metadata !88, metadata !DIExpression()), !dbg !89
  store volatile i32 0, i32* %7, align 4, !dbg !89
  call void @llvm.dbg.declare(metadata i32* %8, metadata !90, metadata !DIExpression()), !dbg !92
  store volatile i32 -3, i32* %8, align 4, !dbg !92
  br label %33, !dbg !93

33:                                               ; preds = %56, %30
  %34 = load volatile i32, i32* %8, align 4, !dbg !94
  %35 = icmp sle i32 %34, 3, !dbg !96
  br i1 %35, label %36, label %59, !dbg !97

36:                                               ; preds = %33
  %37 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %5, i64 0, i64 0, !dbg !98
  %38 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef %37) #5, !dbg !98
  %39 = icmp eq i32 %38, 0, !dbg !101
  br i1 %39, label %40, label %52, !dbg !102

40:                                               ; preds = %36
  %41 = load volatile i32, i32* %8, align 4, !dbg !103
  %42 = load volatile i32, i32* %8, align 4, !dbg !104
  %43 = mul nsw i32 %41, %42, !dbg !105
  %44 = load volatile i32, i32* %8, align 4, !dbg !106
  %45 = mul nsw i32 %43, %44, !dbg !107
  %46 = add nsw i32 100, %45, !dbg !108
  %47 = load volatile i32, i32* %8, align 4, !dbg !109
  %48 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* %5, i64 0, i64 0, !dbg !110
  %49 = call i32 @safe_div(i32 noundef %46, i32 noundef %47, %struct.__jmp_buf_tag* noundef %48), !dbg !111
  %50 = load volatile i32, i32* %7, align 4, !dbg !112
  %51 = add nsw i32 %50, %49, !dbg !112
  store volatile i32 %51, i32* %7, align 4, !dbg !112
  br label %55, !dbg !113

52:                                               ; preds = %36
  %53 = load volatile i32, i32* %6, align 4, !dbg !114
  %54 = add nsw i32 %53, 1, !dbg !114
  store volatile i32 %54, i32* %6, align 4, !dbg !114
  br label %55

55:                                               ; preds = %52, %40
  br label %56, !dbg !115

56:                                               ; preds = %55
  %57 = load volatile i32, i32* %8, align 4, !dbg !116
  %58 = add nsw i32 %57, 1, !dbg !116
  store volatile i32 %58, i32* %8, align 4, !dbg !116
  br label %33, !dbg !117, !llvm.loop !118

59:                                               ; preds = %33
  %60 = load volatile i32, i32* %7, align 4, !dbg !120
  %61 = load volatile i32, i32* %6, align 4, !dbg !121
  %62 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0), i32 noundef %60, i32 noundef %61), !dbg !122
  ret i32 0, !dbg !123
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dive(i32 noundef %0, i32 noundef %1) #0 !dbg !124 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !127, metadata !DIExpression()), !dbg !128
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !129, metadata !DIExpression()), !dbg !130
  %5 = load i32, i32* %3, align 4, !dbg !131
  store i32 %5, i32* @depth_reached, align 4, !dbg !132
  %6 = load i32, i32* %3, align 4, !dbg !133
  %7 = load i32, i32* %4, align 4, !dbg !135
  %8 = icmp eq i32 %6, %7, !dbg !136
  br i1 %8, label %9, label %13, !dbg !137

9:                                                ; preds = %2
  %10 = load i32, i32* %3, align 4, !dbg !138
  %11 = mul nsw i32 %10, 10, !dbg !139
  %12 = add nsw i32 %11, 1, !dbg !140
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i64 0, i64 0), i32 noundef %12) #6, !dbg !141
  unreachable, !dbg !141

13:                                               ; preds = %2
  %14 = load i32, i32* %3, align 4, !dbg !142
  %15 = add nsw i32 %14, 1, !dbg !143
  %16 = load i32, i32* %4, align 4, !dbg !144
  call void @dive(i32 noundef %15, i32 noundef %16), !dbg !145
  ret void, !dbg !146
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_div(i32 noundef %0, i32 noundef %1, %struct.__jmp_buf_tag* noundef %2) #0 !dbg !147 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.__jmp_buf_tag*, align 8
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !151, metadata !DIExpression()), !dbg !152
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !153, metadata !DIExpression()), !dbg !154
  store %struct.__jmp_buf_tag* %2, %struct.__jmp_buf_tag** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.__jmp_buf_tag** %6, metadata !155, metadata !DIExpression()), !dbg !156
  %7 = load i32, i32* %5, align 4, !dbg !157
  %8 = icmp eq i32 %7, 0, !dbg !159
  br i1 %8, label %9, label %11, !dbg !160

9:                                                ; preds = %3
  %10 = load %struct.__jmp_buf_tag*, %struct.__jmp_buf_tag** %6, align 8, !dbg !161
  call void @longjmp(%struct.__jmp_buf_tag* noundef %10, i32 noundef 99) #6, !dbg !162
  unreachable, !dbg !162

11:                                               ; preds = %3
  %12 = load i32, i32* %4, align 4, !dbg !163
  %13 = load i32, i32* %5, align 4, !dbg !164
  %14 = sdiv i32 %12, %13, !dbg !165
  ret i32 %14, !dbg !166
}

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind returns_twice }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "env", scope: !2, file: !3, line: 6, type: !8, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "longjmp.c", directory: "./test/corpus/c", checksumkind: CSK_MD5, checksum: "95138b2341c2385cc5eab77f39b98f9d")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "depth_reached", scope: !2, file: !3, line: 7, type: !7, isLocal: true, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !9, line: 32, baseType: !10)
!9 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 1600, elements: !32)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !12, line: 26, size: 1600, elements: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!13 = !{!14, !21, !22}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !11, file: !12, line: 32, baseType: !15, size: 512)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !16, line: 31, baseType: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 512, elements: !19)
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !{!20}
!20 = !DISubrange(count: 8)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !11, file: !12, line: 33, baseType: !7, size: 32, offset: 512)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !11, file: !12, line: 34, baseType: !23, size: 1024, offset: 576)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !24, line: 8, baseType: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !24, line: 5, size: 1024, elements: !26)
!26 = !{!27}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !25, file: !24, line: 7, baseType: !28, size: 1024)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 1024, elements: !30)
!29 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!30 = !{!31}
!31 = !DISubrange(count: 16)
!32 = !{!33}
!33 = !DISubrange(count: 1)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 7, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 1}
!40 = !{i32 7, !"frame-pointer", i32 2}
!41 = !{!"Debian clang version 14.0.6"}
!42 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !43, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{!7}
!45 = !{}
!46 = !DILocalVariable(name: "total", scope: !42, file: !3, line: 21, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !7)
!48 = !DILocation(line: 21, column: 16, scope: !42)
!49 = !DILocalVariable(name: "lim", scope: !50, file: !3, line: 22, type: !47)
!50 = distinct !DILexicalBlock(scope: !42, file: !3, line: 22, column: 3)
!51 = !DILocation(line: 22, column: 21, scope: !50)
!52 = !DILocation(line: 22, column: 8, scope: !50)
!53 = !DILocation(line: 22, column: 30, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !3, line: 22, column: 3)
!55 = !DILocation(line: 22, column: 34, scope: !54)
!56 = !DILocation(line: 22, column: 3, scope: !50)
!57 = !DILocalVariable(name: "r", scope: !58, file: !3, line: 23, type: !7)
!58 = distinct !DILexicalBlock(scope: !54, file: !3, line: 22, column: 47)
!59 = !DILocation(line: 23, column: 9, scope: !58)
!60 = !DILocation(line: 23, column: 13, scope: !58)
!61 = !DILocation(line: 24, column: 9, scope: !62)
!62 = distinct !DILexicalBlock(scope: !58, file: !3, line: 24, column: 9)
!63 = !DILocation(line: 24, column: 11, scope: !62)
!64 = !DILocation(line: 24, column: 9, scope: !58)
!65 = !DILocation(line: 25, column: 15, scope: !66)
!66 = distinct !DILexicalBlock(scope: !62, file: !3, line: 24, column: 17)
!67 = !DILocation(line: 25, column: 19, scope: !66)
!68 = !DILocation(line: 25, column: 7, scope: !66)
!69 = !DILocation(line: 26, column: 7, scope: !66)
!70 = !DILocation(line: 27, column: 5, scope: !66)
!71 = !DILocation(line: 28, column: 16, scope: !72)
!72 = distinct !DILexicalBlock(scope: !62, file: !3, line: 27, column: 12)
!73 = !DILocation(line: 28, column: 20, scope: !72)
!74 = !DILocation(line: 28, column: 18, scope: !72)
!75 = !DILocation(line: 28, column: 13, scope: !72)
!76 = !DILocation(line: 30, column: 3, scope: !58)
!77 = !DILocation(line: 22, column: 43, scope: !54)
!78 = !DILocation(line: 22, column: 3, scope: !54)
!79 = distinct !{!79, !56, !80, !81}
!80 = !DILocation(line: 30, column: 3, scope: !50)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !DILocation(line: 31, column: 29, scope: !42)
!83 = !DILocation(line: 31, column: 3, scope: !42)
!84 = !DILocalVariable(name: "err", scope: !42, file: !3, line: 33, type: !8)
!85 = !DILocation(line: 33, column: 11, scope: !42)
!86 = !DILocalVariable(name: "errors", scope: !42, file: !3, line: 34, type: !47)
!87 = !DILocation(line: 34, column: 16, scope: !42)
!88 = !DILocalVariable(name: "sum", scope: !42, file: !3, line: 34, type: !47)
!89 = !DILocation(line: 34, column: 28, scope: !42)
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 35, type: !47)
!91 = distinct !DILexicalBlock(scope: !42, file: !3, line: 35, column: 3)
!92 = !DILocation(line: 35, column: 21, scope: !91)
!93 = !DILocation(line: 35, column: 8, scope: !91)
!94 = !DILocation(line: 35, column: 29, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !3, line: 35, column: 3)
!96 = !DILocation(line: 35, column: 31, scope: !95)
!97 = !DILocation(line: 35, column: 3, scope: !91)
!98 = !DILocation(line: 36, column: 9, scope: !99)
!99 = distinct !DILexicalBlock(scope: !100, file: !3, line: 36, column: 9)
!100 = distinct !DILexicalBlock(scope: !95, file: !3, line: 35, column: 42)
!101 = !DILocation(line: 36, column: 21, scope: !99)
!102 = !DILocation(line: 36, column: 9, scope: !100)
!103 = !DILocation(line: 36, column: 49, scope: !99)
!104 = !DILocation(line: 36, column: 53, scope: !99)
!105 = !DILocation(line: 36, column: 51, scope: !99)
!106 = !DILocation(line: 36, column: 57, scope: !99)
!107 = !DILocation(line: 36, column: 55, scope: !99)
!108 = !DILocation(line: 36, column: 47, scope: !99)
!109 = !DILocation(line: 36, column: 60, scope: !99)
!110 = !DILocation(line: 36, column: 63, scope: !99)
!111 = !DILocation(line: 36, column: 34, scope: !99)
!112 = !DILocation(line: 36, column: 31, scope: !99)
!113 = !DILocation(line: 36, column: 27, scope: !99)
!114 = !DILocation(line: 37, column: 16, scope: !99)
!115 = !DILocation(line: 38, column: 3, scope: !100)
!116 = !DILocation(line: 35, column: 38, scope: !95)
!117 = !DILocation(line: 35, column: 3, scope: !95)
!118 = distinct !{!118, !97, !119, !81}
!119 = !DILocation(line: 38, column: 3, scope: !91)
!120 = !DILocation(line: 39, column: 36, scope: !42)
!121 = !DILocation(line: 39, column: 41, scope: !42)
!122 = !DILocation(line: 39, column: 3, scope: !42)
!123 = !DILocation(line: 40, column: 3, scope: !42)
!124 = distinct !DISubprogram(name: "dive", scope: !3, file: !3, line: 9, type: !125, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !45)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !7, !7}
!127 = !DILocalVariable(name: "depth", arg: 1, scope: !124, file: !3, line: 9, type: !7)
!128 = !DILocation(line: 9, column: 22, scope: !124)
!129 = !DILocalVariable(name: "limit", arg: 2, scope: !124, file: !3, line: 9, type: !7)
!130 = !DILocation(line: 9, column: 33, scope: !124)
!131 = !DILocation(line: 10, column: 19, scope: !124)
!132 = !DILocation(line: 10, column: 17, scope: !124)
!133 = !DILocation(line: 11, column: 7, scope: !134)
!134 = distinct !DILexicalBlock(scope: !124, file: !3, line: 11, column: 7)
!135 = !DILocation(line: 11, column: 16, scope: !134)
!136 = !DILocation(line: 11, column: 13, scope: !134)
!137 = !DILocation(line: 11, column: 7, scope: !124)
!138 = !DILocation(line: 11, column: 36, scope: !134)
!139 = !DILocation(line: 11, column: 42, scope: !134)
!140 = !DILocation(line: 11, column: 47, scope: !134)
!141 = !DILocation(line: 11, column: 23, scope: !134)
!142 = !DILocation(line: 12, column: 8, scope: !124)
!143 = !DILocation(line: 12, column: 14, scope: !124)
!144 = !DILocation(line: 12, column: 19, scope: !124)
!145 = !DILocation(line: 12, column: 3, scope: !124)
!146 = !DILocation(line: 13, column: 1, scope: !124)
!147 = distinct !DISubprogram(name: "safe_div", scope: !3, file: !3, line: 15, type: !148, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !45)
!148 = !DISubroutineType(types: !149)
!149 = !{!7, !7, !7, !150}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!151 = !DILocalVariable(name: "a", arg: 1, scope: !147, file: !3, line: 15, type: !7)
!152 = !DILocation(line: 15, column: 25, scope: !147)
!153 = !DILocalVariable(name: "b", arg: 2, scope: !147, file: !3, line: 15, type: !7)
!154 = !DILocation(line: 15, column: 32, scope: !147)
!155 = !DILocalVariable(name: "err", arg: 3, scope: !147, file: !3, line: 15, type: !150)
!156 = !DILocation(line: 15, column: 43, scope: !147)
!157 = !DILocation(line: 16, column: 7, scope: !158)
!158 = distinct !DILexicalBlock(scope: !147, file: !3, line: 16, column: 7)
!159 = !DILocation(line: 16, column: 9, scope: !158)
!160 = !DILocation(line: 16, column: 7, scope: !147)
!161 = !DILocation(line: 16, column: 23, scope: !158)
!162 = !DILocation(line: 16, column: 15, scope: !158)
!163 = !DILocation(line: 17, column: 10, scope: !147)
!164 = !DILocation(line: 17, column: 14, scope: !147)
!165 = !DILocation(line: 17, column: 12, scope: !147)
!166 = !DILocation(line: 17, column: 3, scope: !147)
