#!/usr/bin/env python3
"""add-expect.py [--with-probability] FILE.c: rewrites FILE.c in place so that every `if (COND)`
reads `if (__builtin_expect(!!(COND), K))`, K alternating 0 and 1 (with --with-probability every
third one is `__builtin_expect_with_probability(!!(COND), 1, P)` instead): Csmith programs with
the llvm.expect calls clang emits for them, for difftest's EXPECT=1 (lower-expect, and
loop-sink's static coldness). The meaning of the program does not change. difftest leaves the
probability form out: llc 14 (and so lli) cannot select llvm.expect.with.probability, so the
unoptimized program would not run."""
import sys


def main(path, probability):
    src = open(path, encoding="utf-8").read()
    out, i, n = [], 0, 0
    while True:
        j = src.find("if (", i)
        if j < 0:
            break
        # Only the keyword: not the tail of an identifier such as `elif`.
        if j > 0 and (src[j - 1].isalnum() or src[j - 1] == "_"):
            out.append(src[i:j + 4])
            i = j + 4
            continue
        depth, k = 1, j + 4
        while k < len(src) and depth:
            depth += {"(": 1, ")": -1}.get(src[k], 0)
            k += 1
        if depth:
            break
        cond = src[j + 4:k - 1]
        if probability and n % 3 == 2:
            wrapped = "__builtin_expect_with_probability(!!(%s), 1, %s)" % (cond, "0.001" if n % 2 else "0.95")
        else:
            wrapped = "__builtin_expect(!!(%s), %d)" % (cond, n % 2)
        out.append(src[i:j] + "if (" + wrapped + ")")
        i, n = k, n + 1
    out.append(src[i:])
    open(path, "w", encoding="utf-8").write("".join(out))


if __name__ == "__main__":
    args = sys.argv[1:]
    prob = args[:1] == ["--with-probability"]
    if prob:
        args = args[1:]
    if len(args) != 1:
        sys.exit("usage: add-expect.py [--with-probability] FILE.c")
    main(args[0], prob)
