"""gen-exit-loops.py SEED: a C program for scripts/exit-difftest. Eight functions, each a loop with
an exit besides its bottom test or a guarded body: searches over arrays of char, short, int, long,
unsigned, float or double (found at a position, or not; counting up, down, by two, on a short),
strlen-like scans with a bound, any_of and all_of over a struct field, breaks on the counter or on
a bound read through a pointer the loop stores through, two-exit loops whose exits carry different
live-out values (one shared exit block or two), stores before and after the exit test, invariant
loads and an accumulator in memory, bodies guarded by i != k or i < k, and nests whose inner loop
searches (a break, a goto out of both). Arrays are globals of known size or pointers, and some
calls pass overlapping pointers. main calls each function with lengths 0, 1, 2, 3, 4, 5, 7, 8, 9,
16, 17, 31 and 64 and with the searched value at the first position, the last, in the middle, just
past the end and nowhere, then prints a hash of every result and of every array. Arithmetic on
loaded values is unsigned (no signed overflow); exit-difftest still runs each program under UBSan
and ASan first."""
import random, sys

seed = int(sys.argv[1])
R = random.Random(seed)
CAP = 96      # elements per array; calls use at most 64 from an offset of at most 16
ETYPES = ["signed char", "unsigned char", "short", "unsigned short", "int", "unsigned", "long",
          "unsigned long", "float", "double"]
ITYPES = ["int", "long", "unsigned", "unsigned long"]   # counter types
LENGTHS = [0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 31, 64]

out = ["#include <stdio.h>", "#include <string.h>", f"#define CAP {CAP}",
       "struct S { int a; short b; signed char c; long d; float e; };",
       "static unsigned long long h;",
       "static void mix(unsigned long long v) { h = (h * 1000003ull) ^ v; }",
       "static unsigned seedv;",
       "static unsigned rnd(void) { seedv = seedv * 1103515245u + 12345u; return (seedv >> 8) & 0x7fffu; }"]
arrays = {}          # name -> element type (globals of known size)


def garray(t):
    name = f"g{len(arrays)}"
    arrays[name] = t
    out.append(f"static {t} {name}[CAP];")
    return name


def isfloat(t):
    return t in ("float", "double")


def val(t, e):
    """An unsigned expression of a loaded value, for sums (no signed overflow, no float UB)."""
    return f"(unsigned)(long)({e})" if isfloat(t) else f"(unsigned)({e})"


funcs = []           # (name, kind, info) for main to call


def fn_find(k):
    t, it = R.choice(ETYPES), R.choice(ITYPES)
    glob = R.random() < 0.4
    a = garray(t) if glob else None
    src = a if glob else "p"
    params = f"const {t} *p, {it} n, {t} key" if not glob else f"{it} n, {t} key"
    form = R.choice(["for", "down", "while", "ptr", "doall"])
    cmp = R.choice(["==", "==", ">", "<=", "!="])
    if form == "for":
        body = f"for ({it} i = 0; i < n; i++) if ({src}[i] {cmp} key) return (long)i; return -1;"
    elif form == "down" and it in ("int", "long"):
        body = f"for ({it} i = n - 1; i >= 0; i--) if ({src}[i] {cmp} key) return (long)i; return -1;"
    elif form == "while" or form == "down":
        body = f"{it} i = 0; while (i < n && !({src}[i] {cmp} key)) i++; return (long)i;"
    elif form == "ptr":
        body = (f"const {t} *q = {src}, *e = {src} + n; while (q != e) {{ if (*q {cmp} key) break; q++; }} "
                f"return (long)(q - {src});")
    else:
        body = f"{it} i = 0; if (n == 0) return -2; do {{ if ({src}[i] {cmp} key) break; i++; }} while (i != n); return (long)i;"
    out.append(f"__attribute__((noinline)) long f{k}({params}) {{ {body} }}")
    funcs.append((f"f{k}", "find", dict(t=t, glob=a)))


def fn_strlen(k):
    t = R.choice(["char", "unsigned char", "short", "int"])
    glob = R.random() < 0.3
    a = garray(t) if glob else None
    src = a if glob else "s"
    params = f"const {t} *s, unsigned long max" if not glob else "unsigned long max"
    form = R.choice(["while", "for", "ptr"])
    if form == "while":
        body = f"unsigned long i = 0; while (i < max && {src}[i]) i++; return i;"
    elif form == "for":
        body = f"unsigned long i; for (i = 0; i < max; i++) if ({src}[i] == 0) break; return i;"
    else:
        body = (f"const {t} *q = {src}; const {t} *e = {src} + max; for (; q < e; q++) if (!*q) return (unsigned long)(q - {src}); "
                f"return max + 100;")
    out.append(f"__attribute__((noinline)) unsigned long f{k}({params}) {{ {body} }}")
    funcs.append((f"f{k}", "strlen", dict(t=t, glob=a)))


def fn_anyall(k):
    field, ft = R.choice([("a", "int"), ("b", "short"), ("c", "signed char"), ("d", "long"), ("e", "float")])
    op = R.choice(["==", ">", "<", "!="])
    anyof = R.random() < 0.5
    glob = R.random() < 0.3
    if glob:
        name = f"gs{k}"
        out.append(f"static struct S {name}[CAP];")
        arrays[name] = "struct"
    src = name if glob else "p"
    params = ("" if glob else "const struct S *p, ") + f"int n, {ft} t"
    # Sometimes the elements looked at are counted through memory (a store in the loop).
    count = "looked++; " if R.random() < 0.3 else ""
    test = f"{src}[i].{field} {op} t" if anyof else f"!({src}[i].{field} {op} t)"
    body = f"for (int i = 0; i < n; i++) {{ {count}if ({test}) return {int(anyof)}; }} return {int(not anyof)};"
    if count and "static unsigned looked;" not in out:
        out.append("static unsigned looked;")
    out.append(f"__attribute__((noinline)) int f{k}({params}) {{ {body} }}")
    funcs.append((f"f{k}", "struct", dict(t=ft, field=field, glob=name if glob else None)))


def fn_ivbreak(k):
    t, it = R.choice(ETYPES), R.choice(["int", "long"])
    cond = R.choice(["i == k", "i >= k", "i * 2 > k", "i > k + 2", "k - i == 1"])
    body_store = R.random() < 0.4
    pre = "" if not body_store else "d[i] = (unsigned)i * 5u; "
    form = R.choice(["break", "return"])
    if form == "break":
        loop = f"{it} i; for (i = 0; i < n; i++) {{ {pre}if ({cond}) break; s += {val(t, 'a[i]')}; }} return s * 31u + (unsigned)i;"
    else:
        loop = f"for ({it} i = 0; i < n; i++) {{ {pre}if ({cond}) return s ^ (unsigned)i; s += {val(t, 'a[i]')}; }} return s + 1000u;"
    d = garray("unsigned") if body_store else None
    loop = loop.replace("d[i]", f"{d}[i]") if d else loop
    out.append(f"__attribute__((noinline)) unsigned f{k}(const {t} *a, {it} n, {it} k) {{ unsigned s = 0; {loop} }}")
    funcs.append((f"f{k}", "ivbreak", dict(t=t)))


def fn_twoexit(k):
    t, it = R.choice(ETYPES), R.choice(["int", "long", "unsigned"])
    lim = R.choice(["60", "90", "1000"])
    shared = R.random() < 0.5
    if shared:
        # One exit block reached from two exiting blocks (and the latch), with different live-outs.
        body = (f"unsigned s = 0, m = 0; {it} i; for (i = 0; i < n; i++) {{ if (a[i] == key) break; "
                f"s += {val(t, 'a[i]')}; m = m * 3u + (unsigned)i; if (s > {lim}u) break; }} "
                f"return s * 7u + m + (unsigned)i;")
    else:
        body = (f"unsigned s = 0, r; {it} i; for (i = 0; i < n; i++) {{ s += {val(t, 'a[i]')}; "
                f"if (a[i] == key) {{ r = s * 3u + (unsigned)i; goto done; }} "
                f"if (s > {lim}u) {{ r = s ^ ((unsigned)i << 4); goto done; }} }} r = s + 7u; done: return r;")
    out.append(f"__attribute__((noinline)) unsigned f{k}(const {t} *a, {it} n, {t} key) {{ {body} }}")
    funcs.append((f"f{k}", "find2", dict(t=t)))


def fn_guarded(k):
    t = R.choice(ETYPES)
    cond = R.choice(["i != k", "i < k", "i >= k", "i > k", "k != i", "i <= k"])
    it = R.choice(["int", "long"])
    # (no a[i] * 2 on integers: with b overlapping a one element on, it would double 64 times)
    rhs = R.choice(["a[i] + 1", "a[i] ^ 5", "a[i]", f"({t})i"]) if not isfloat(t) else R.choice(["a[i] + 1", "a[i] * 0.5", "a[i]"])
    other = R.choice(["", f" else b[i] = 0;", " else s += 1u;"])
    extra = R.choice(["", " s += (unsigned)i;"])
    body = f"unsigned s = 0; for ({it} i = 0; i < n; i++) {{ if ({cond}) b[i] = ({t})({rhs});{other}{extra} }} return s;"
    out.append(f"__attribute__((noinline)) unsigned f{k}({t} *b, const {t} *a, {it} n, {it} k) {{ {body} }}")
    funcs.append((f"f{k}", "guarded", dict(t=t)))


def fn_stores(k):
    t = R.choice([x for x in ETYPES if not isfloat(x)])
    where = R.choice(["before", "after", "both", "counter", "global"])
    if where == "before":
        body = f"int i; for (i = 0; i < n; i++) {{ b[i] = a[i] + 1; if (a[i] == key) break; }} return i;"
    elif where == "after":
        body = f"int i; for (i = 0; i < n; i++) {{ if (a[i] == key) break; b[i] = a[i] ^ 3; }} return i;"
    elif where == "both":
        body = f"int i; for (i = 0; i < n; i++) {{ b[i] = 7; if (a[i] == key) return -i; b[i + 1] = a[i]; }} return i;"
    elif where == "counter":
        # An accumulator in memory that LICM may promote: stored on every path to either exit.
        body = f"int i; *cnt = 0; for (i = 0; i < n; i++) {{ *cnt += 1; if (a[i] == key) break; *cnt += {val(t, 'a[i]')} & 3u; }} return i;"
    else:
        body = f"int i; for (i = 0; i < n; i++) {{ if (a[i] == key) return i; glast = (unsigned)a[i]; gcount++; }} return -1;"
        out.append("static unsigned glast, gcount;")
    out.append(f"__attribute__((noinline)) int f{k}({t} *b, const {t} *a, int n, {t} key, unsigned *cnt) {{ {body} }}")
    funcs.append((f"f{k}", "stores", dict(t=t)))


def fn_invariant(k):
    t = R.choice([x for x in ETYPES if not isfloat(x)])
    body = R.choice([
        f"unsigned s = 0; int i; for (i = 0; i < n; i++) {{ if (a[i] == *keyp) break; s += *q; }} return s + (unsigned)i;",
        f"unsigned s = 0; for (int i = 0; i < n; i++) {{ s += *q * 2u; if (a[i] == *keyp) return s; b[i] = ({t})s; }} return ~s;",
        f"int i; for (i = 0; i < n; i++) {{ b[i] = ({t})(*q); if (a[i] == *keyp) break; }} return (unsigned)i;",
    ])
    out.append(f"__attribute__((noinline)) unsigned f{k}({t} *b, const {t} *a, int n, const {t} *keyp, const unsigned *q) {{ {body} }}")
    funcs.append((f"f{k}", "invariant", dict(t=t)))


def fn_nest(k):
    t = R.choice(["int", "short", "unsigned char", "long"])
    body = (f"unsigned r = 0; for (int j = 0; j < m; j++) {{ int i; for (i = 0; i < n; i++) "
            f"if (a[j * 8 + i] == key) break; r = r * 17u + (unsigned)i; if (i == 0) break; }} return r;")
    out.append(f"__attribute__((noinline)) unsigned f{k}(const {t} *a, int m, int n, {t} key) {{ {body} }}")
    funcs.append((f"f{k}", "nest", dict(t=t)))


def fn_strided(k):
    t = R.choice([x for x in ETYPES if not isfloat(x)])
    form = R.choice(["step2", "downu", "short"])
    if form == "step2":
        body = f"for (long i = 0; i < n; i += 2) if (a[i] == key) return i; return -1;"
        params = f"const {t} *a, long n, {t} key"
    elif form == "downu":
        body = f"for (unsigned i = (unsigned)n; i-- > 0; ) if (a[i] == key) return (long)i; return -1;"
        params = f"const {t} *a, long n, {t} key"
    else:
        body = f"short i; for (i = 0; i < (short)n; i++) {{ if (a[i] == key) break; }} return i;"
        params = f"const {t} *a, long n, {t} key"
    out.append(f"__attribute__((noinline)) long f{k}({params}) {{ {body} }}")
    funcs.append((f"f{k}", "find2", dict(t=t)))


def fn_loaded_bound(k):
    # An exit on the counter against a bound read through a pointer that the loop's stores may hit.
    t = R.choice(["int", "unsigned", "long"])
    body = R.choice([
        f"int i; for (i = 0; i < n; i++) {{ if (i >= (int)*lim) break; b[i] = a[i] + 1; }} return i;",
        f"int i; for (i = 0; i < n; i++) {{ b[i] = a[i] ^ 1; if ((long)i + 1 >= (long)*lim) return -i; }} return i;",
    ])
    out.append(f"__attribute__((noinline)) int f{k}({t} *b, const {t} *a, int n, const {t} *lim) {{ {body} }}")
    funcs.append((f"f{k}", "loadedbound", dict(t=t)))


def fn_nest_goto(k):
    t = R.choice(["int", "short", "unsigned char"])
    body = (f"int j, i; for (j = 0; j < m; j++) for (i = 0; i < n; i++) if (a[j * 8 + i] == key) goto found; "
            f"return -1; found: return j * 100 + i;")
    out.append(f"__attribute__((noinline)) int f{k}(const {t} *a, int m, int n, {t} key) {{ {body} }}")
    funcs.append((f"f{k}", "nest", dict(t=t)))


makers = [fn_find, fn_find, fn_strlen, fn_anyall, fn_ivbreak, fn_twoexit, fn_twoexit, fn_guarded,
          fn_stores, fn_stores, fn_invariant, fn_nest, fn_strided, fn_loaded_bound, fn_nest_goto]
for k in range(8):
    R.choice(makers)(k)

# Work arrays for the pointer-taking functions, with room for overlapping offsets.
for t in ETYPES + ["char"]:
    nm = "w_" + t.replace(" ", "_")
    out.append(f"static {t} {nm}[CAP], {nm}2[CAP];")
out.append("static struct S ws[CAP];")
out.append("static unsigned cnt, qv = 3;")


def warr(t):
    return "w_" + t.replace(" ", "_")


def dump_lines():
    lines = []
    for t in ETYPES + ["char"]:
        w = warr(t)
        conv = "(unsigned long long)(long long)" if isfloat(t) else "(unsigned long long)"
        lines.append(f"for (int j = 0; j < CAP; j++) mix({conv}{w}[j] ^ ({conv}{w}2[j] << 20));")
    for nm, t in arrays.items():
        if t == "struct":
            lines.append(f"for (int j = 0; j < CAP; j++) mix((unsigned long long){nm}[j].a ^ (unsigned long long){nm}[j].d);")
        else:
            conv = "(unsigned long long)(long long)" if isfloat(t) else "(unsigned long long)"
            lines.append(f"for (int j = 0; j < CAP; j++) mix({conv}{nm}[j]);")
    lines.append("mix(cnt);")
    return " ".join(lines)


# fill(v): values 1..range (never 0 nor the keys 0/111 used below for "absent"), in every array.
fills = []
for t in ETYPES + ["char"]:
    w = warr(t)
    fills.append(f"for (int j = 0; j < CAP; j++) {{ {w}[j] = ({t})(1 + rnd() % 100); {w}2[j] = ({t})(1 + rnd() % 100); }}")
for nm, t in arrays.items():
    if t == "struct":
        fills.append(f"for (int j = 0; j < CAP; j++) {{ {nm}[j].a = (int)(rnd() % 100) + 1; {nm}[j].b = (short)(rnd() % 100 + 1); "
                     f"{nm}[j].c = (signed char)(rnd() % 100 + 1); {nm}[j].d = (long)(rnd() % 100) + 1; {nm}[j].e = (float)(rnd() % 100 + 1); }}")
    else:
        fills.append(f"for (int j = 0; j < CAP; j++) {nm}[j] = ({t})(1 + rnd() % 100);")
fills.append("for (int j = 0; j < CAP; j++) { ws[j].a = (int)(rnd() % 100) + 1; ws[j].b = (short)(rnd() % 100 + 1); "
             "ws[j].c = (signed char)(rnd() % 100 + 1); ws[j].d = (long)(rnd() % 100) + 1; ws[j].e = (float)(rnd() % 100 + 1); }")
out.append("static void fill(unsigned v) { seedv = v; " + " ".join(fills) + " }")
out.append("static void dump(void) { " + dump_lines() + " }")

main = ["int main(void) {"]
KEY = 111
case = 0
for name, kind, info in funcs:
    t = info["t"]
    for n in LENGTHS:
        # positions of the searched value: first, last, middle, just past the end, nowhere
        for pos in sorted({0, n - 1, n // 2, n, -1}):
            if pos >= 0 and pos >= CAP - 20:
                continue
            case += 1
            line = [f"fill({case * 7919 + seed}u);"]
            base = R.choice([0, 4, 8])
            g = info.get("glob")
            if kind == "find":
                arr = g if g else warr(t)
                if pos >= 0:
                    line.append(f"{arr}[{pos}] = ({t}){KEY};")
                ptr = "" if g else f"{arr}, "
                if g:
                    line.append(f"mix((unsigned long long){name}({n}, ({t}){KEY}));")
                else:
                    line.append(f"mix((unsigned long long){name}({arr} + {base}, {n}, ({t}){KEY}));".replace(f"{arr}[{pos}]", f"{arr}[{pos}]"))
                    if pos >= 0:
                        line[1] = f"{arr}[{pos + base}] = ({t}){KEY};"
            elif kind == "strlen":
                arr = g if g else warr(t)
                if pos >= 0:
                    line.append(f"{arr}[{pos + (0 if g else base)}] = 0;")
                bound = R.choice([n, n + 1, max(n - 1, 0), 64])
                if g:
                    line.append(f"mix({name}({bound}ul));")
                else:
                    line.append(f"mix({name}({arr} + {base}, {bound}ul));")
            elif kind == "struct":
                arr = g if g else "ws"
                f = info["field"]
                if pos >= 0:
                    line.append(f"{arr}[{pos + (0 if g else base)}].{f} = {KEY};")
                th = R.choice([str(KEY), "50", "0", "101"])
                ft = t
                if g:
                    line.append(f"mix((unsigned long long){name}({n}, ({ft}){th}));")
                else:
                    line.append(f"mix((unsigned long long){name}(ws + {base}, {n}, ({ft}){th}));")
            elif kind == "ivbreak":
                kk = R.choice([pos, 0, 1, n, n - 1, -1, 100])
                line.append(f"mix((unsigned long long){name}({warr(t)} + {base}, {n}, {kk}));")
            elif kind == "find2":
                arr = warr(t)
                if pos >= 0:
                    line.append(f"{arr}[{pos + base}] = ({t}){KEY};")
                line.append(f"mix((unsigned long long){name}({arr} + {base}, {n}, ({t}){KEY}));")
            elif kind == "guarded":
                arr = warr(t)
                kk = R.choice([pos, 0, n, n - 1, -1, 1000])
                dst = R.choice([f"{arr}2 + {base}", f"{arr} + {base}", f"{arr} + {base} + 1", f"{arr} + {base + 2}", f"{arr} + {max(base - 1, 0)}"])
                line.append(f"mix((unsigned long long){name}({dst}, {arr} + {base}, {n}, {kk}));")
            elif kind in ("stores", "invariant"):
                arr = warr(t)
                if pos >= 0:
                    line.append(f"{arr}[{pos + base}] = ({t}){KEY};")
                dst = R.choice([f"{arr}2 + {base}", f"{arr} + {base} + 1", f"{arr} + {base + 2}", f"{arr} + {max(base - 1, 0)}"])
                if kind == "stores":
                    cp = R.choice(["&cnt", f"(unsigned *)&w_unsigned2[{base}]"])
                    line.append(f"mix((unsigned long long){name}({dst}, {arr} + {base}, {n}, ({t}){KEY}, {cp}));")
                else:
                    keyp = R.choice([f"&{arr}[{pos + base if pos >= 0 else 0}]", f"&{arr}2[3]"])
                    q = R.choice(["&qv", "&cnt", "(const unsigned *)&w_unsigned[5]"])
                    line.append(f"mix((unsigned long long){name}({dst}, {arr} + {base}, {n}, {keyp}, {q}));")
            elif kind == "loadedbound":
                arr = warr(t)
                dst = R.choice([f"{arr}2 + {base}", f"{arr} + {base} + 1", f"{arr} + {base}"])
                lim = R.choice([f"&{arr}[{base + max(pos, 0)}]", f"&{arr}2[{min(max(n - 1, 0), 60)}]", f"&{arr}2[{base}]"])
                line.append(f"{arr}2[{min(max(n - 1, 0), 60)}] = ({t}){R.choice([0, 1, n, n + 1, max(pos, 0)])};")
                line.append(f"mix((unsigned long long){name}({dst}, {arr} + {base}, {n}, {lim}));")
            elif kind == "nest":
                arr = warr(t)
                if pos >= 0:
                    line.append(f"{arr}[{(pos % 8) + 8 * (pos % 5)}] = ({t}){KEY};")
                m = R.choice([0, 1, 3, 5])
                line.append(f"mix((unsigned long long){name}({arr}, {m}, {min(n, 8)}, ({t}){KEY}));")
            line.append("dump();")
            main.append("  " + " ".join(line))
main.append('  printf("%016llx\\n", h); return 0; }')
out += main
print("\n".join(out))
