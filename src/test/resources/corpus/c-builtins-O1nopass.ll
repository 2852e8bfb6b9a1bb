; ModuleID = 'builtins.c'
source_filename = "builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"bits %u %u %u %u %llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"bswap %08x %04x rot %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"overflow %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"mem %u cmp %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"expect %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"ffs %d %d clrsb %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [256 x i8], align 16
  %17 = alloca [256 x i8], align 16
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %23 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %23) #9
  store i32 0, i32* %2, align 4, !tbaa !5
  %24 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %24) #9
  store i32 0, i32* %3, align 4, !tbaa !5
  %25 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %25) #9
  store i32 0, i32* %4, align 4, !tbaa !5
  %26 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %26) #9
  store i32 0, i32* %5, align 4, !tbaa !5
  %27 = bitcast i64* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %27) #9
  store i64 0, i64* %6, align 8, !tbaa !9
  %28 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %28) #9
  store i32 1, i32* %7, align 4, !tbaa !5
  br label %29

29:                                               ; preds = %69, %0
  %30 = load i32, i32* %7, align 4, !tbaa !5
  %31 = icmp ult i32 %30, 1000
  br i1 %31, label %34, label %32

32:                                               ; preds = %29
  %33 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %33) #9
  br label %72

34:                                               ; preds = %29
  %35 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %35) #9
  %36 = load i32, i32* %7, align 4, !tbaa !5
  %37 = mul i32 %36, -1640531535
  store i32 %37, i32* %8, align 4, !tbaa !5
  %38 = load i32, i32* %8, align 4, !tbaa !5
  %39 = call i32 @llvm.ctpop.i32(i32 %38)
  %40 = load i32, i32* %2, align 4, !tbaa !5
  %41 = add i32 %40, %39
  store i32 %41, i32* %2, align 4, !tbaa !5
  %42 = load i32, i32* %8, align 4, !tbaa !5
  %43 = or i32 %42, -2147483648
  %44 = call i32 @llvm.cttz.i32(i32 %43, i1 true)
  %45 = load i32, i32* %3, align 4, !tbaa !5
  %46 = add i32 %45, %44
  store i32 %46, i32* %3, align 4, !tbaa !5
  %47 = load i32, i32* %8, align 4, !tbaa !5
  %48 = zext i32 %47 to i64
  %49 = or i64 %48, 1
  %50 = call i64 @llvm.ctlz.i64(i64 %49, i1 true)
  %51 = trunc i64 %50 to i32
  %52 = load i32, i32* %4, align 4, !tbaa !5
  %53 = add i32 %52, %51
  store i32 %53, i32* %4, align 4, !tbaa !5
  %54 = load i32, i32* %8, align 4, !tbaa !5
  %55 = call i32 @llvm.ctpop.i32(i32 %54)
  %56 = and i32 %55, 1
  %57 = load i32, i32* %5, align 4, !tbaa !5
  %58 = add i32 %57, %56
  store i32 %58, i32* %5, align 4, !tbaa !5
  %59 = load i32, i32* %8, align 4, !tbaa !5
  %60 = zext i32 %59 to i64
  %61 = load i32, i32* %7, align 4, !tbaa !5
  %62 = and i32 %61, 31
  %63 = zext i32 %62 to i64
  %64 = shl i64 %60, %63
  %65 = call i64 @llvm.bswap.i64(i64 %64)
  %66 = load i64, i64* %6, align 8, !tbaa !9
  %67 = xor i64 %66, %65
  store i64 %67, i64* %6, align 8, !tbaa !9
  %68 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %68) #9
  br label %69

69:                                               ; preds = %34
  %70 = load i32, i32* %7, align 4, !tbaa !5
  %71 = add i32 %70, 1
  store i32 %71, i32* %7, align 4, !tbaa !5
  br label %29, !llvm.loop !11

72:                                               ; preds = %32
  %73 = load i32, i32* %2, align 4, !tbaa !5
  %74 = load i32, i32* %3, align 4, !tbaa !5
  %75 = load i32, i32* %4, align 4, !tbaa !5
  %76 = load i32, i32* %5, align 4, !tbaa !5
  %77 = load i64, i64* %6, align 8, !tbaa !9
  %78 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i32 noundef %73, i32 noundef %74, i32 noundef %75, i32 noundef %76, i64 noundef %77)
  %79 = call i32 @rotl(i32 noundef -2147483647, i32 noundef 3)
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), i32 noundef 2018915346, i32 noundef 52651, i32 noundef %79)
  %81 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %81) #9
  store i32 0, i32* %9, align 4, !tbaa !5
  %82 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %82) #9
  %83 = bitcast i64* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %83) #9
  %84 = bitcast i32* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %84) #9
  %85 = bitcast i32* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %85) #9
  store i32 0, i32* %13, align 4, !tbaa !5
  br label %86

86:                                               ; preds = %128, %72
  %87 = load i32, i32* %13, align 4, !tbaa !5
  %88 = icmp slt i32 %87, 64
  br i1 %88, label %91, label %89

89:                                               ; preds = %86
  %90 = bitcast i32* %13 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %90) #9
  br label %131

91:                                               ; preds = %86
  %92 = bitcast i32* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %92) #9
  %93 = load i32, i32* %13, align 4, !tbaa !5
  %94 = mul nsw i32 %93, 1000
  %95 = sub nsw i32 2147483632, %94
  store i32 %95, i32* %14, align 4, !tbaa !5
  %96 = bitcast i32* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %96) #9
  %97 = load i32, i32* %13, align 4, !tbaa !5
  %98 = mul nsw i32 %97, 7
  store i32 %98, i32* %15, align 4, !tbaa !5
  %99 = load i32, i32* %14, align 4, !tbaa !5
  %100 = load i32, i32* %15, align 4, !tbaa !5
  %101 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %99, i32 %100)
  %102 = extractvalue { i32, i1 } %101, 1
  %103 = extractvalue { i32, i1 } %101, 0
  store i32 %103, i32* %10, align 4
  %104 = zext i1 %102 to i32
  %105 = load i32, i32* %9, align 4, !tbaa !5
  %106 = add nsw i32 %105, %104
  store i32 %106, i32* %9, align 4, !tbaa !5
  %107 = load i32, i32* %14, align 4, !tbaa !5
  %108 = load i32, i32* %13, align 4, !tbaa !5
  %109 = sext i32 %107 to i64
  %110 = sext i32 %108 to i64
  %111 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %109, i64 %110)
  %112 = extractvalue { i64, i1 } %111, 1
  %113 = extractvalue { i64, i1 } %111, 0
  store i64 %113, i64* %11, align 8
  %114 = zext i1 %112 to i64
  %115 = select i1 %112, i32 100, i32 0
  %116 = load i32, i32* %9, align 4, !tbaa !5
  %117 = add nsw i32 %116, %115
  store i32 %117, i32* %9, align 4, !tbaa !5
  %118 = load i32, i32* %13, align 4, !tbaa !5
  %119 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %118, i32 10)
  %120 = extractvalue { i32, i1 } %119, 1
  %121 = extractvalue { i32, i1 } %119, 0
  store i32 %121, i32* %12, align 4
  %122 = zext i1 %120 to i64
  %123 = select i1 %120, i32 10000, i32 0
  %124 = load i32, i32* %9, align 4, !tbaa !5
  %125 = add nsw i32 %124, %123
  store i32 %125, i32* %9, align 4, !tbaa !5
  %126 = bitcast i32* %15 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %126) #9
  %127 = bitcast i32* %14 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %127) #9
  br label %128

128:                                              ; preds = %91
  %129 = load i32, i32* %13, align 4, !tbaa !5
  %130 = add nsw i32 %129, 1
  store i32 %130, i32* %13, align 4, !tbaa !5
  br label %86, !llvm.loop !14

131:                                              ; preds = %89
  %132 = load i32, i32* %9, align 4, !tbaa !5
  %133 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef %132)
  %134 = bitcast [256 x i8]* %16 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* %134) #9
  %135 = bitcast [256 x i8]* %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* %135) #9
  %136 = getelementptr inbounds [256 x i8], [256 x i8]* %16, i64 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* align 16 %136, i8 -91, i64 256, i1 false)
  %137 = bitcast i32* %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %137) #9
  store i32 0, i32* %18, align 4, !tbaa !5
  br label %138

138:                                              ; preds = %149, %131
  %139 = load i32, i32* %18, align 4, !tbaa !5
  %140 = icmp slt i32 %139, 256
  br i1 %140, label %143, label %141

141:                                              ; preds = %138
  %142 = bitcast i32* %18 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %142) #9
  br label %152

143:                                              ; preds = %138
  %144 = load i32, i32* %18, align 4, !tbaa !5
  %145 = trunc i32 %144 to i8
  %146 = load i32, i32* %18, align 4, !tbaa !5
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [256 x i8], [256 x i8]* %16, i64 0, i64 %147
  store i8 %145, i8* %148, align 1, !tbaa !15
  br label %149

149:                                              ; preds = %143
  %150 = load i32, i32* %18, align 4, !tbaa !5
  %151 = add nsw i32 %150, 3
  store i32 %151, i32* %18, align 4, !tbaa !5
  br label %138, !llvm.loop !16

152:                                              ; preds = %141
  %153 = getelementptr inbounds [256 x i8], [256 x i8]* %17, i64 0, i64 0
  %154 = getelementptr inbounds [256 x i8], [256 x i8]* %16, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %153, i8* align 16 %154, i64 256, i1 false)
  %155 = getelementptr inbounds [256 x i8], [256 x i8]* %17, i64 0, i64 0
  %156 = getelementptr inbounds i8, i8* %155, i64 10
  %157 = getelementptr inbounds [256 x i8], [256 x i8]* %17, i64 0, i64 0
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %156, i8* align 16 %157, i64 100, i1 false)
  %158 = bitcast i32* %19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %158) #9
  store i32 0, i32* %19, align 4, !tbaa !5
  %159 = bitcast i32* %20 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %159) #9
  store i32 0, i32* %20, align 4, !tbaa !5
  br label %160

160:                                              ; preds = %174, %152
  %161 = load i32, i32* %20, align 4, !tbaa !5
  %162 = icmp slt i32 %161, 256
  br i1 %162, label %165, label %163

163:                                              ; preds = %160
  %164 = bitcast i32* %20 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %164) #9
  br label %177

165:                                              ; preds = %160
  %166 = load i32, i32* %19, align 4, !tbaa !5
  %167 = mul i32 %166, 131
  %168 = load i32, i32* %20, align 4, !tbaa !5
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [256 x i8], [256 x i8]* %17, i64 0, i64 %169
  %171 = load i8, i8* %170, align 1, !tbaa !15
  %172 = zext i8 %171 to i32
  %173 = add i32 %167, %172
  store i32 %173, i32* %19, align 4, !tbaa !5
  br label %174

174:                                              ; preds = %165
  %175 = load i32, i32* %20, align 4, !tbaa !5
  %176 = add nsw i32 %175, 1
  store i32 %176, i32* %20, align 4, !tbaa !5
  br label %160, !llvm.loop !17

177:                                              ; preds = %163
  %178 = load i32, i32* %19, align 4, !tbaa !5
  %179 = getelementptr inbounds [256 x i8], [256 x i8]* %16, i64 0, i64 0
  %180 = getelementptr inbounds [256 x i8], [256 x i8]* %17, i64 0, i64 0
  %181 = call i32 @memcmp(i8* noundef %179, i8* noundef %180, i64 noundef 10) #10
  %182 = icmp eq i32 %181, 0
  %183 = zext i1 %182 to i32
  %184 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %178, i32 noundef %183)
  %185 = bitcast i64* %21 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %185) #9
  store i64 0, i64* %21, align 8, !tbaa !18
  %186 = bitcast i32* %22 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %186) #9
  store i32 -20, i32* %22, align 4, !tbaa !5
  br label %187

187:                                              ; preds = %213, %177
  %188 = load i32, i32* %22, align 4, !tbaa !5
  %189 = icmp slt i32 %188, 20
  br i1 %189, label %192, label %190

190:                                              ; preds = %187
  %191 = bitcast i32* %22 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %191) #9
  br label %216

192:                                              ; preds = %187
  %193 = load i32, i32* %22, align 4, !tbaa !5
  %194 = icmp eq i32 %193, 13
  %195 = zext i1 %194 to i32
  %196 = sext i32 %195 to i64
  %197 = call i64 @llvm.expect.i64(i64 %196, i64 0)
  %198 = icmp ne i64 %197, 0
  br i1 %198, label %199, label %202

199:                                              ; preds = %192
  %200 = load i64, i64* %21, align 8, !tbaa !18
  %201 = add nsw i64 %200, 1000
  store i64 %201, i64* %21, align 8, !tbaa !18
  br label %202

202:                                              ; preds = %199, %192
  %203 = load i32, i32* %22, align 4, !tbaa !5
  %204 = call i32 @abs(i32 noundef %203) #11
  %205 = sext i32 %204 to i64
  %206 = load i32, i32* %22, align 4, !tbaa !5
  %207 = sext i32 %206 to i64
  %208 = mul nsw i64 %207, 3
  %209 = call i64 @labs(i64 noundef %208) #11
  %210 = add nsw i64 %205, %209
  %211 = load i64, i64* %21, align 8, !tbaa !18
  %212 = add nsw i64 %211, %210
  store i64 %212, i64* %21, align 8, !tbaa !18
  br label %213

213:                                              ; preds = %202
  %214 = load i32, i32* %22, align 4, !tbaa !5
  %215 = add nsw i32 %214, 1
  store i32 %215, i32* %22, align 4, !tbaa !5
  br label %187, !llvm.loop !20

216:                                              ; preds = %190
  %217 = load i64, i64* %21, align 8, !tbaa !18
  %218 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), i64 noundef %217)
  %219 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.5, i64 0, i64 0), i32 noundef 0, i32 noundef 5, i32 noundef 31)
  %220 = bitcast i64* %21 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %220) #9
  %221 = bitcast i32* %19 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %221) #9
  %222 = bitcast [256 x i8]* %17 to i8*
  call void @llvm.lifetime.end.p0i8(i64 256, i8* %222) #9
  %223 = bitcast [256 x i8]* %16 to i8*
  call void @llvm.lifetime.end.p0i8(i64 256, i8* %223) #9
  %224 = bitcast i32* %12 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %224) #9
  %225 = bitcast i64* %11 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %225) #9
  %226 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %226) #9
  %227 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %227) #9
  %228 = bitcast i64* %6 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %228) #9
  %229 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %229) #9
  %230 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %230) #9
  %231 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %231) #9
  %232 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %232) #9
  ret i32 0
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind uwtable
define internal i32 @rotl(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4, !tbaa !5
  store i32 %1, i32* %4, align 4, !tbaa !5
  %5 = load i32, i32* %3, align 4, !tbaa !5
  %6 = load i32, i32* %4, align 4, !tbaa !5
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  %9 = load i32, i32* %3, align 4, !tbaa !5
  %10 = load i32, i32* %4, align 4, !tbaa !5
  %11 = sub i32 32, %10
  %12 = and i32 %11, 31
  %13 = lshr i32 %9, %12
  %14 = or i32 %8, %13
  ret i32 %14
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind readonly willreturn
declare i32 @memcmp(i8* noundef, i8* noundef, i64 noundef) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.expect.i64(i64, i64) #7

; Function Attrs: nounwind readnone willreturn
declare i32 @abs(i32 noundef) #8

; Function Attrs: nounwind readnone willreturn
declare i64 @labs(i64 noundef) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone willreturn }
attributes #8 = { nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind readonly willreturn }
attributes #11 = { nounwind readnone willreturn }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = !{!19, !19, i64 0}
!19 = !{!"long", !7, i64 0}
!20 = distinct !{!20, !12, !13}
