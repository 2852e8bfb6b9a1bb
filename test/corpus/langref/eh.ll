; LangRef: exception handling: personality, invoke, landingpad (cleanup, catch, filter), resume;
; funclet EH: catchswitch (within none and within a pad, unwind to caller and to a block),
; catchpad, cleanuppad, catchret, cleanupret; call with a funclet bundle.
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc"

@typeinfo = external constant i8*
@other = external constant i8*

declare i32 @__gxx_personality_v0(...)
declare i32 @__CxxFrameHandler3(...)
declare void @may_throw(i32)
declare void @cleanup_work()

define void @landingpads(i32 %x) personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 %x)
          to label %cont unwind label %lpad

cont:
  invoke void @may_throw(i32 1)
          to label %done unwind label %lpad2

done:
  ret void

lpad:
  %lp = landingpad { i8*, i32 }
          cleanup
  call void @cleanup_work()
  resume { i8*, i32 } %lp

lpad2:
  %lp2 = landingpad { i8*, i32 }
          catch i8** @typeinfo
          catch i8* null
          filter [1 x i8**] [i8** @other]
  %sel = extractvalue { i8*, i32 } %lp2, 1
  resume { i8*, i32 } %lp2
}

define void @funclets() personality i32 (...)* @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 0)
          to label %exit unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %handler, label %handler2] unwind label %cleanup

handler:
  %cp = catchpad within %cs [i8** @typeinfo, i32 0, i8* null]
  call void @cleanup_work() [ "funclet"(token %cp) ]
  catchret from %cp to label %exit

handler2:
  %cp2 = catchpad within %cs []
  invoke void @may_throw(i32 2) [ "funclet"(token %cp2) ]
          to label %after unwind label %inner

after:
  catchret from %cp2 to label %exit

inner:
  %cs2 = catchswitch within %cp2 [label %innerhandler] unwind label %cleanup

innerhandler:
  %cp3 = catchpad within %cs2 [i8* null, i32 64, i8* null]
  catchret from %cp3 to label %exit

cleanup:
  %cl = cleanuppad within none []
  call void @cleanup_work() [ "funclet"(token %cl) ]
  cleanupret from %cl unwind to caller

exit:
  ret void
}

define void @cleanup_to_caller() personality i32 (...)* @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 3)
          to label %exit unwind label %cleanup

cleanup:
  %cl = cleanuppad within none [i32 7]
  cleanupret from %cl unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %h] unwind to caller

h:
  %cp = catchpad within %cs [i8* null, i32 64, i8* null]
  catchret from %cp to label %exit

exit:
  ret void
}
