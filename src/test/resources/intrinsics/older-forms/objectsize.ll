declare i64 @llvm.objectsize.i64.p0i8(i8*, i1)
declare i32 @llvm.objectsize.i32.p0i8(i8*, i1, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32)
define i64 @f(i8* %a, i32 %x) {
  %o = call i64 @llvm.objectsize.i64.p0i8(i8* %a, i1 true)
  %p = call i32 @llvm.objectsize.i32.p0i8(i8* %a, i1 false, i1 true)
  %q = call i32 @llvm.cttz.i32(i32 %x)
  %r = call i32 @llvm.ctlz.i32(i32 %q, i1 true)
  ret i64 %o
}
