/* Hoist round-trip corpus: computed goto (labels as values, indirectbr). A
 * tiny bytecode interpreter dispatching through a table of &&label. */
#include <stdio.h>

enum { OP_PUSH, OP_ADD, OP_MUL, OP_DUP, OP_SWAP, OP_JNZ, OP_DEC, OP_POP, OP_HALT };

static long run(const int *code) {
  static void *table[] = {&&do_push, &&do_add, &&do_mul, &&do_dup, &&do_swap, &&do_jnz, &&do_dec, &&do_pop, &&do_halt};
  long stack[64];
  int sp = 0, pc = 0;
  long steps = 0;
#define NEXT do { steps++; goto *table[code[pc++]]; } while (0)
  NEXT;
do_push: stack[sp++] = code[pc++]; NEXT;
do_add: sp--; stack[sp - 1] = (stack[sp - 1] + stack[sp]) % 1000003; NEXT;
do_mul: sp--; stack[sp - 1] = (stack[sp - 1] * stack[sp]) % 1000003; NEXT;
do_dup: stack[sp] = stack[sp - 1]; sp++; NEXT;
do_swap: { long t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; } NEXT;
do_jnz: { int target = code[pc++]; if (stack[sp - 1]) pc = target; } NEXT;
do_dec: stack[sp - 1]--; NEXT;
do_pop: sp--; NEXT;
do_halt:
#undef NEXT
  return stack[0] * 1000 + steps % 1000;
}

int main(void) {
  /* acc = 1; n = 20; loop: acc = acc*3+n; n--; while n */
  static const int prog[] = {
      OP_PUSH, 1, OP_PUSH, 20,                       /* acc n */
      OP_SWAP, OP_PUSH, 3, OP_MUL, OP_SWAP,          /* acc*3 n      (pc 4) */
      OP_DUP, OP_PUSH, 0, OP_ADD,                    /* acc*3 n n */
      OP_SWAP, OP_POP,                               /* acc*3 n */
      OP_SWAP, OP_PUSH, 7, OP_ADD, OP_SWAP,          /* acc*3+7 n */
      OP_DEC, OP_JNZ, 4, OP_POP, OP_HALT};
  printf("interp %ld\n", run(prog));
  static const int prog2[] = {OP_PUSH, 5, OP_DUP, OP_MUL, OP_DUP, OP_ADD, OP_HALT};
  printf("interp2 %ld\n", run(prog2));
  return 0;
}
