"""gen-split-loops.py SEED: a C program for scripts/split-difftest. Six functions, each a loop
counting up or down (int, long, unsigned or short; for or do-while) with a branch on i OP a
(OP one of < <= > >= == !=, either operand order) whose sides store, sum or do nothing, called
with starts, ends and bounds at the edges of the type; main prints a hash of everything stored
and returned. Arguments are computed in unsigned long long and converted (implementation-defined,
not undefined); split-difftest still runs each program under UBSan first."""
import random, sys
seed = int(sys.argv[1]); R = random.Random(seed)
types = [("int","INT_MIN","INT_MAX",True),("long","LONG_MIN","LONG_MAX",True),("unsigned","0","UINT_MAX",False),("short","SHRT_MIN","SHRT_MAX",True)]
out = ["#include <stdio.h>", "#include <limits.h>", "static unsigned buf[64];", "static unsigned h;",
       "static void mix(unsigned v) { h = h * 1000003u ^ v; }",
       "static void dump(void) { for (int i = 0; i < 64; i++) { mix(buf[i]); buf[i] = 0; } }"]
calls = []
for k in range(6):
    T, MN, MX, signed = R.choice(types)
    up = R.random() < 0.6
    op = R.choice(["<","<=",">",">=","==","!="])
    swap = R.random() < 0.3
    cond = f"(a {dict({'<':'>','<=':'>=','>':'<','>=':'<=','==':'==','!=':'!='})[op]} i)" if swap else f"(i {op} a)"
    then_ = R.choice(["buf[(unsigned)i % 64u] += 3u;", "buf[(unsigned)i % 64u] = (unsigned)i * 7u;", "s += (unsigned)i;", ""])
    else_ = R.choice(["buf[((unsigned)i + 1u) % 64u] ^= 5u;", "s ^= (unsigned)i * 3u;", "", ""])
    after = R.choice(["", "s += buf[(unsigned)i % 64u];"])
    form = R.choice(["for", "do"])
    body = f"if {cond} {{ {then_} }} else {{ {else_} }} {after}"
    if up:
        test = R.choice(["<", "!="])
        if form == "for":
            loop = f"for ({T} i = st; i {test} en; i++) {{ {body} }}"
        else:
            loop = f"if (st {test} en) {{ {T} i = st; do {{ {body} i++; }} while (i {test} en); }}"
    else:
        test = R.choice([">", "!="])
        if form == "for":
            loop = f"for ({T} i = st; i {test} en; i--) {{ {body} }}"
        else:
            loop = f"if (st {test} en) {{ {T} i = st; do {{ {body} i--; }} while (i {test} en); }}"
    out.append(f"__attribute__((noinline)) unsigned f{k}({T} st, {T} en, {T} a) {{ unsigned s = 0; {loop} return s; }}")
    # start/end pairs with at most ~100 iterations, no overflow of i
    bases = ["0", "5", "-7" if signed else "3", f"{MX} - 40", f"{MN} + 40" if signed else "40"]
    for _ in range(14):
        b = R.choice(bases)
        d = R.choice([0, 1, 2, 3, 17, 40])
        U = "(unsigned long long)"
        if up: st, en = f"({T})({b})", f"({T})({U}({b}) + {d})"
        else: st, en = f"({T})({U}({b}) + {d})", f"({T})({b})"
        for av in [st, en, f"({T})({U}{st} + 1)", f"({T})({U}{en} - 1)", f"({T})({U}({b}) + {R.randint(-3, 45)})", MN, MX, "0"]:
            calls.append(f"  mix(f{k}({st}, {en}, ({T})({av}))); dump();")
out.append("int main(void) {")
out += calls
out.append('  printf("%08x\\n", h); return 0; }')
print("\n".join(out))
