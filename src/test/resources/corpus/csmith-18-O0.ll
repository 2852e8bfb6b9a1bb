; ModuleID = 'csmith-18.c'
source_filename = "csmith-18.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1
@g_2 = internal global [5 x [4 x [5 x i32]]] [[4 x [5 x i32]] [[5 x i32] [i32 514223704, i32 0, i32 514223704, i32 -516562442, i32 0], [5 x i32] [i32 0, i32 83088614, i32 6, i32 0, i32 6], [5 x i32] [i32 -1, i32 -1, i32 -1121274354, i32 0, i32 0], [5 x i32] [i32 7, i32 -1, i32 6, i32 6, i32 -1]], [4 x [5 x i32]] [[5 x i32] [i32 0, i32 1, i32 514223704, i32 0, i32 -516562442], [5 x i32] [i32 1763056985, i32 -1, i32 609621516, i32 -1, i32 1763056985], [5 x i32] [i32 514223704, i32 -1, i32 1, i32 -516562442, i32 -1], [5 x i32] [i32 1763056985, i32 83088614, i32 83088614, i32 1763056985, i32 6]], [4 x [5 x i32]] [[5 x i32] [i32 0, i32 0, i32 -1121274354, i32 -1, i32 -1], [5 x i32] [i32 7, i32 83088614, i32 1, i32 6, i32 83088614], [5 x i32] [i32 514223704, i32 -1121274354, i32 -801803689, i32 514223704, i32 -801803689], [5 x i32] [i32 7, i32 7, i32 0, i32 83088614, i32 6]], [4 x [5 x i32]] [[5 x i32] [i32 561010964, i32 -516562442, i32 -801803689, i32 -801803689, i32 -516562442], [5 x i32] [i32 6, i32 609621516, i32 1, i32 6, i32 6], [5 x i32] [i32 1, i32 -516562442, i32 -1, i32 -516562442, i32 1], [5 x i32] [i32 1, i32 7, i32 609621516, i32 6, i32 7]], [4 x [5 x i32]] [[5 x i32] [i32 1, i32 -1121274354, i32 -1121274354, i32 1, i32 -801803689], [5 x i32] [i32 6, i32 83088614, i32 0, i32 7, i32 7], [5 x i32] [i32 561010964, i32 1, i32 561010964, i32 -801803689, i32 1], [5 x i32] [i32 7, i32 609621516, i32 6, i32 7, i32 6]]], align 16
@.str.1 = private unnamed_addr constant [13 x i8] c"g_2[i][j][k]\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@crc32_context = internal global i32 -1, align 4
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  store i8** %1, i8*** %5, align 8
  store i32 0, i32* %9, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp eq i32 %10, 2
  br i1 %11, label %12, label %19

12:                                               ; preds = %2
  %13 = load i8**, i8*** %5, align 8
  %14 = getelementptr inbounds i8*, i8** %13, i64 1
  %15 = load i8*, i8** %14, align 8
  %16 = call i32 @strcmp(i8* noundef %15, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #3
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %12
  store i32 1, i32* %9, align 4
  br label %19

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin()
  call void @crc32_gentab()
  %20 = call i32 @func_1()
  store i32 0, i32* %6, align 4
  br label %21

21:                                               ; preds = %61, %19
  %22 = load i32, i32* %6, align 4
  %23 = icmp slt i32 %22, 5
  br i1 %23, label %24, label %64

24:                                               ; preds = %21
  store i32 0, i32* %7, align 4
  br label %25

25:                                               ; preds = %57, %24
  %26 = load i32, i32* %7, align 4
  %27 = icmp slt i32 %26, 4
  br i1 %27, label %28, label %60

28:                                               ; preds = %25
  store i32 0, i32* %8, align 4
  br label %29

29:                                               ; preds = %53, %28
  %30 = load i32, i32* %8, align 4
  %31 = icmp slt i32 %30, 5
  br i1 %31, label %32, label %56

32:                                               ; preds = %29
  %33 = load i32, i32* %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [5 x [4 x [5 x i32]]], [5 x [4 x [5 x i32]]]* @g_2, i64 0, i64 %34
  %36 = load i32, i32* %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [4 x [5 x i32]], [4 x [5 x i32]]* %35, i64 0, i64 %37
  %39 = load i32, i32* %8, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [5 x i32], [5 x i32]* %38, i64 0, i64 %40
  %42 = load i32, i32* %41, align 4
  %43 = sext i32 %42 to i64
  %44 = load i32, i32* %9, align 4
  call void @transparent_crc(i64 noundef %43, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i32 noundef %44)
  %45 = load i32, i32* %9, align 4
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %47, label %52

47:                                               ; preds = %32
  %48 = load i32, i32* %6, align 4
  %49 = load i32, i32* %7, align 4
  %50 = load i32, i32* %8, align 4
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0), i32 noundef %48, i32 noundef %49, i32 noundef %50)
  br label %52

52:                                               ; preds = %47, %32
  br label %53

53:                                               ; preds = %52
  %54 = load i32, i32* %8, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %8, align 4
  br label %29, !llvm.loop !6

56:                                               ; preds = %29
  br label %57

57:                                               ; preds = %56
  %58 = load i32, i32* %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, i32* %7, align 4
  br label %25, !llvm.loop !8

60:                                               ; preds = %25
  br label %61

61:                                               ; preds = %60
  %62 = load i32, i32* %6, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, i32* %6, align 4
  br label %21, !llvm.loop !9

64:                                               ; preds = %21
  %65 = load i32, i32* @crc32_context, align 4
  %66 = zext i32 %65 to i64
  %67 = xor i64 %66, 4294967295
  %68 = trunc i64 %67 to i32
  %69 = load i32, i32* %9, align 4
  call void @platform_main_end(i32 noundef %68, i32 noundef %69)
  ret i32 0
}

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 {
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 -306674912, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %5

5:                                                ; preds = %33, %0
  %6 = load i32, i32* %3, align 4
  %7 = icmp slt i32 %6, 256
  br i1 %7, label %8, label %36

8:                                                ; preds = %5
  %9 = load i32, i32* %3, align 4
  store i32 %9, i32* %1, align 4
  store i32 8, i32* %4, align 4
  br label %10

10:                                               ; preds = %25, %8
  %11 = load i32, i32* %4, align 4
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %28

13:                                               ; preds = %10
  %14 = load i32, i32* %1, align 4
  %15 = and i32 %14, 1
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %13
  %18 = load i32, i32* %1, align 4
  %19 = lshr i32 %18, 1
  %20 = xor i32 %19, -306674912
  store i32 %20, i32* %1, align 4
  br label %24

21:                                               ; preds = %13
  %22 = load i32, i32* %1, align 4
  %23 = lshr i32 %22, 1
  store i32 %23, i32* %1, align 4
  br label %24

24:                                               ; preds = %21, %17
  br label %25

25:                                               ; preds = %24
  %26 = load i32, i32* %4, align 4
  %27 = add nsw i32 %26, -1
  store i32 %27, i32* %4, align 4
  br label %10, !llvm.loop !10

28:                                               ; preds = %10
  %29 = load i32, i32* %1, align 4
  %30 = load i32, i32* %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %31
  store i32 %29, i32* %32, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, i32* %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %3, align 4
  br label %5, !llvm.loop !11

36:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_1() #0 {
  %1 = alloca [3 x i32], align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %2, align 4
  br label %3

3:                                                ; preds = %10, %0
  %4 = load i32, i32* %2, align 4
  %5 = icmp slt i32 %4, 3
  br i1 %5, label %6, label %13

6:                                                ; preds = %3
  %7 = load i32, i32* %2, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [3 x i32], [3 x i32]* %1, i64 0, i64 %8
  store i32 38061044, i32* %9, align 4
  br label %10

10:                                               ; preds = %6
  %11 = load i32, i32* %2, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* %2, align 4
  br label %3, !llvm.loop !12

13:                                               ; preds = %3
  %14 = load i32, i32* getelementptr inbounds ([5 x [4 x [5 x i32]]], [5 x [4 x [5 x i32]]]* @g_2, i64 0, i64 0, i64 0, i64 4), align 16
  %15 = sext i32 %14 to i64
  %16 = and i64 %15, -7
  %17 = trunc i64 %16 to i32
  store i32 %17, i32* getelementptr inbounds ([5 x [4 x [5 x i32]]], [5 x [4 x [5 x i32]]]* @g_2, i64 0, i64 0, i64 0, i64 4), align 16
  %18 = getelementptr inbounds [3 x i32], [3 x i32]* %1, i64 0, i64 0
  %19 = load i32, i32* %18, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, i8* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store i64 %0, i64* %4, align 8
  store i8* %1, i8** %5, align 8
  store i32 %2, i32* %6, align 4
  %7 = load i64, i64* %4, align 8
  call void @crc32_8bytes(i64 noundef %7)
  %8 = load i32, i32* %6, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = load i8*, i8** %5, align 8
  %12 = load i32, i32* @crc32_context, align 4
  %13 = zext i32 %12 to i64
  %14 = xor i64 %13, 4294967295
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.3, i64 0, i64 0), i8* noundef %11, i64 noundef %14)
  br label %16

16:                                               ; preds = %10, %3
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), i32 noundef %5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = lshr i64 %3, 0
  %5 = and i64 %4, 255
  %6 = trunc i64 %5 to i8
  call void @crc32_byte(i8 noundef zeroext %6)
  %7 = load i64, i64* %2, align 8
  %8 = lshr i64 %7, 8
  %9 = and i64 %8, 255
  %10 = trunc i64 %9 to i8
  call void @crc32_byte(i8 noundef zeroext %10)
  %11 = load i64, i64* %2, align 8
  %12 = lshr i64 %11, 16
  %13 = and i64 %12, 255
  %14 = trunc i64 %13 to i8
  call void @crc32_byte(i8 noundef zeroext %14)
  %15 = load i64, i64* %2, align 8
  %16 = lshr i64 %15, 24
  %17 = and i64 %16, 255
  %18 = trunc i64 %17 to i8
  call void @crc32_byte(i8 noundef zeroext %18)
  %19 = load i64, i64* %2, align 8
  %20 = lshr i64 %19, 32
  %21 = and i64 %20, 255
  %22 = trunc i64 %21 to i8
  call void @crc32_byte(i8 noundef zeroext %22)
  %23 = load i64, i64* %2, align 8
  %24 = lshr i64 %23, 40
  %25 = and i64 %24, 255
  %26 = trunc i64 %25 to i8
  call void @crc32_byte(i8 noundef zeroext %26)
  %27 = load i64, i64* %2, align 8
  %28 = lshr i64 %27, 48
  %29 = and i64 %28, 255
  %30 = trunc i64 %29 to i8
  call void @crc32_byte(i8 noundef zeroext %30)
  %31 = load i64, i64* %2, align 8
  %32 = lshr i64 %31, 56
  %33 = and i64 %32, 255
  %34 = trunc i64 %33 to i8
  call void @crc32_byte(i8 noundef zeroext %34)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, i8* %2, align 1
  %3 = load i32, i32* @crc32_context, align 4
  %4 = lshr i32 %3, 8
  %5 = and i32 %4, 16777215
  %6 = load i32, i32* @crc32_context, align 4
  %7 = load i8, i8* %2, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %6, %8
  %10 = and i32 %9, 255
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [256 x i32], [256 x i32]* @crc32_tab, i64 0, i64 %11
  %13 = load i32, i32* %12, align 4
  %14 = xor i32 %5, %13
  store i32 %14, i32* @crc32_context, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
