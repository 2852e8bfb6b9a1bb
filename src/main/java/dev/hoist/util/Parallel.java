package dev.hoist.util;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Runs independent work items (usually functions of a module) on a few threads and returns the
 * results in item order, so output never depends on the thread count. The calling thread works
 * too; items are handed out one at a time, which balances functions of very different sizes.
 */
public final class Parallel {
  private Parallel() {}

  /**
   * Applies {@code work} to every item with up to {@code threads} threads. If items throw, the
   * exception of the first failing item (in item order) is rethrown after all have finished.
   */
  public static <T, R> List<R> map(List<T> items, int threads, Function<T, R> work) {
    int n = items.size();
    Object[] results = new Object[n];
    Throwable[] errors = new Throwable[n];
    AtomicInteger next = new AtomicInteger();
    Runnable worker = () -> {
      int i;
      while ((i = next.getAndIncrement()) < n) {
        try {
          results[i] = work.apply(items.get(i));
        } catch (RuntimeException | Error e) {
          errors[i] = e;
        }
      }
    };
    runOnThreads(worker, Math.min(threads, n));
    for (Throwable e : errors) {
      if (e instanceof RuntimeException r) throw r;
      if (e instanceof Error er) throw er;
    }
    List<R> out = new ArrayList<>(n);
    for (Object o : results) {
      @SuppressWarnings("unchecked")
      R r = (R) o;
      out.add(r);
    }
    return out;
  }

  /** Receives results in item order. */
  public interface OrderedSink<R> {
    void accept(int index, R result);
  }

  /**
   * Computes items {@code 0..n-1} on up to {@code threads} threads and hands each result to
   * {@code sink} on the calling thread, in item order, as soon as it and all before it are done,
   * so consuming (writing output) overlaps computing. While the next result in order is not
   * ready, the calling thread computes unclaimed items instead of waiting. The first failure in
   * item order is rethrown when its turn comes.
   */
  public static <R> void ordered(int n, int threads, java.util.function.IntFunction<R> work, OrderedSink<R> sink) {
    java.util.concurrent.atomic.AtomicReferenceArray<Object> done = new java.util.concurrent.atomic.AtomicReferenceArray<>(n);
    AtomicInteger next = new AtomicInteger();
    Object lock = new Object();
    Runnable helper = () -> {
      int i;
      while ((i = next.getAndIncrement()) < n) {
        done.set(i, compute(work, i));
        synchronized (lock) {
          lock.notifyAll();
        }
      }
    };
    start(helper, Math.min(threads, n) - 1);
    for (int k = 0; k < n; k++) {
      Object r;
      while ((r = done.get(k)) == null) {
        int i = next.getAndIncrement();
        if (i < n) {
          done.set(i, compute(work, i));
          continue;
        }
        synchronized (lock) {
          while ((r = done.get(k)) == null) {
            try {
              lock.wait();
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
              throw new IllegalStateException("interrupted", e);
            }
          }
        }
      }
      done.set(k, null); // the consumed result can go
      if (r instanceof Failure f) {
        if (f.error instanceof RuntimeException e) throw e;
        throw (Error) f.error;
      }
      @SuppressWarnings("unchecked")
      R result = r == NULL ? null : (R) r;
      sink.accept(k, result);
    }
  }

  private static final Object NULL = new Object();

  private record Failure(Throwable error) {}

  private static <R> Object compute(java.util.function.IntFunction<R> work, int i) {
    try {
      R r = work.apply(i);
      return r == null ? NULL : r;
    } catch (RuntimeException | Error e) {
      return new Failure(e);
    }
  }

  /**
   * Runs {@code worker} on {@code n} threads, the calling one included, and waits for all of them
   * (with {@code n} below 2, on the calling thread alone). The worker claims its own share of the
   * work, typically items handed out by an atomic counter.
   */
  public static void runOnThreads(Runnable worker, int n) {
    Thread[] ts = start(worker, n - 1);
    worker.run();
    for (Thread t : ts) {
      try {
        t.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted", e);
      }
    }
  }

  /** Starts {@code count} daemon threads running {@code worker} (none for a count below 1). */
  private static Thread[] start(Runnable worker, int count) {
    Thread[] ts = new Thread[Math.max(0, count)];
    for (int k = 0; k < ts.length; k++) {
      ts[k] = new Thread(worker, "hoist-worker-" + k);
      ts[k].setDaemon(true);
      ts[k].start();
    }
    return ts;
  }

  /** {@link #map} for side effects only. */
  public static <T> void forEach(List<T> items, int threads, java.util.function.Consumer<T> work) {
    map(items, threads, t -> {
      work.accept(t);
      return null;
    });
  }
}
