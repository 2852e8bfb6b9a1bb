declare void @llvm.memcpy.p0i8.p0i8.i32(i8*, i8*, i32, i32, i1)
declare void @llvm.memmove.p0i8.p0i8.i64(i8*, i8*, i64, i32, i1)
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i32, i1)
declare void @llvm.memset.p0i8.i32(i8*, i8, i32, i32, i1)
define void @f(i8* %a, i8* %b) {
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* nonnull %a, i8* align 2 %b, i32 16, i32 8, i1 false), !tbaa !0
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* %a, i8* %b, i64 4, i32 0, i1 true)
  call void @llvm.memset.p0i8.i64(i8* %a, i8 0, i64 32, i32 16, i1 false)
  call void @llvm.memset.p0i8.i32(i8* %b, i8 1, i32 3, i32 1, i1 true)
  ret void
}
!0 = !{!1, !1, i64 0}
!1 = !{!"omnipotent char", !2, i64 0}
!2 = !{!"Simple C/C++ TBAA"}
