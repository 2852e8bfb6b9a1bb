; Pointer recurrences: GEP offsets from the data layout, pointer phis, pointer-compare exits.
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"

%struct.S = type { i32, double }

; a[i] for i32 elements: a recurrence of 4 bytes.
; SCEV @array_walk %p: {%a,+,4}<nuw><%loop>
; COUNT @array_walk %loop: (-1 + %n)
define void @array_walk(i32* %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A struct field: element size 16 (i32 padded before the double), field offset 8.
; SCEV @struct_field %f: {(8 + %s),+,16}<nuw><%loop>
define void @struct_field(%struct.S* %s, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %f = getelementptr inbounds %struct.S, %struct.S* %s, i64 %i, i32 1
  store double 0.0, double* %f
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A pointer phi stepping through i16 elements until it reaches %end.
; SCEV @pointer_iv %p: {%a,+,2}<nuw><%loop>
; COUNT @pointer_iv %loop: ((-2 + (-1 * (ptrtoint i16* %a to i64)) + (ptrtoint i16* %end to i64)) /u 2)
define void @pointer_iv(i16* %a, i16* %end) {
entry:
  br label %loop
loop:
  %p = phi i16* [ %a, %entry ], [ %p.next, %loop ]
  store i16 0, i16* %p
  %p.next = getelementptr inbounds i16, i16* %p, i64 1
  %c = icmp ne i16* %p.next, %end
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A pointer phi compared with ult against a pointer bound computed from the base.
; COUNT @pointer_ult %loop: ((-1 + (-1 * (ptrtoint i32* %a to i64)) + ((4 + (ptrtoint i32* %a to i64)) umax ((4 * %n) + (ptrtoint i32* %a to i64)))) /u 4)
define void @pointer_ult(i32* %a, i64 %n) {
entry:
  %end = getelementptr inbounds i32, i32* %a, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %p = phi i32* [ %a, %entry ], [ %p.next, %loop ]
  store i32 0, i32* %p
  %p.next = getelementptr inbounds i32, i32* %p, i64 1
  %c = icmp ult i32* %p.next, %end
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Walking backwards: for (i = n - 1; i >= 0; i--) a[i] = 0.
; SCEV @backwards %p: {(-4 + (4 * %n) + %a),+,-4}<nw><%loop>
; COUNT @backwards %loop: (-1 + %n)
define void @backwards(i32* %a, i64 %n) {
entry:
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %ph, label %exit
ph:
  %start = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ %start, %ph ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 0, i32* %p
  %i.next = add nsw i64 %i, -1
  %c = icmp sgt i64 %i, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
