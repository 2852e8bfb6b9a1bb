/* Hoist round-trip corpus: C11 atomics (single-threaded, so deterministic).
 * atomic load/store with several memory orders, fetch_add/sub/or/and/xor,
 * compare-exchange loops, atomic_flag and fences. */
#include <stdatomic.h>
#include <stdio.h>

static atomic_int counter;
static _Atomic unsigned long long wide;
static atomic_flag lock = ATOMIC_FLAG_INIT;

static int atomic_max(atomic_int *p, int v) {
  int cur = atomic_load_explicit(p, memory_order_relaxed);
  while (cur < v && !atomic_compare_exchange_weak(p, &cur, v)) {
  }
  return cur;
}

int main(void) {
  atomic_store(&counter, 5);
  for (int i = 0; i < 100; i++) {
    atomic_fetch_add_explicit(&counter, i, memory_order_relaxed);
    if (i % 7 == 0) atomic_fetch_sub(&counter, 3);
  }
  printf("counter %d\n", atomic_load(&counter));

  atomic_store_explicit(&wide, 0x0f0f0f0f0f0f0f0full, memory_order_release);
  atomic_fetch_or(&wide, 0xff00ull);
  atomic_fetch_and(&wide, ~0x3ull);
  atomic_fetch_xor(&wide, 0x123456789ull);
  printf("wide %llx\n", atomic_load_explicit(&wide, memory_order_acquire));

  atomic_int m = 0;
  int seen = 0;
  for (int i = 0; i < 50; i++) seen += atomic_max(&m, (i * 37) % 101);
  printf("max %d seen %d\n", atomic_load(&m), seen);

  int spins = 0;
  for (int i = 0; i < 10; i++) {
    while (atomic_flag_test_and_set(&lock)) spins++;
    atomic_thread_fence(memory_order_seq_cst);
    atomic_flag_clear(&lock);
  }
  int expected = 42;
  _Bool ok = atomic_compare_exchange_strong(&counter, &expected, 7);
  int old = atomic_exchange(&counter, 1234);
  printf("spins %d cas %d expected %d old %d now %d\n", spins, ok, expected, old, atomic_load(&counter));
  return 0;
}
