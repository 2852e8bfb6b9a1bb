; ModuleID = 'computed_goto.c'
source_filename = "computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.prog = internal constant [25 x i32] [i32 0, i32 1, i32 0, i32 20, i32 4, i32 0, i32 3, i32 2, i32 4, i32 3, i32 0, i32 0, i32 1, i32 4, i32 7, i32 4, i32 0, i32 7, i32 1, i32 4, i32 6, i32 5, i32 4, i32 7, i32 8], align 16, !dbg !0
@.str = private unnamed_addr constant [12 x i8] c"interp %ld\0A\00", align 1
@main.prog2 = internal constant [7 x i32] [i32 0, i32 5, i32 3, i32 2, i32 3, i32 1, i32 8], align 16, !dbg !9
@.str.1 = private unnamed_addr constant [13 x i8] c"interp2 %ld\0A\00", align 1
@run.table = internal global [9 x i8*] [i8* blockaddress(@run, %22), i8* blockaddress(@run, %47), i8* blockaddress(@run, %78), i8* blockaddress(@run, %109), i8* blockaddress(@run, %133), i8* blockaddress(@run, %166), i8* blockaddress(@run, %195), i8* blockaddress(@run, %215), i8* blockaddress(@run, %231)], align 16, !dbg !15

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !2 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call i64 @run(i32* noundef getelementptr inbounds ([25 x i32], [25 x i32]* @main.prog, i64 0, i64 0)), !dbg !38
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i64 noundef %2), !dbg !39
  %4 = call i64 @run(i32* noundef getelementptr inbounds ([7 x i32], [7 x i32]* @main.prog2, i64 0, i64 0)), !dbg !40
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i64 noundef %4), !dbg !41
  ret i32 0, !dbg !42
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @run(i32* noundef %0) #0 !dbg !17 {
  %2 = alloca i32*, align 8
  %3 = alloca [64 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !43, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.declare(metadata [64 x i64]* %3, metadata !45, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.declare(metadata i32* %4, metadata !50, metadata !DIExpression()), !dbg !51
  store i32 0, i32* %4, align 4, !dbg !51
  call void @llvm.dbg.declare(metadata i32* %5, metadata !52, metadata !DIExpression()), !dbg !53
  store i32 0, i32* %5, align 4, !dbg !53
  call void @llvm.dbg.declare(metadata i64* %6, metadata !54, metadata !DIExpression()), !dbg !55
  store i64 0, i64* %6, align 8, !dbg !55
  br label %9, !dbg !56

9:                                                ; preds = %1
  %10 = load i64, i64* %6, align 8, !dbg !57
  %11 = add nsw i64 %10, 1, !dbg !57
  store i64 %11, i64* %6, align 8, !dbg !57
  %12 = load i32*, i32** %2, align 8, !dbg !57
  %13 = load i32, i32* %5, align 4, !dbg !57
  %14 = add nsw i32 %13, 1, !dbg !57
  store i32 %14, i32* %5, align 4, !dbg !57
  %15 = sext i32 %13 to i64, !dbg !57
  %16 = getelementptr inbounds i32, i32* %12, i64 %15, !dbg !57
  %17 = load i32, i32* %16, align 4, !dbg !57
  %18 = sext i32 %17 to i64, !dbg !57
  %19 = getelementptr inbounds [9 x i8*], [9 x i8*]* @run.table, i64 0, i64 %18, !dbg !57
  %20 = load i8*, i8** %19, align 8, !dbg !57
  br label %238, !dbg !57

21:                                               ; No predecessors!
  br label %22, !dbg !57

22:                                               ; preds = %21, %238
  call void @llvm.dbg.label(metadata !59), !dbg !60
  %23 = load i32*, i32** %2, align 8, !dbg !61
  %24 = load i32, i32* %5, align 4, !dbg !62
  %25 = add nsw i32 %24, 1, !dbg !62
  store i32 %25, i32* %5, align 4, !dbg !62
  %26 = sext i32 %24 to i64, !dbg !61
  %27 = getelementptr inbounds i32, i32* %23, i64 %26, !dbg !61
  %28 = load i32, i32* %27, align 4, !dbg !61
  %29 = sext i32 %28 to i64, !dbg !61
  %30 = load i32, i32* %4, align 4, !dbg !63
  %31 = add nsw i32 %30, 1, !dbg !63
  store i32 %31, i32* %4, align 4, !dbg !63
  %32 = sext i32 %30 to i64, !dbg !64
  %33 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %32, !dbg !64
  store i64 %29, i64* %33, align 8, !dbg !65
  br label %34, !dbg !66

34:                                               ; preds = %22
  %35 = load i64, i64* %6, align 8, !dbg !67
  %36 = add nsw i64 %35, 1, !dbg !67
  store i64 %36, i64* %6, align 8, !dbg !67
  %37 = load i32*, i32** %2, align 8, !dbg !67
  %38 = load i32, i32* %5, align 4, !dbg !67
  %39 = add nsw i32 %38, 1, !dbg !67
  store i32 %39, i32* %5, align 4, !dbg !67
  %40 = sext i32 %38 to i64, !dbg !67
  %41 = getelementptr inbounds i32, i32* %37, i64 %40, !dbg !67
  %42 = load i32, i32* %41, align 4, !dbg !67
  %43 = sext i32 %42 to i64, !dbg !67
  %44 = getelementptr inbounds [9 x i8*], [9 x i8*]* @run.table, i64 0, i64 %43, !dbg !67
  %45 = load i8*, i8** %44, align 8, !dbg !67
  br label %238, !dbg !67

46:                                               ; No predecessors!
  br label %47, !dbg !67

47:                                               ; preds = %46, %238
  call void @llvm.dbg.label(metadata !69), !dbg !70
  %48 = load i32, i32* %4, align 4, !dbg !71
  %49 = add nsw i32 %48, -1, !dbg !71
  store i32 %49, i32* %4, align 4, !dbg !71
  %50 = load i32, i32* %4, align 4, !dbg !72
  %51 = sub nsw i32 %50, 1, !dbg !73
  %52 = sext i32 %51 to i64, !dbg !74
  %53 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %52, !dbg !74
  %54 = load i64, i64* %53, align 8, !dbg !74
  %55 = load i32, i32* %4, align 4, !dbg !75
  %56 = sext i32 %55 to i64, !dbg !76
  %57 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %56, !dbg !76
  %58 = load i64, i64* %57, align 8, !dbg !76
  %59 = add nsw i64 %54, %58, !dbg !77
  %60 = srem i64 %59, 1000003, !dbg !78
  %61 = load i32, i32* %4, align 4, !dbg !79
  %62 = sub nsw i32 %61, 1, !dbg !80
  %63 = sext i32 %62 to i64, !dbg !81
  %64 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %63, !dbg !81
  store i64 %60, i64* %64, align 8, !dbg !82
  br label %65, !dbg !83

65:                                               ; preds = %47
  %66 = load i64, i64* %6, align 8, !dbg !84
  %67 = add nsw i64 %66, 1, !dbg !84
  store i64 %67, i64* %6, align 8, !dbg !84
  %68 = load i32*, i32** %2, align 8, !dbg !84
  %69 = load i32, i32* %5, align 4, !dbg !84
  %70 = add nsw i32 %69, 1, !dbg !84
  store i32 %70, i32* %5, align 4, !dbg !84
  %71 = sext i32 %69 to i64, !dbg !84
  %72 = getelementptr inbounds i32, i32* %68, i64 %71, !dbg !84
  %73 = load i32, i32* %72, align 4, !dbg !84
  %74 = sext i32 %73 to i64, !dbg !84
  %75 = getelementptr inbounds [9 x i8*], [9 x i8*]* @run.table, i64 0, i64 %74, !dbg !84
  %76 = load i8*, i8** %75, align 8, !dbg !84
  br label %238, !dbg !84

77:                                               ; No predecessors!
  br label %78, !dbg !84

78:                                               ; preds = %77, %238
  call void @llvm.dbg.label(metadata !86), !dbg !87
  %79 = load i32, i32* %4, align 4, !dbg !88
  %80 = add nsw i32 %79, -1, !dbg !88
  store i32 %80, i32* %4, align 4, !dbg !88
  %81 = load i32, i32* %4, align 4, !dbg !89
  %82 = sub nsw i32 %81, 1, !dbg !90
  %83 = sext i32 %82 to i64, !dbg !91
  %84 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %83, !dbg !91
  %85 = load i64, i64* %84, align 8, !dbg !91
  %86 = load i32, i32* %4, align 4, !dbg !92
  %87 = sext i32 %86 to i64, !dbg !93
  %88 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %87, !dbg !93
  %89 = load i64, i64* %88, align 8, !dbg !93
  %90 = mul nsw i64 %85, %89, !dbg !94
  %91 = srem i64 %90, 1000003, !dbg !95
  %92 = load i32, i32* %4, align 4, !dbg !96
  %93 = sub nsw i32 %92, 1, !dbg !97
  %94 = sext i32 %93 to i64, !dbg !98
  %95 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %94, !dbg !98
  store i64 %91, i64* %95, align 8, !dbg !99
  br label %96, !dbg !100

96:                                               ; preds = %78
  %97 = load i64, i64* %6, align 8, !dbg !101
  %98 = add nsw i64 %97, 1, !dbg !101
  store i64 %98, i64* %6, align 8, !dbg !101
  %99 = load i32*, i32** %2, align 8, !dbg !101
  %100 = load i32, i32* %5, align 4, !dbg !101
  %101 = add nsw i32 %100, 1, !dbg !101
  store i32 %101, i32* %5, align 4, !dbg !101
  %102 = sext i32 %100 to i64, !dbg !101
  %103 = getelementptr inbounds i32, i32* %99, i64 %102, !dbg !101
  %104 = load i32, i32* %103, align 4, !dbg !101
  %105 = sext i32 %104 to i64, !dbg !101
  %106 = getelementptr inbounds [9 x i8*], [9 x i8*]* @run.table, i64 0, i64 %105, !dbg !101
  %107 = load i8*, i8** %106, align 8, !dbg !101
  br label %238, !dbg !101

108:                                              ; No predecessors!
  br label %109, !dbg !101

109:                                              ; preds = %108, %238
  call void @llvm.dbg.label(metadata !103), !dbg !104
  %110 = load i32, i32* %4, align 4, !dbg !105
  %111 = sub nsw i32 %110, 1, !dbg !106
  %112 = sext i32 %111 to i64, !dbg !107
  %113 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %112, !dbg !107
  %114 = load i64, i64* %113, align 8, !dbg !107
  %115 = load i32, i32* %4, align 4, !dbg !108
  %116 = sext i32 %115 to i64, !dbg !109
  %117 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %116, !dbg !109
  store i64 %114, i64* %117, align 8, !dbg !110
  %118 = load i32, i32* %4, align 4, !dbg !111
  %119 = add nsw i32 %118, 1, !dbg !111
  store i32 %119, i32* %4, align 4, !dbg !111
  br label %120, !dbg !112

120:                                              ; preds = %109
  %121 = load i64, i64* %6, align 8, !dbg !113
  %122 = add nsw i64 %121, 1, !dbg !113
  store i64 %122, i64* %6, align 8, !dbg !113
  %123 = load i32*, i32** %2, align 8, !dbg !113
  %124 = load i32, i32* %5, align 4, !dbg !113
  %125 = add nsw i32 %124, 1, !dbg !113
  store i32 %125, i32* %5, align 4, !dbg !113
  %126 = sext i32 %124 to i64, !dbg !113
  %127 = getelementptr inbounds i32, i32* %123, i64 %126, !dbg !113
  %128 = load i32, i32* %127, align 4, !dbg !113
  %129 = sext i32 %128 to i64, !dbg !113
  %130 = getelementptr inbounds [9 x i8*], [9 x i8*]* @run.table, i64 0, i64 %129, !dbg !113
  %131 = load i8*, i8** %130, align 8, !dbg !113
  br label %238, !dbg !113

132:                                              ; No predecessors!
  br label %133, !dbg !113

133:                                              ; preds = %132, %238
  call void @llvm.dbg.label(metadata !115), !dbg !116
  call void @llvm.dbg.declare(metadata i64* %7, metadata !117, metadata !DIExpression()), !dbg !119
  %134 = load i32, i32* %4, align 4, !dbg !120
  %135 = sub nsw i32 %134, 1, !dbg !121
  %136 = sext i32 %135 to i64, !dbg !122
  %137 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %136, !dbg !122
  %138 = load i64, i64* %137, align 8, !dbg !122
  store i64 %138, i64* %7, align 8, !dbg !119
  %139 = load i32, i32* %4, align 4, !dbg !123
  %140 = sub nsw i32 %139, 2, !dbg !124
  %141 = sext i32 %140 to i64, !dbg !125
  %142 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %141, !dbg !125
  %143 = load i64, i64* %142, align 8, !dbg !125
  %144 = load i32, i32* %4, align 4, !dbg !126
  %145 = sub nsw i32 %144, 1, !dbg !127
  %146 = sext i32 %145 to i64, !dbg !128
  %147 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %146, !dbg !128
  store i64 %143, i64* %147, align 8, !dbg !129
  %148 = load i64, i64* %7, align 8, !dbg !130
  %149 = load i32, i32* %4, align 4, !dbg !131
  %150 = sub nsw i32 %149, 2, !dbg !132
  %151 = sext i32 %150 to i64, !dbg !133
  %152 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %151, !dbg !133
  store i64 %148, i64* %152, align 8, !dbg !134
  br label %153, !dbg !135

153:                                              ; preds = %133
  %154 = load i64, i64* %6, align 8, !dbg !136
  %155 = add nsw i64 %154, 1, !dbg !136
  store i64 %155, i64* %6, align 8, !dbg !136
  %156 = load i32*, i32** %2, align 8, !dbg !136
  %157 = load i32, i32* %5, align 4, !dbg !136
  %158 = add nsw i32 %157, 1, !dbg !136
  store i32 %158, i32* %5, align 4, !dbg !136
  %159 = sext i32 %157 to i64, !dbg !136
  %160 = getelementptr inbounds i32, i32* %156, i64 %159, !dbg !136
  %161 = load i32, i32* %160, align 4, !dbg !136
  %162 = sext i32 %161 to i64, !dbg !136
  %163 = getelementptr inbounds [9 x i8*], [9 x i8*]* @run.table, i64 0, i64 %162, !dbg !136
  %164 = load i8*, i8** %163, align 8, !dbg !136
  br label %238, !dbg !136

165:                                              ; No predecessors!
  br label %166, !dbg !136

166:                                              ; preds = %165, %238
  call void @llvm.dbg.label(metadata !138), !dbg !139
  call void @llvm.dbg.declare(metadata i32* %8, metadata !140, metadata !DIExpression()), !dbg !142
  %167 = load i32*, i32** %2, align 8, !dbg !143
  %168 = load i32, i32* %5, align 4, !dbg !144
  %169 = add nsw i32 %168, 1, !dbg !144
  store i32 %169, i32* %5, align 4, !dbg !144
  %170 = sext i32 %168 to i64, !dbg !143
  %171 = getelementptr inbounds i32, i32* %167, i64 %170, !dbg !143
  %172 = load i32, i32* %171, align 4, !dbg !143
  store i32 %172, i32* %8, align 4, !dbg !142
  %173 = load i32, i32* %4, align 4, !dbg !145
  %174 = sub nsw i32 %173, 1, !dbg !147
  %175 = sext i32 %174 to i64, !dbg !148
  %176 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %175, !dbg !148
  %177 = load i64, i64* %176, align 8, !dbg !148
  %178 = icmp ne i64 %177, 0, !dbg !148
  br i1 %178, label %179, label %181, !dbg !149

179:                                              ; preds = %166
  %180 = load i32, i32* %8, align 4, !dbg !150
  store i32 %180, i32* %5, align 4, !dbg !151
  br label %181, !dbg !152

181:                                              ; preds = %179, %166
  br label %182, !dbg !153

182:                                              ; preds = %181
  %183 = load i64, i64* %6, align 8, !dbg !154
  %184 = add nsw i64 %183, 1, !dbg !154
  store i64 %184, i64* %6, align 8, !dbg !154
  %185 = load i32*, i32** %2, align 8, !dbg !154
  %186 = load i32, i32* %5, align 4, !dbg !154
  %187 = add nsw i32 %186, 1, !dbg !154
  store i32 %187, i32* %5, align 4, !dbg !154
  %188 = sext i32 %186 to i64, !dbg !154
  %189 = getelementptr inbounds i32, i32* %185, i64 %188, !dbg !154
  %190 = load i32, i32* %189, align 4, !dbg !154
  %191 = sext i32 %190 to i64, !dbg !154
  %192 = getelementptr inbounds [9 x i8*], [9 x i8*]* @run.table, i64 0, i64 %191, !dbg !154
  %193 = load i8*, i8** %192, align 8, !dbg !154
  br label %238, !dbg !154

194:                                              ; No predecessors!
  br label %195, !dbg !154

195:                                              ; preds = %194, %238
  call void @llvm.dbg.label(metadata !156), !dbg !157
  %196 = load i32, i32* %4, align 4, !dbg !158
  %197 = sub nsw i32 %196, 1, !dbg !159
  %198 = sext i32 %197 to i64, !dbg !160
  %199 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %198, !dbg !160
  %200 = load i64, i64* %199, align 8, !dbg !161
  %201 = add nsw i64 %200, -1, !dbg !161
  store i64 %201, i64* %199, align 8, !dbg !161
  br label %202, !dbg !162

202:                                              ; preds = %195
  %203 = load i64, i64* %6, align 8, !dbg !163
  %204 = add nsw i64 %203, 1, !dbg !163
  store i64 %204, i64* %6, align 8, !dbg !163
  %205 = load i32*, i32** %2, align 8, !dbg !163
  %206 = load i32, i32* %5, align 4, !dbg !163
  %207 = add nsw i32 %206, 1, !dbg !163
  store i32 %207, i32* %5, align 4, !dbg !163
  %208 = sext i32 %206 to i64, !dbg !163
  %209 = getelementptr inbounds i32, i32* %205, i64 %208, !dbg !163
  %210 = load i32, i32* %209, align 4, !dbg !163
  %211 = sext i32 %210 to i64, !dbg !163
  %212 = getelementptr inbounds [9 x i8*], [9 x i8*]* @run.table, i64 0, i64 %211, !dbg !163
  %213 = load i8*, i8** %212, align 8, !dbg !163
  br label %238, !dbg !163

214:                                              ; No predecessors!
  br label %215, !dbg !163

215:                                              ; preds = %214, %238
  call void @llvm.dbg.label(metadata !165), !dbg !166
  %216 = load i32, i32* %4, align 4, !dbg !167
  %217 = add nsw i32 %216, -1, !dbg !167
  store i32 %217, i32* %4, align 4, !dbg !167
  br label %218, !dbg !168

218:                                              ; preds = %215
  %219 = load i64, i64* %6, align 8, !dbg !169
  %220 = add nsw i64 %219, 1, !dbg !169
  store i64 %220, i64* %6, align 8, !dbg !169
  %221 = load i32*, i32** %2, align 8, !dbg !169
  %222 = load i32, i32* %5, align 4, !dbg !169
  %223 = add nsw i32 %222, 1, !dbg !169
  store i32 %223, i32* %5, align 4, !dbg !169
  %224 = sext i32 %222 to i64, !dbg !169
  %225 = getelementptr inbounds i32, i32* %221, i64 %224, !dbg !169
  %226 = load i32, i32* %225, align 4, !dbg !169
  %227 = sext i32 %226 to i64, !dbg !169
  %228 = getelementptr inbounds [9 x i8*], [9 x i8*]* @run.table, i64 0, i64 %227, !dbg !169
  %229 = load i8*, i8** %228, align 8, !dbg !169
  br label %238, !dbg !169

230:                                              ; No predecessors!
  br label %231, !dbg !169

231:                                              ; preds = %230, %238
  call void @llvm.dbg.label(metadata !171), !dbg !172
  %232 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 0, !dbg !173
  %233 = load i64, i64* %232, align 16, !dbg !173
  %234 = mul nsw i64 %233, 1000, !dbg !174
  %235 = load i64, i64* %6, align 8, !dbg !175
  %236 = srem i64 %235, 1000, !dbg !176
  %237 = add nsw i64 %234, %236, !dbg !177
  ret i64 %237, !dbg !178

238:                                              ; preds = %218, %202, %182, %153, %120, %96, %65, %34, %9
  %239 = phi i8* [ %20, %9 ], [ %45, %34 ], [ %76, %65 ], [ %107, %96 ], [ %131, %120 ], [ %164, %153 ], [ %193, %182 ], [ %213, %202 ], [ %229, %218 ]
  indirectbr i8* %239, [label %22, label %47, label %78, label %109, label %133, label %166, label %195, label %215, label %231]
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "prog", scope: !2, file: !3, line: 29, type: !27, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !4, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !22)
!3 = !DIFile(filename: "computed_goto.c", directory: "./test/corpus/c", checksumkind: CSK_MD5, checksum: "fc5110012cce7fbe0a6ecc042031ef3c")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0, !9, !15}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "prog2", scope: !2, file: !3, line: 37, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 224, elements: !13)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!13 = !{!14}
!14 = !DISubrange(count: 7)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "table", scope: !17, file: !3, line: 8, type: !23, isLocal: true, isDefinition: true)
!17 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 7, type: !18, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !22)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !21}
!20 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!22 = !{}
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 576, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!25 = !{!26}
!26 = !DISubrange(count: 9)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 800, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 25)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 7, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 1}
!36 = !{i32 7, !"frame-pointer", i32 2}
!37 = !{!"Debian clang version 14.0.6"}
!38 = !DILocation(line: 36, column: 26, scope: !2)
!39 = !DILocation(line: 36, column: 3, scope: !2)
!40 = !DILocation(line: 38, column: 27, scope: !2)
!41 = !DILocation(line: 38, column: 3, scope: !2)
!42 = !DILocation(line: 39, column: 3, scope: !2)
!43 = !DILocalVariable(name: "code", arg: 1, scope: !17, file: !3, line: 7, type: !21)
!44 = !DILocation(line: 7, column: 28, scope: !17)
!45 = !DILocalVariable(name: "stack", scope: !17, file: !3, line: 9, type: !46)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 4096, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 64)
!49 = !DILocation(line: 9, column: 8, scope: !17)
!50 = !DILocalVariable(name: "sp", scope: !17, file: !3, line: 10, type: !6)
!51 = !DILocation(line: 10, column: 7, scope: !17)
!52 = !DILocalVariable(name: "pc", scope: !17, file: !3, line: 10, type: !6)
!53 = !DILocation(line: 10, column: 15, scope: !17)
!54 = !DILocalVariable(name: "steps", scope: !17, file: !3, line: 11, type: !20)
!55 = !DILocation(line: 11, column: 8, scope: !17)
!56 = !DILocation(line: 13, column: 3, scope: !17)
!57 = !DILocation(line: 13, column: 3, scope: !58)
!58 = distinct !DILexicalBlock(scope: !17, file: !3, line: 13, column: 3)
!59 = !DILabel(scope: !17, name: "do_push", file: !3, line: 14)
!60 = !DILocation(line: 14, column: 1, scope: !17)
!61 = !DILocation(line: 14, column: 24, scope: !17)
!62 = !DILocation(line: 14, column: 31, scope: !17)
!63 = !DILocation(line: 14, column: 18, scope: !17)
!64 = !DILocation(line: 14, column: 10, scope: !17)
!65 = !DILocation(line: 14, column: 22, scope: !17)
!66 = !DILocation(line: 14, column: 36, scope: !17)
!67 = !DILocation(line: 14, column: 36, scope: !68)
!68 = distinct !DILexicalBlock(scope: !17, file: !3, line: 14, column: 36)
!69 = !DILabel(scope: !17, name: "do_add", file: !3, line: 15)
!70 = !DILocation(line: 15, column: 1, scope: !17)
!71 = !DILocation(line: 15, column: 11, scope: !17)
!72 = !DILocation(line: 15, column: 38, scope: !17)
!73 = !DILocation(line: 15, column: 41, scope: !17)
!74 = !DILocation(line: 15, column: 32, scope: !17)
!75 = !DILocation(line: 15, column: 54, scope: !17)
!76 = !DILocation(line: 15, column: 48, scope: !17)
!77 = !DILocation(line: 15, column: 46, scope: !17)
!78 = !DILocation(line: 15, column: 59, scope: !17)
!79 = !DILocation(line: 15, column: 21, scope: !17)
!80 = !DILocation(line: 15, column: 24, scope: !17)
!81 = !DILocation(line: 15, column: 15, scope: !17)
!82 = !DILocation(line: 15, column: 29, scope: !17)
!83 = !DILocation(line: 15, column: 70, scope: !17)
!84 = !DILocation(line: 15, column: 70, scope: !85)
!85 = distinct !DILexicalBlock(scope: !17, file: !3, line: 15, column: 70)
!86 = !DILabel(scope: !17, name: "do_mul", file: !3, line: 16)
!87 = !DILocation(line: 16, column: 1, scope: !17)
!88 = !DILocation(line: 16, column: 11, scope: !17)
!89 = !DILocation(line: 16, column: 38, scope: !17)
!90 = !DILocation(line: 16, column: 41, scope: !17)
!91 = !DILocation(line: 16, column: 32, scope: !17)
!92 = !DILocation(line: 16, column: 54, scope: !17)
!93 = !DILocation(line: 16, column: 48, scope: !17)
!94 = !DILocation(line: 16, column: 46, scope: !17)
!95 = !DILocation(line: 16, column: 59, scope: !17)
!96 = !DILocation(line: 16, column: 21, scope: !17)
!97 = !DILocation(line: 16, column: 24, scope: !17)
!98 = !DILocation(line: 16, column: 15, scope: !17)
!99 = !DILocation(line: 16, column: 29, scope: !17)
!100 = !DILocation(line: 16, column: 70, scope: !17)
!101 = !DILocation(line: 16, column: 70, scope: !102)
!102 = distinct !DILexicalBlock(scope: !17, file: !3, line: 16, column: 70)
!103 = !DILabel(scope: !17, name: "do_dup", file: !3, line: 17)
!104 = !DILocation(line: 17, column: 1, scope: !17)
!105 = !DILocation(line: 17, column: 27, scope: !17)
!106 = !DILocation(line: 17, column: 30, scope: !17)
!107 = !DILocation(line: 17, column: 21, scope: !17)
!108 = !DILocation(line: 17, column: 15, scope: !17)
!109 = !DILocation(line: 17, column: 9, scope: !17)
!110 = !DILocation(line: 17, column: 19, scope: !17)
!111 = !DILocation(line: 17, column: 38, scope: !17)
!112 = !DILocation(line: 17, column: 42, scope: !17)
!113 = !DILocation(line: 17, column: 42, scope: !114)
!114 = distinct !DILexicalBlock(scope: !17, file: !3, line: 17, column: 42)
!115 = !DILabel(scope: !17, name: "do_swap", file: !3, line: 18)
!116 = !DILocation(line: 18, column: 1, scope: !17)
!117 = !DILocalVariable(name: "t", scope: !118, file: !3, line: 18, type: !20)
!118 = distinct !DILexicalBlock(scope: !17, file: !3, line: 18, column: 10)
!119 = !DILocation(line: 18, column: 17, scope: !118)
!120 = !DILocation(line: 18, column: 27, scope: !118)
!121 = !DILocation(line: 18, column: 30, scope: !118)
!122 = !DILocation(line: 18, column: 21, scope: !118)
!123 = !DILocation(line: 18, column: 58, scope: !118)
!124 = !DILocation(line: 18, column: 61, scope: !118)
!125 = !DILocation(line: 18, column: 52, scope: !118)
!126 = !DILocation(line: 18, column: 42, scope: !118)
!127 = !DILocation(line: 18, column: 45, scope: !118)
!128 = !DILocation(line: 18, column: 36, scope: !118)
!129 = !DILocation(line: 18, column: 50, scope: !118)
!130 = !DILocation(line: 18, column: 83, scope: !118)
!131 = !DILocation(line: 18, column: 73, scope: !118)
!132 = !DILocation(line: 18, column: 76, scope: !118)
!133 = !DILocation(line: 18, column: 67, scope: !118)
!134 = !DILocation(line: 18, column: 81, scope: !118)
!135 = !DILocation(line: 18, column: 88, scope: !17)
!136 = !DILocation(line: 18, column: 88, scope: !137)
!137 = distinct !DILexicalBlock(scope: !17, file: !3, line: 18, column: 88)
!138 = !DILabel(scope: !17, name: "do_jnz", file: !3, line: 19)
!139 = !DILocation(line: 19, column: 1, scope: !17)
!140 = !DILocalVariable(name: "target", scope: !141, file: !3, line: 19, type: !6)
!141 = distinct !DILexicalBlock(scope: !17, file: !3, line: 19, column: 9)
!142 = !DILocation(line: 19, column: 15, scope: !141)
!143 = !DILocation(line: 19, column: 24, scope: !141)
!144 = !DILocation(line: 19, column: 31, scope: !141)
!145 = !DILocation(line: 19, column: 46, scope: !146)
!146 = distinct !DILexicalBlock(scope: !141, file: !3, line: 19, column: 40)
!147 = !DILocation(line: 19, column: 49, scope: !146)
!148 = !DILocation(line: 19, column: 40, scope: !146)
!149 = !DILocation(line: 19, column: 40, scope: !141)
!150 = !DILocation(line: 19, column: 60, scope: !146)
!151 = !DILocation(line: 19, column: 58, scope: !146)
!152 = !DILocation(line: 19, column: 55, scope: !146)
!153 = !DILocation(line: 19, column: 70, scope: !17)
!154 = !DILocation(line: 19, column: 70, scope: !155)
!155 = distinct !DILexicalBlock(scope: !17, file: !3, line: 19, column: 70)
!156 = !DILabel(scope: !17, name: "do_dec", file: !3, line: 20)
!157 = !DILocation(line: 20, column: 1, scope: !17)
!158 = !DILocation(line: 20, column: 15, scope: !17)
!159 = !DILocation(line: 20, column: 18, scope: !17)
!160 = !DILocation(line: 20, column: 9, scope: !17)
!161 = !DILocation(line: 20, column: 22, scope: !17)
!162 = !DILocation(line: 20, column: 26, scope: !17)
!163 = !DILocation(line: 20, column: 26, scope: !164)
!164 = distinct !DILexicalBlock(scope: !17, file: !3, line: 20, column: 26)
!165 = !DILabel(scope: !17, name: "do_pop", file: !3, line: 21)
!166 = !DILocation(line: 21, column: 1, scope: !17)
!167 = !DILocation(line: 21, column: 11, scope: !17)
!168 = !DILocation(line: 21, column: 15, scope: !17)
!169 = !DILocation(line: 21, column: 15, scope: !170)
!170 = distinct !DILexicalBlock(scope: !17, file: !3, line: 21, column: 15)
!171 = !DILabel(scope: !17, name: "do_halt", file: !3, line: 22)
!172 = !DILocation(line: 22, column: 1, scope: !17)
!173 = !DILocation(line: 24, column: 10, scope: !17)
!174 = !DILocation(line: 24, column: 19, scope: !17)
!175 = !DILocation(line: 24, column: 28, scope: !17)
!176 = !DILocation(line: 24, column: 34, scope: !17)
!177 = !DILocation(line: 24, column: 26, scope: !17)
!178 = !DILocation(line: 24, column: 3, scope: !17)
