declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.ctlz.i64.x(i64)
define i64 @f(i64 %x) {
  %a = call i64 @llvm.ctlz.i64.x(i64 %x)
  %b = call i64 @llvm.ctlz.i64(i64 %a, i1 true)
  ret i64 %b
}
