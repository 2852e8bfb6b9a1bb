/* Deterministic SQLite workload for the Hoist differential/performance check.
 * Opens ":memory:", runs a varied set of statements, prints every result row.
 * Exit code: number of SQL errors (capped at 100). */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include "sqlite3.h"

static sqlite3 *db;
static int nerr = 0;
static unsigned long long rows_printed = 0;

static int print_cb(void *tag, int n, char **vals, char **names) {
  (void)names;
  if (tag) fputs((const char *)tag, stdout);
  for (int i = 0; i < n; i++) {
    if (i) putchar('|');
    fputs(vals[i] ? vals[i] : "NULL", stdout);
  }
  putchar('\n');
  rows_printed++;
  return 0;
}

static void q(const char *label, const char *sql) {
  char *err = 0;
  printf("== %s\n", label);
  if (sqlite3_exec(db, sql, print_cb, 0, &err) != SQLITE_OK) {
    printf("ERROR: %s\n", err ? err : "?");
    sqlite3_free(err);
    nerr++;
  }
}

/* prepare/step variant, printing column types too */
static void qs(const char *label, const char *sql) {
  sqlite3_stmt *st;
  printf("== %s\n", label);
  if (sqlite3_prepare_v2(db, sql, -1, &st, 0) != SQLITE_OK) {
    printf("ERROR: %s\n", sqlite3_errmsg(db));
    nerr++;
    return;
  }
  int rc;
  while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
    int n = sqlite3_column_count(st);
    for (int i = 0; i < n; i++) {
      if (i) putchar('|');
      switch (sqlite3_column_type(st, i)) {
      case SQLITE_INTEGER: printf("i:%lld", (long long)sqlite3_column_int64(st, i)); break;
      case SQLITE_FLOAT: printf("f:%.9g", sqlite3_column_double(st, i)); break;
      case SQLITE_TEXT: printf("t:%s", (const char *)sqlite3_column_text(st, i)); break;
      case SQLITE_BLOB: {
        int len = sqlite3_column_bytes(st, i);
        const unsigned char *b = sqlite3_column_blob(st, i);
        unsigned h = 2166136261u;
        for (int k = 0; k < len; k++) h = (h ^ b[k]) * 16777619u;
        printf("b:%d:%08x", len, h);
        break;
      }
      default: printf("NULL");
      }
    }
    putchar('\n');
    rows_printed++;
  }
  if (rc != SQLITE_DONE) {
    printf("ERROR(step): %s\n", sqlite3_errmsg(db));
    nerr++;
  }
  sqlite3_finalize(st);
}

/* blob round trip through bound parameters */
static void blob_roundtrip(void) {
  unsigned char buf[4096];
  for (int i = 0; i < (int)sizeof buf; i++) buf[i] = (unsigned char)((i * 131 + 7) ^ (i >> 3));
  sqlite3_stmt *st;
  printf("== blob roundtrip\n");
  sqlite3_exec(db, "CREATE TABLE blobs(id INTEGER PRIMARY KEY, b BLOB)", 0, 0, 0);
  sqlite3_prepare_v2(db, "INSERT INTO blobs(id,b) VALUES(?1,?2)", -1, &st, 0);
  for (int k = 1; k <= 64; k++) {
    sqlite3_bind_int(st, 1, k);
    sqlite3_bind_blob(st, 2, buf + k, (int)sizeof buf - 2 * k, SQLITE_TRANSIENT);
    if (sqlite3_step(st) != SQLITE_DONE) nerr++;
    sqlite3_reset(st);
  }
  sqlite3_finalize(st);
  /* back through hex()/unhex() and compare in C */
  sqlite3_prepare_v2(db, "SELECT id, b, hex(b), unhex(hex(b)) = b, length(b) FROM blobs ORDER BY id", -1, &st, 0);
  int ok = 0, bad = 0;
  while (sqlite3_step(st) == SQLITE_ROW) {
    int id = sqlite3_column_int(st, 0);
    int len = sqlite3_column_bytes(st, 1);
    const unsigned char *b = sqlite3_column_blob(st, 1);
    const char *hx = (const char *)sqlite3_column_text(st, 2);
    int same = sqlite3_column_int(st, 3);
    int good = len == (int)sizeof buf - 2 * id && memcmp(b, buf + id, len) == 0 && same == 1 &&
               (int)strlen(hx) == 2 * len;
    if (good) {
      static const char *dig = "0123456789ABCDEF";
      for (int k = 0; k < len && good; k++)
        if (hx[2 * k] != dig[b[k] >> 4] || hx[2 * k + 1] != dig[b[k] & 15]) good = 0;
    }
    if (good) ok++; else { bad++; printf("blob %d mismatch\n", id); }
  }
  sqlite3_finalize(st);
  printf("blob ok=%d bad=%d\n", ok, bad);
  q("blob agg", "SELECT count(*), sum(length(b)), hex(substr(b,1,8)), hex(zeroblob(4)), "
                "quote(x'00ff10') FROM blobs WHERE id%7=3 GROUP BY id%2 ORDER BY 1,2");
}

int main(void) {
  if (sqlite3_open(":memory:", &db) != SQLITE_OK) { printf("open failed\n"); return 100; }
  printf("sqlite %s\n", sqlite3_libversion());

  q("schema",
    "CREATE TABLE t(id INTEGER PRIMARY KEY, a INTEGER, b INTEGER, c REAL, s TEXT, g TEXT);"
    "CREATE TABLE u(k INTEGER PRIMARY KEY, grp INTEGER, name TEXT, w REAL);"
    "CREATE TABLE kv(key TEXT PRIMARY KEY, val TEXT) WITHOUT ROWID;");

  q("insert t",
    "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM n WHERE i<20000)"
    " INSERT INTO t(id,a,b,c,s,g)"
    " SELECT i, (i*7919) % 10007, (i*i) % 1009, (i % 97) * 1.25 + i / 3.0,"
    "  'item-' || ((i*31) % 5003) || '-' || char(65 + i % 26, 97 + (i*3) % 26, 97 + (i*7) % 26),"
    "  CASE i % 5 WHEN 0 THEN 'alpha' WHEN 1 THEN 'beta' WHEN 2 THEN 'gamma' WHEN 3 THEN 'delta' ELSE 'eps' END"
    " FROM n;");
  q("insert u",
    "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM n WHERE i<2000)"
    " INSERT INTO u(k,grp,name,w) SELECT i, i % 37, printf('user%05d', (i*17)%2000), (i%13)*0.5 FROM n;");
  q("insert kv",
    "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM n WHERE i<3000)"
    " INSERT INTO kv SELECT printf('k%06x', i*2654435761 % 16777216), printf('%d:%s', i, hex(i*i)) FROM n;");

  q("indexes",
    "CREATE INDEX t_a ON t(a); CREATE INDEX t_gb ON t(g, b); CREATE INDEX t_s ON t(s);"
    "CREATE INDEX u_grp ON u(grp, name);");

  q("counts", "SELECT count(*), sum(a), sum(b), total(c), min(s), max(s) FROM t;");
  q("agg by g",
    "SELECT g, count(*), sum(a), printf('%.6f', avg(c)), count(DISTINCT b), min(a), max(a)"
    " FROM t GROUP BY g ORDER BY g;");
  q("group_concat ordered",
    "SELECT b % 10, group_concat(a, ',' ORDER BY a DESC) FROM (SELECT a, b FROM t WHERE id <= 60)"
    " GROUP BY b % 10 ORDER BY 1;");
  q("order limit", "SELECT id, a, b, s FROM t ORDER BY a DESC, id LIMIT 25;");
  q("order limit offset", "SELECT id, s FROM t WHERE g='gamma' ORDER BY s, id LIMIT 20 OFFSET 500;");
  q("index range", "SELECT count(*), sum(id) FROM t WHERE a BETWEEN 1000 AND 2000;");
  q("index eq", "SELECT id, b FROM t WHERE g='delta' AND b=17 ORDER BY id;");
  q("join",
    "SELECT u.grp, count(*), sum(t.a), printf('%.6f', sum(t.c*u.w)) FROM t JOIN u ON u.k = t.id % 2000 + 1"
    " WHERE t.b < 300 GROUP BY u.grp ORDER BY u.grp;");
  q("left join",
    "SELECT u.k, u.name, count(t.id) FROM u LEFT JOIN t ON t.a = u.k * 5"
    " WHERE u.k % 97 = 0 GROUP BY u.k ORDER BY u.k;");
  q("subquery in",
    "SELECT count(*), sum(a) FROM t WHERE b IN (SELECT grp * 27 FROM u WHERE w > 3);");
  q("correlated subquery",
    "SELECT id, a, (SELECT count(*) FROM t AS t2 WHERE t2.a < t.a AND t2.g = t.g) FROM t"
    " WHERE id % 1500 = 1 ORDER BY id;");
  q("exists",
    "SELECT count(*) FROM u WHERE EXISTS (SELECT 1 FROM t WHERE t.a = u.k AND t.b > 500);");
  q("window rank",
    "SELECT g, id, a, rank() OVER w, dense_rank() OVER w, row_number() OVER w FROM t WHERE id <= 40"
    " WINDOW w AS (PARTITION BY g ORDER BY a) ORDER BY g, a;");
  q("window running",
    "SELECT id, a, sum(a) OVER (ORDER BY id ROWS BETWEEN 3 PRECEDING AND 1 FOLLOWING),"
    " printf('%.6f', avg(c) OVER (ORDER BY id ROWS 5 PRECEDING)),"
    " lag(a, 2, -1) OVER (ORDER BY id), lead(s) OVER (ORDER BY id), ntile(4) OVER (ORDER BY id)"
    " FROM t WHERE id BETWEEN 100 AND 130;");
  q("window agg whole",
    "SELECT g, max(rs), count(*) FROM (SELECT g, sum(b) OVER (PARTITION BY g ORDER BY id) AS rs FROM t)"
    " GROUP BY g ORDER BY g;");
  q("like glob",
    "SELECT count(*) FROM t WHERE s LIKE 'item-1%'; SELECT count(*) FROM t WHERE s GLOB '*-[A-C]?x';"
    "SELECT count(*) FROM t WHERE s LIKE '%q_' ESCAPE '\\'; SELECT id, s FROM t WHERE s GLOB 'item-42-*' ORDER BY id;");
  q("string funcs",
    "SELECT id, substr(s, 6, 3), instr(s, '-'), replace(s, 'item', 'IT'), upper(g), length(s),"
    " printf('%d|%5s|%-6s|%f|%x|%q|%08.3f', a, g, substr(g,1,3), c, a * 977, s || '''x', c / 7)"
    " FROM t WHERE id % 997 = 0 ORDER BY id;");
  q("trim/misc",
    "SELECT trim('  abc  '), ltrim('xxabcxx','x'), rtrim('xxabcxx','x'), unicode('Z'), char(72,105),"
    " coalesce(NULL, 'z'), nullif(3,3), iif(1<2,'y','n'), typeof(1.5), quote('it''s');");
  q("json",
    "SELECT json_object('id', id, 'a', a, 'g', g, 'tags', json_array(b, s)) FROM t WHERE id <= 5;"
    "SELECT g, json_group_array(id) FROM (SELECT g, id FROM t WHERE id <= 30 ORDER BY id) GROUP BY g ORDER BY g;"
    "SELECT json_extract('{\"a\":[1,2,{\"b\":\"x\"}],\"c\":3.5}', '$.a[2].b', '$.c');"
    "SELECT sum(json_extract(j, '$.v')), count(*) FROM (SELECT json_object('v', a % 100) AS j FROM t);"
    "SELECT key, value, type FROM json_each('{\"x\":1,\"y\":[1,2],\"z\":null}') ORDER BY key;"
    "SELECT json_set('{\"a\":1}', '$.b', 2), json_remove('[1,2,3]', '$[1]'), json_valid('{bad'),"
    " json_array_length('[1,2,3,4]'), json_type('{\"q\":1.0}', '$.q');");
  q("kv",
    "SELECT count(*), min(key), max(key), sum(length(val)) FROM kv;"
    "SELECT key, val FROM kv WHERE key > 'k7f' ORDER BY key LIMIT 10;");

  q("mandelbrot",
    "WITH RECURSIVE"
    "  xaxis(x) AS (VALUES(-2.0) UNION ALL SELECT x+0.05 FROM xaxis WHERE x<1.2),"
    "  yaxis(y) AS (VALUES(-1.0) UNION ALL SELECT y+0.1 FROM yaxis WHERE y<1.0),"
    "  m(iter, cx, cy, x, y) AS ("
    "    SELECT 0, x, y, 0.0, 0.0 FROM xaxis, yaxis"
    "    UNION ALL"
    "    SELECT iter+1, cx, cy, x*x-y*y + cx, 2.0*x*y + cy FROM m"
    "     WHERE (x*x + y*y) < 4.0 AND iter<28"
    "  ),"
    "  m2(iter, cx, cy) AS (SELECT max(iter), cx, cy FROM m GROUP BY cx, cy),"
    "  a(t) AS ("
    "    SELECT group_concat( substr(' .+*#', 1+min(iter/7,4), 1), '')"
    "    FROM m2 GROUP BY cy"
    "  )"
    " SELECT group_concat(rtrim(t),x'0a') FROM a;");

  q("sudoku",
    "WITH RECURSIVE"
    "  input(sud) AS ("
    "    VALUES('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79')"
    "  ),"
    "  digits(z, lp) AS ("
    "    VALUES('1', 1)"
    "    UNION ALL SELECT CAST(lp+1 AS TEXT), lp+1 FROM digits WHERE lp<9"
    "  ),"
    "  x(s, ind) AS ("
    "    SELECT sud, instr(sud, '.') FROM input"
    "    UNION ALL"
    "    SELECT"
    "      substr(s, 1, ind-1) || z || substr(s, ind+1),"
    "      instr( substr(s, 1, ind-1) || z || substr(s, ind+1), '.' )"
    "     FROM x, digits AS z"
    "    WHERE ind>0"
    "      AND NOT EXISTS ("
    "            SELECT 1"
    "              FROM digits AS lp"
    "             WHERE z.z = substr(s, ((ind-1)/9)*9 + lp, 1)"
    "                OR z.z = substr(s, ((ind-1)%9) + (lp-1)*9 + 1, 1)"
    "                OR z.z = substr(s, (((ind-1)/3) % 3) * 3"
    "                        + ((ind-1)/27) * 27 + lp"
    "                        + ((lp-1) / 3) * 6, 1)"
    "         )"
    "  )"
    " SELECT s FROM x WHERE ind=0;");

  q("float math",
    "SELECT printf('%.6f', sum(c * c) / count(*)), printf('%.6f', sum(c) / 7.0), printf('%.6f', 1.0/3.0),"
    " printf('%.6e', 1.0/3.0e10), round(2.5), round(-2.5), round(1234.5678, 2), 1e308*10, cast(3.99 as int),"
    " printf('%.6f', cast(-3.5 as int)), 7/2, 7.0/2, 7 % 3, -7 % 3, printf('%.3e', 6.02214076e23),"
    " printf('%!.20g', 0.1), printf('%.15g', 2.0/3.0), printf('%g', 1e-7), printf('%.6f', 1e15+0.3)"
    " FROM t;");
  /* Newton square roots and a series for pi, in SQL */
  q("float newton",
    "WITH RECURSIVE nw(n, x, k) AS (SELECT v, v/2.0, 0 FROM (SELECT 2.0 AS v UNION ALL SELECT 10.0 UNION ALL SELECT 12345.678)"
    " UNION ALL SELECT n, (x + n/x)/2.0, k+1 FROM nw WHERE k < 30)"
    " SELECT printf('%.6f', n), printf('%.6f', x) FROM nw WHERE k = 30 ORDER BY n;"
    "WITH RECURSIVE s(k, acc) AS (SELECT 0, 0.0 UNION ALL SELECT k+1, acc + (CASE k%2 WHEN 0 THEN 4.0 ELSE -4.0 END)/(2*k+1) FROM s WHERE k < 200000)"
    " SELECT printf('%.6f', acc) FROM s WHERE k = 200000;");
  q("float per group",
    "SELECT g, printf('%.6f', sum(c)), printf('%.6f', sum(1.0/(a+1))), printf('%.6f', max(c) - min(c)),"
    " printf('%.6f', avg(c*c) - avg(c)*avg(c)) FROM t GROUP BY g ORDER BY g;");

  /* repeated heavier work to get the run time up: sorts / group by on expressions */
  for (int r = 0; r < 16; r++) {
    char sql[512];
    snprintf(sql, sizeof sql,
             "SELECT %d, count(*), sum(x), min(y), max(y) FROM (SELECT (a*%d + b) %% 4099 AS x,"
             " substr(s, %d) || g AS y FROM t ORDER BY y, x) ;", r, r + 3, r + 1);
    q("repeat sort", sql);
    snprintf(sql, sizeof sql,
             "SELECT (a * %d) %% 13 AS k, count(DISTINCT b %% %d), group_concat(DISTINCT g) FROM t GROUP BY k ORDER BY k;",
             r + 2, 50 + r);
    q("repeat group", sql);
  }

  q("update",
    "UPDATE t SET a = a + 1, s = s || '!' WHERE id % 3 = 0;"
    "UPDATE t SET c = c * 2 WHERE g IN ('beta', 'eps') AND b > 500;"
    "UPDATE u SET w = w + grp WHERE name LIKE 'user00%';");
  q("delete",
    "DELETE FROM t WHERE id % 11 = 4 OR a < 50; DELETE FROM kv WHERE val LIKE '%:1%';"
    "SELECT changes(), total_changes() > 0;");
  q("checksum",
    "SELECT count(*), sum(id), sum(a * 3 + b), printf('%.6f', total(c)), sum(length(s)), sum(unicode(substr(s, -1))) FROM t;"
    "SELECT count(*), sum(k), printf('%.6f', sum(w)) FROM u;"
    "SELECT count(*), sum(length(key) + length(val)) FROM kv;");
  q("checksum hash",
    "SELECT sum(h) % 1000000007 FROM (SELECT (id * 1000003 + a * 10007 + b * 101 + length(s)) % 2147483647 AS h FROM t);");
  qs("typed rows",
     "SELECT id, a, c, s, x'deadbeef', NULL FROM t WHERE id % 2500 = 1 ORDER BY id;");
  blob_roundtrip();
  q("integrity", "PRAGMA integrity_check;");

  q("explain-free stats",
    "SELECT count(*) FROM t AS x JOIN t AS y ON x.a = y.b WHERE x.id < 400;");

  sqlite3_close(db);
  printf("rows printed: %llu, errors: %d\n", rows_printed, nerr);
  return nerr > 100 ? 100 : nerr;
}
