; Theme: exception handling. invoke (incl. void/indirect/with attrs), landingpad
; cleanup/catch/filter (incl. empty filter and constexpr clauses), resume,
; personality; Windows EH: catchswitch/catchpad/catchret/cleanuppad/cleanupret
; with `within none`, nested within, `unwind to caller` and `unwind label`.
target triple = "x86_64-pc-linux-gnu"

%struct.exc = type { i8*, i32 }

@_ZTIi = external constant i8*
@_ZTId = external constant i8*
@"??_R0H@8" = external global i8

declare i32 @__gxx_personality_v0(...)
declare i32 @__CxxFrameHandler3(...)
declare i32 @__C_specific_handler(...)
declare void @may_throw(i32)
declare i32 @may_throw_ret()
declare void @cleanup_fn()
declare i8* @__cxa_begin_catch(i8*)
declare void @__cxa_end_catch()
declare i32 @llvm.eh.typeid.for(i8*)

define i32 @itanium(i32 %x) personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
entry:
  invoke void @may_throw(i32 %x)
          to label %cont unwind label %lpad

cont:
  %r = invoke i32 @may_throw_ret() #0
          to label %done unwind label %lpad2

done:
  ret i32 %r

lpad:
  %lp = landingpad { i8*, i32 }
          cleanup
  call void @cleanup_fn()
  resume { i8*, i32 } %lp

lpad2:
  %lp2 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
          filter [1 x i8*] [i8* bitcast (i8** @_ZTId to i8*)]
          filter [0 x i8*] zeroinitializer
  %sel = extractvalue { i8*, i32 } %lp2, 1
  %tid = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*))
  %m = icmp eq i32 %sel, %tid
  br i1 %m, label %catch, label %rethrow

catch:
  %p = extractvalue { i8*, i32 } %lp2, 0
  %c = call i8* @__cxa_begin_catch(i8* %p)
  call void @__cxa_end_catch()
  ret i32 -1

rethrow:
  resume { i8*, i32 } %lp2
}

define void @indirect_invoke(void (i32)* %fp) personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void %fp(i32 signext 7)
          to label %ok unwind label %lp
ok:
  ret void
lp:
  %e = landingpad %struct.exc
          catch i8** @_ZTIi
  resume %struct.exc %e
}

define void @msvc() personality i32 (...)* @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 1)
          to label %invoke.cont unwind label %catch.dispatch

invoke.cont:
  invoke void @may_throw(i32 2)
          to label %exit unwind label %ehcleanup

catch.dispatch:
  %cs = catchswitch within none [label %catch.int, label %catch.all] unwind label %ehcleanup

catch.int:
  %cp = catchpad within %cs [i8* @"??_R0H@8", i32 0, i8* null]
  invoke void @may_throw(i32 3) [ "funclet"(token %cp) ]
          to label %catch.int.ret unwind label %inner.dispatch

catch.int.ret:
  catchret from %cp to label %invoke.cont

inner.dispatch:
  %cs2 = catchswitch within %cp [label %inner.catch] unwind to caller

inner.catch:
  %cp2 = catchpad within %cs2 [i8* null, i32 64, i8* null]
  catchret from %cp2 to label %exit

catch.all:
  %cpa = catchpad within %cs [i8* null, i32 64, i8* null]
  call void @cleanup_fn() [ "funclet"(token %cpa) ]
  catchret from %cpa to label %exit

ehcleanup:
  %cl = cleanuppad within none []
  call void @cleanup_fn() [ "funclet"(token %cl) ]
  cleanupret from %cl unwind to caller

exit:
  ret void
}

define void @nested_cleanup() personality i32 (...)* @__C_specific_handler {
entry:
  invoke void @may_throw(i32 0)
          to label %exit unwind label %outer
outer:
  %o = cleanuppad within none [i32 1, i8* null]
  invoke void @may_throw(i32 5) [ "funclet"(token %o) ]
          to label %outer.done unwind label %inner
outer.done:
  cleanupret from %o unwind label %last
inner:
  %i = cleanuppad within %o []
  cleanupret from %i unwind label %last
last:
  %l = cleanuppad within none []
  cleanupret from %l unwind to caller
exit:
  ret void
}

define void @unreachable_after_invoke() personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 9) noreturn
          to label %u unwind label %lp
u:
  unreachable
lp:
  %x = landingpad { i8*, i32 } cleanup catch i8* null
  resume { i8*, i32 } %x
}

attributes #0 = { nounwind readnone "eh-test"="yes" }
