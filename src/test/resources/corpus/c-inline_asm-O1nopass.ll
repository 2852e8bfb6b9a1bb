; ModuleID = 'inline_asm.c'
source_filename = "inline_asm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"add %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"rol %llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"bsf %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"mem %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %9 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %9) #3
  store i32 0, i32* %2, align 4, !tbaa !5
  %10 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %10) #3
  store i32 0, i32* %3, align 4, !tbaa !5
  br label %11

11:                                               ; preds = %21, %0
  %12 = load i32, i32* %3, align 4, !tbaa !5
  %13 = icmp ult i32 %12, 100
  br i1 %13, label %16, label %14

14:                                               ; preds = %11
  %15 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %15) #3
  br label %24

16:                                               ; preds = %11
  %17 = load i32, i32* %2, align 4, !tbaa !5
  %18 = load i32, i32* %3, align 4, !tbaa !5
  %19 = mul i32 %18, 3
  %20 = call i32 @asm_add(i32 noundef %17, i32 noundef %19)
  store i32 %20, i32* %2, align 4, !tbaa !5
  br label %21

21:                                               ; preds = %16
  %22 = load i32, i32* %3, align 4, !tbaa !5
  %23 = add i32 %22, 1
  store i32 %23, i32* %3, align 4, !tbaa !5
  br label %11, !llvm.loop !9

24:                                               ; preds = %14
  %25 = load i32, i32* %2, align 4, !tbaa !5
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %25)
  %27 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %27) #3
  store i64 81985529216486895, i64* %4, align 8, !tbaa !12
  %28 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %28) #3
  store i32 0, i32* %5, align 4, !tbaa !5
  br label %29

29:                                               ; preds = %40, %24
  %30 = load i32, i32* %5, align 4, !tbaa !5
  %31 = icmp slt i32 %30, 10
  br i1 %31, label %34, label %32

32:                                               ; preds = %29
  %33 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %33) #3
  br label %43

34:                                               ; preds = %29
  %35 = load i64, i64* %4, align 8, !tbaa !12
  %36 = call i64 @asm_rol(i64 noundef %35)
  %37 = load i32, i32* %5, align 4, !tbaa !5
  %38 = sext i32 %37 to i64
  %39 = xor i64 %36, %38
  store i64 %39, i64* %4, align 8, !tbaa !12
  br label %40

40:                                               ; preds = %34
  %41 = load i32, i32* %5, align 4, !tbaa !5
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %5, align 4, !tbaa !5
  br label %29, !llvm.loop !14

43:                                               ; preds = %32
  %44 = load i64, i64* %4, align 8, !tbaa !12
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i64 noundef %44)
  %46 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %46) #3
  store i32 0, i32* %6, align 4, !tbaa !5
  %47 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %47) #3
  store i32 1, i32* %7, align 4, !tbaa !5
  br label %48

48:                                               ; preds = %58, %43
  %49 = load i32, i32* %7, align 4, !tbaa !5
  %50 = icmp ult i32 %49, 2000
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %52) #3
  br label %61

53:                                               ; preds = %48
  %54 = load i32, i32* %7, align 4, !tbaa !5
  %55 = call i32 @asm_bsf(i32 noundef %54)
  %56 = load i32, i32* %6, align 4, !tbaa !5
  %57 = add nsw i32 %56, %55
  store i32 %57, i32* %6, align 4, !tbaa !5
  br label %58

58:                                               ; preds = %53
  %59 = load i32, i32* %7, align 4, !tbaa !5
  %60 = add i32 %59, 7
  store i32 %60, i32* %7, align 4, !tbaa !5
  br label %48, !llvm.loop !15

61:                                               ; preds = %51
  %62 = load i32, i32* %6, align 4, !tbaa !5
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), i32 noundef %62)
  %64 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %64) #3
  store i32 10, i32* %8, align 4, !tbaa !5
  call void asm sideeffect "addl $$5, $0", "=*m,*m,~{dirflag},~{fpsr},~{flags}"(i32* elementtype(i32) %8, i32* elementtype(i32) %8) #3, !srcloc !16
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !17
  %65 = load i32, i32* %8, align 4, !tbaa !5
  %66 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %65)
  %67 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %67) #3
  %68 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %68) #3
  %69 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %69) #3
  %70 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %70) #3
  ret i32 0
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define internal i32 @asm_add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4, !tbaa !5
  store i32 %1, i32* %4, align 4, !tbaa !5
  %6 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %6) #3
  %7 = load i32, i32* %3, align 4, !tbaa !5
  %8 = load i32, i32* %4, align 4, !tbaa !5
  %9 = call i32 asm "leal ($1,$2), $0", "=r,r,r,~{dirflag},~{fpsr},~{flags}"(i32 %7, i32 %8) #4, !srcloc !18
  store i32 %9, i32* %5, align 4, !tbaa !5
  %10 = load i32, i32* %5, align 4, !tbaa !5
  %11 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %11) #3
  ret i32 %10
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind uwtable
define internal i64 @asm_rol(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8, !tbaa !12
  %3 = load i64, i64* %2, align 8, !tbaa !12
  %4 = call i64 asm "rolq $$7, $0", "=r,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %3) #4, !srcloc !19
  store i64 %4, i64* %2, align 8, !tbaa !12
  %5 = load i64, i64* %2, align 8, !tbaa !12
  ret i64 %5
}

; Function Attrs: nounwind uwtable
define internal i32 @asm_bsf(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4, !tbaa !5
  %4 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %4) #3
  %5 = load i32, i32* %2, align 4, !tbaa !5
  %6 = call i32 asm "bsfl $1, $0", "=r,rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %5) #5, !srcloc !20
  store i32 %6, i32* %3, align 4, !tbaa !5
  %7 = load i32, i32* %3, align 4, !tbaa !5
  %8 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %8) #3
  ret i32 %7
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { nounwind readonly }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !7, i64 0}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
!16 = !{i64 988}
!17 = !{i64 1035}
!18 = !{i64 299}
!19 = !{i64 430}
!20 = !{i64 532}
