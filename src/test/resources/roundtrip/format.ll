; Theme: lexical oddities. No/extra whitespace, tabs, CRLF line ends (the
; @crlf function), comments in odd places, instructions split across lines,
; keywords used as value/label names, `<4x i32>`/`[2x i8]`/`{i32,i32}` with no
; spaces, the widest integer type i8388607, float literal forms (+1.5e2, 1.,
; 1.5E+2, 0x1 double hex), lower-case hex escapes (\0a, \5c), the `\\` escape,
; out-of-range integer literals that LLVM silently wraps (i8 256, i8 -129), -0.

@wrap1 = global i8 256
@wrap2 = global i8 -129
@wrap3 = global i1 2
@negzero = global i32 -0
@f1 = global double +1.5e2
@f2 = global double 1.
@f3 = global double 1.5E+2
@f4 = global double 0x1
@f5 = global float +0.0
@f6 = global half 1.0E0
@lc = global [3 x i8] c"\0a\ff\5c"
@"back\\slash \5c" = global i8 0
@"\e2\9c\93" = global i8 0
@tight=global{i32,i32}{i32 1,i32 2}
@tabs	=	global	i32	3

declare void @wide(i8388607)

define i32 @nospace(<4x i32> %v,[2x i8] %a,{i32,i32}%s){%b=extractelement<4x i32>%v,i32 0;c
%c=extractvalue{i32,i32}%s,1
ret i32%c}

define i32 @keywords(i32 %add, i32 %i32, i1 %label) {
define:
  %ret = add i32 %add, %i32
  br i1 %label, label %ret.1, label %label.2
ret.1:
  %x = phi i32 [ %ret, %define ], [ %label.val, %label.2 ]
  ret i32 %x
label.2:
  %label.val = mul i32 %ret, 2
  br label %ret.1
}

define
  i32
  @split(
    i32 %a,   ; first
    i32 %b    ; second
  )
{
  %s = add   ; comment inside an instruction
    nsw i32
    %a,
    %b
  %t = select i1 true,
              i32 %s,
              i32 0
  switch i32 %t, label %d [
    ; comment inside a switch
    i32 1, label %d
  ]
d:ret i32 %t}

define i32 @crlf(i32 %x) {
entry:
  %y = add i32 %x, 1 ; comment
  ret i32 %y
}

; comment at end of file without a newline