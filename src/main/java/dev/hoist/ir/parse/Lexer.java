package dev.hoist.ir.parse;

import dev.hoist.ir.type.FloatType;
import dev.hoist.ir.type.IntegerType;
import dev.hoist.ir.type.PointerType;
import dev.hoist.ir.type.PrimitiveType;
import dev.hoist.ir.type.Type;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * The LLVM IR lexer, working on the raw bytes of the file. It follows LLVM 14's LLLexer: the same
 * token classes, the same escapes ({@code \\} and {@code \xx}) in strings and quoted names, the
 * same number syntaxes (decimal, {@code u0x}/{@code s0x} hex integers, decimal and hex floats with
 * {@code 0xK/0xL/0xM/0xH/0xR} prefixes). A token's payload is left in public fields.
 */
final class Lexer {
  private static final WordTable WORDS = new WordTable(1024);
  private static final Kw[] KWS = Kw.values();
  private static final int TYPE_BASE = 1000;
  private static final int ATTR_BASE = 2000;
  private static final Type[] TYPE_WORDS = {
    PrimitiveType.VOID, FloatType.HALF, FloatType.BFLOAT, FloatType.FLOAT, FloatType.DOUBLE, FloatType.X86_FP80,
    FloatType.FP128, FloatType.PPC_FP128, PrimitiveType.LABEL, PrimitiveType.METADATA, PrimitiveType.X86_MMX,
    PrimitiveType.X86_AMX, PrimitiveType.TOKEN, PointerType.OPAQUE
  };
  private static final String[] TYPE_NAMES = {
    "void", "half", "bfloat", "float", "double", "x86_fp80", "fp128", "ppc_fp128", "label", "metadata", "x86_mmx",
    "x86_amx", "token", "ptr"
  };
  /** LLVM 14's keyword attributes without arguments. */
  static final String[] ENUM_ATTRIBUTES = {
    "alwaysinline", "argmemonly", "builtin", "cold", "convergent", "disable_sanitizer_instrumentation", "hot",
    "immarg", "inaccessiblemem_or_argmemonly", "inaccessiblememonly", "inlinehint", "inreg", "jumptable",
    "minsize", "mustprogress", "naked", "nest", "noalias", "nobuiltin", "nocallback", "nocapture", "nocf_check",
    "noduplicate", "nofree", "noimplicitfloat", "noinline", "nomerge", "nonlazybind", "nonnull", "noprofile",
    "norecurse", "noredzone", "noreturn", "nosanitize_coverage", "nosync", "noundef",
    "nounwind", "null_pointer_is_valid", "optforfuzzing", "optnone", "optsize", "readnone", "readonly",
    "returned", "returns_twice", "safestack", "sanitize_address", "sanitize_hwaddress", "sanitize_memory",
    "sanitize_memtag", "sanitize_thread", "shadowcallstack", "signext", "speculatable",
    "speculative_load_hardening", "ssp", "sspreq", "sspstrong", "strictfp", "swiftasync", "swifterror",
    "swiftself", "willreturn", "writeonly", "zeroext", "uwtable"
  };

  static {
    for (Kw k : KWS) WORDS.put(k.text, k.ordinal());
    for (int i = 0; i < TYPE_NAMES.length; i++) WORDS.put(TYPE_NAMES[i], TYPE_BASE + i);
    for (int i = 0; i < ENUM_ATTRIBUTES.length; i++) WORDS.put(ENUM_ATTRIBUTES[i], ATTR_BASE + i);
  }

  final byte[] buf;
  /** Where lexing stops (EOF): the end of the buffer, or of the one entity a parallel worker reads. */
  private int end;
  private int pos;
  private int line = 1;
  private int lineStart;
  /** Line and column of the current token, packed as {@code (line << 24) | column}. */
  long tokPos;

  // The current token.
  int kind;
  int start;
  Kw kw;
  Type type;
  String str;
  long intVal; // INTEGER (when not big) and numbered ids
  BigInteger bigVal; // INTEGER too large for a long, else null
  char fpKind; // FLOAT: 'D' decimal, 'X' 0x double bits, or K L M H R
  double fpDouble; // FLOAT 'D'
  long fpLo; // FLOAT hex forms: low 64 bits
  long fpHi; // FLOAT hex forms: high bits
  String error; // ERROR: message

  Lexer(byte[] buf) {
    this.buf = buf;
    this.end = buf.length;
  }

  int pos() {
    return pos;
  }

  /** Moves back (or forward) to byte {@code p}, whose packed line/column is {@code packedPos}. */
  void resetTo(int p, long packedPos) {
    pos = p;
    line = (int) (packedPos >>> 24);
    lineStart = p - (int) (packedPos & 0xffffff) + 1;
  }

  /** As {@link #resetTo(int, long)}, and ends the input at byte {@code limit} (EOF there). */
  void resetTo(int p, long packedPos, int limit) {
    resetTo(p, packedPos);
    end = limit;
  }

  /** Packs the line and column of byte offset {@code p} (which must be on the current line or later). */
  long posOf(int p) {
    return ((long) line << 24) | Math.max(1, Math.min(p - lineStart + 1, 0xffffff));
  }

  /** Whether the next non-blank byte after the current token is {@code c} (a one-byte peek). */
  boolean nextByteIs(char c) {
    int p = pos;
    while (p < end && (buf[p] == ' ' || buf[p] == '\t' || buf[p] == '\r' || buf[p] == '\n')) p++;
    return p < end && buf[p] == c;
  }

  int next() {
    kind = lex();
    return kind;
  }

  private int lex() {
    kw = null;
    while (true) {
      if (pos >= end) {
        start = pos;
        tokPos = ((long) line << 24) | Math.min(pos - lineStart + 1, 0xffffff);
        return Tok.EOF;
      }
      int c = buf[pos] & 0xff;
      if (c == '\n') {
        pos++;
        line++;
        lineStart = pos;
        continue;
      }
      if (c == ' ' || c == '\t' || c == '\r' || c == 0) {
        pos++;
        continue;
      }
      if (c == ';') {
        while (pos < end && buf[pos] != '\n' && buf[pos] != '\r') pos++;
        continue;
      }
      start = pos;
      tokPos = ((long) line << 24) | Math.min(pos - lineStart + 1, 0xffffff);
      pos++;
      switch (c) {
        case '=': return Tok.EQUAL;
        case ',': return Tok.COMMA;
        case '*': return Tok.STAR;
        case '[': return Tok.LSQUARE;
        case ']': return Tok.RSQUARE;
        case '{': return Tok.LBRACE;
        case '}': return Tok.RBRACE;
        case '<': return Tok.LESS;
        case '>': return Tok.GREATER;
        case '(': return Tok.LPAREN;
        case ')': return Tok.RPAREN;
        case '|': return Tok.BAR;
        case ':': return Tok.COLON;
        case '%': return lexVar(Tok.LOCAL_VAR, Tok.LOCAL_ID);
        case '@': return lexVar(Tok.GLOBAL_VAR, Tok.GLOBAL_ID);
        case '$': return lexVar(Tok.COMDAT_VAR, Tok.ERROR);
        case '!': return lexExclaim();
        case '#': return lexUIntId(Tok.ATTR_GRP_ID, Tok.HASH);
        case '^': return lexUIntId(Tok.SUMMARY_ID, Tok.ERROR);
        case '"': return lexQuote();
        case '.': {
          int t = labelTail(pos);
          if (t >= 0) {
            str = latin1(start, t - 1);
            pos = t;
            return Tok.LABEL_STR;
          }
          if (pos + 1 < end && buf[pos] == '.' && buf[pos + 1] == '.') {
            pos += 2;
            return Tok.DOTDOTDOT;
          }
          return error("invalid character '.'");
        }
        case '+': return lexPositive();
        default:
          if ((c >= '0' && c <= '9') || c == '-') return lexDigitOrNegative();
          if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_') return lexIdentifier();
          return error("invalid character");
      }
    }
  }

  private int error(String msg) {
    error = msg;
    return Tok.ERROR;
  }

  // Byte classes, one table lookup per byte in the name loops (the tests were calls C1 did not inline).
  private static final byte LABEL = 1; // [-a-zA-Z$._0-9]
  private static final byte WORD = 2; // [a-zA-Z_0-9]: keyword characters
  private static final byte DIGIT = 4;
  private static final byte[] CLASS = new byte[256];

  static {
    for (int c = 0; c < 256; c++) {
      boolean letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
      boolean digit = c >= '0' && c <= '9';
      int k = 0;
      if (letter || digit || c == '-' || c == '$' || c == '.' || c == '_') k |= LABEL;
      if (letter || digit || c == '_') k |= WORD;
      if (digit) k |= DIGIT;
      CLASS[c] = (byte) k;
    }
  }

  static boolean isLabelChar(int c) {
    return (CLASS[c] & LABEL) != 0;
  }

  /** If label chars from {@code p} end in ':', the position after the colon, else -1. */
  private int labelTail(int p) {
    while (p < end && isLabelChar(buf[p] & 0xff)) p++;
    return p < end && buf[p] == ':' ? p + 1 : -1;
  }

  private String latin1(int from, int to) {
    return new String(buf, from, to - from, StandardCharsets.ISO_8859_1);
  }

  /** Reads a quoted string starting after the opening quote; returns the unescaped text or null at EOF. */
  private String readQuoted() {
    int s = pos;
    boolean escapes = false;
    while (pos < end && buf[pos] != '"') {
      if (buf[pos] == '\\') escapes = true;
      if (buf[pos] == '\n') {
        line++;
        lineStart = pos + 1;
      }
      pos++;
    }
    if (pos >= end) return null;
    int e = pos;
    pos++; // closing quote
    return escapes ? unescape(s, e) : latin1(s, e);
  }

  private String unescape(int from, int to) {
    StringBuilder sb = new StringBuilder(to - from);
    for (int i = from; i < to; i++) {
      int c = buf[i] & 0xff;
      if (c == '\\') {
        if (i + 1 < to && buf[i + 1] == '\\') {
          sb.append('\\');
          i++;
          continue;
        }
        if (i + 2 < to && hexVal(buf[i + 1]) >= 0 && hexVal(buf[i + 2]) >= 0) {
          sb.append((char) (hexVal(buf[i + 1]) * 16 + hexVal(buf[i + 2])));
          i += 2;
          continue;
        }
      }
      sb.append((char) c);
    }
    return sb.toString();
  }

  static int hexVal(byte b) {
    if (b >= '0' && b <= '9') return b - '0';
    if (b >= 'a' && b <= 'f') return b - 'a' + 10;
    if (b >= 'A' && b <= 'F') return b - 'A' + 10;
    return -1;
  }

  private int lexVar(int varKind, int idKind) {
    if (pos < end && buf[pos] == '"') {
      pos++;
      String s = readQuoted();
      if (s == null) return error("end of file in quoted name");
      if (s.indexOf('\0') >= 0) return error("null bytes are not allowed in names");
      str = s;
      return varKind;
    }
    int p = pos;
    if (p < end) {
      int c = buf[p] & 0xff;
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' || c == '$' || c == '.' || c == '_') {
        p++;
        byte[] cls = CLASS;
        while (p < end && (cls[buf[p] & 0xff] & LABEL) != 0) p++;
        str = latin1(pos, p);
        pos = p;
        return varKind;
      }
      if (c >= '0' && c <= '9' && idKind != Tok.ERROR) {
        return lexUIntId(idKind, Tok.ERROR);
      }
    }
    return error("invalid name");
  }

  private int lexUIntId(int idKind, int otherwise) {
    int p = pos;
    long v = 0;
    while (p < end && buf[p] >= '0' && buf[p] <= '9') {
      v = v * 10 + (buf[p] - '0');
      if (v > 0xffffffffL) return error("number too large");
      p++;
    }
    if (p == pos) return otherwise == Tok.ERROR ? error("expected a number") : otherwise;
    intVal = v;
    pos = p;
    return idKind;
  }

  private int lexExclaim() {
    int p = pos;
    if (p < end) {
      int c = buf[p] & 0xff;
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' || c == '$' || c == '.' || c == '_'
          || c == '\\') {
        p++;
        boolean escapes = c == '\\';
        while (p < end) {
          int d = buf[p] & 0xff;
          if (d == '\\') escapes = true;
          else if (!isLabelChar(d)) break;
          p++;
        }
        str = escapes ? unescape(pos, p) : latin1(pos, p);
        pos = p;
        return Tok.METADATA_VAR;
      }
    }
    return Tok.EXCLAIM;
  }

  private int lexQuote() {
    String s = readQuoted();
    if (s == null) return error("end of file in string constant");
    str = s;
    if (pos < end && buf[pos] == ':') {
      pos++;
      if (s.indexOf('\0') >= 0) return error("null bytes are not allowed in names");
      return Tok.LABEL_STR;
    }
    return Tok.STRING;
  }

  private int lexIdentifier() {
    int p = pos; // start+1
    int intEnd = buf[start] == 'i' ? -1 : start + 1;
    int keywordEnd = -1;
    byte[] cls = CLASS;
    for (; p < end; p++) {
      int k = cls[buf[p] & 0xff];
      if ((k & LABEL) == 0) break;
      if (intEnd < 0 && (k & DIGIT) == 0) intEnd = p;
      if (keywordEnd < 0 && (k & WORD) == 0) keywordEnd = p;
    }
    if (p < end && buf[p] == ':') {
      str = latin1(start, p);
      pos = p + 1;
      return Tok.LABEL_STR;
    }
    if (intEnd < 0) intEnd = p;
    if (intEnd != start + 1) {
      // i<digits>: an integer type
      long bits = 0;
      for (int i = start + 1; i < intEnd; i++) {
        bits = bits * 10 + (buf[i] - '0');
        if (bits > IntegerType.MAX_BITS) break;
      }
      pos = intEnd;
      if (bits < 1 || bits > IntegerType.MAX_BITS) return error("bitwidth for integer type out of range");
      type = IntegerType.get((int) bits);
      return Tok.TYPE;
    }
    if (keywordEnd < 0) keywordEnd = p;
    // [us]0x[0-9A-Fa-f]+ hexadecimal integer constants
    if ((buf[start] == 'u' || buf[start] == 's') && keywordEnd - start >= 3 && buf[start + 1] == '0'
        && buf[start + 2] == 'x') {
      int h = start + 3;
      while (h < end && hexVal(buf[h]) >= 0) h++;
      if (h > start + 3) {
        BigInteger v = new BigInteger(latin1(start + 3, h), 16);
        if (buf[start] == 's' && v.signum() != 0) {
          // As LLVM: the value is cut to its active bits and read as signed, so its top set bit is the sign.
          v = v.subtract(BigInteger.ONE.shiftLeft(v.bitLength()));
        }
        setInt(v);
        pos = h;
        return Tok.INTEGER;
      }
    }
    pos = keywordEnd;
    int w = WORDS.get(buf, start, keywordEnd);
    if (w >= 0) {
      if (w < TYPE_BASE) {
        kw = KWS[w];
        return Tok.KEYWORD;
      }
      if (w < ATTR_BASE) {
        type = TYPE_WORDS[w - TYPE_BASE];
        return Tok.TYPE;
      }
      str = ENUM_ATTRIBUTES[w - ATTR_BASE];
      return Tok.ATTR_WORD;
    }
    str = latin1(start, keywordEnd);
    return Tok.WORD;
  }

  private void setInt(BigInteger v) {
    if (v.bitLength() < 64) {
      intVal = v.longValue();
      bigVal = null;
    } else {
      bigVal = v;
      intVal = v.longValue();
    }
  }

  private int lexPositive() {
    // +[0-9]+.[0-9]*([eE][-+]?[0-9]+)?  (only floats may carry a '+')
    int p = pos;
    if (p >= end || !(buf[p] >= '0' && buf[p] <= '9')) return error("invalid '+'");
    while (p < end && buf[p] >= '0' && buf[p] <= '9') p++;
    if (p >= end || buf[p] != '.') return error("invalid '+'");
    pos = p;
    return lexDecimalFloat();
  }

  private int lexDigitOrNegative() {
    int c0 = buf[start] & 0xff;
    // A label that starts with a digit or '-', e.g. "1:" or "-foo:".
    if (!(c0 >= '0' && c0 <= '9') && !(pos < end && buf[pos] >= '0' && buf[pos] <= '9')) {
      int t = labelTail(pos);
      if (t >= 0) {
        str = latin1(start, t - 1);
        pos = t;
        return Tok.LABEL_STR;
      }
      return error("invalid '-'");
    }
    // Hex floats: 0x, 0xK, 0xL, 0xM, 0xH, 0xR
    if (c0 == '0' && pos < end && buf[pos] == 'x') return lexHexFloat();
    int p = pos;
    while (p < end && buf[p] >= '0' && buf[p] <= '9') p++;
    // A numbered label "12:" (or any label starting with digits).
    if (c0 != '-' && p < end && buf[p] == ':') {
      str = latin1(start, p);
      pos = p + 1;
      if (p - start > 9) return error("invalid value number (too large)");
      intVal = Long.parseLong(str);
      return Tok.LABEL_ID;
    }
    int t = p < end && (isLabelChar(buf[p] & 0xff) || buf[p] == ':') ? labelTail(p) : -1;
    if (t >= 0) {
      str = latin1(start, t - 1);
      pos = t;
      return Tok.LABEL_STR;
    }
    if (p < end && buf[p] == '.') {
      pos = p;
      return lexDecimalFloat();
    }
    pos = p;
    int len = p - start;
    if (len <= 18) {
      long v = 0;
      boolean neg = c0 == '-';
      for (int i = neg ? start + 1 : start; i < p; i++) v = v * 10 + (buf[i] - '0');
      intVal = neg ? -v : v;
      bigVal = null;
    } else {
      setInt(new BigInteger(latin1(start, p)));
    }
    return Tok.INTEGER;
  }

  /** Continues a decimal float at the '.' ({@code pos} points at it). */
  private int lexDecimalFloat() {
    int p = pos + 1;
    while (p < end && buf[p] >= '0' && buf[p] <= '9') p++;
    if (p < end && (buf[p] == 'e' || buf[p] == 'E')) {
      int q = p + 1;
      if (q < end && (buf[q] == '-' || buf[q] == '+')) q++;
      if (q < end && buf[q] >= '0' && buf[q] <= '9') {
        while (q < end && buf[q] >= '0' && buf[q] <= '9') q++;
        p = q;
      }
    }
    pos = p;
    fpKind = 'D';
    fpDouble = Double.parseDouble(latin1(buf[start] == '+' ? start + 1 : start, p));
    return Tok.FLOAT;
  }

  private int lexHexFloat() {
    int p = pos + 1; // after 'x'
    char k = 'X';
    if (p < end && (buf[p] == 'K' || buf[p] == 'L' || buf[p] == 'M' || buf[p] == 'H' || buf[p] == 'R')) {
      k = (char) buf[p];
      p++;
    }
    int h = p;
    while (h < end && hexVal(buf[h]) >= 0) h++;
    if (h == p) {
      // "0x" not followed by hex digits: LLVM lexes the 0 as an integer.
      pos = start + 1;
      intVal = 0;
      bigVal = null;
      return Tok.INTEGER;
    }
    pos = h;
    fpKind = k;
    int digits = h - p;
    switch (k) {
      case 'X', 'H', 'R' -> {
        if (digits > 16) return error("hexadecimal float constant too long");
        fpLo = parseHex(p, h);
        fpHi = 0;
      }
      case 'K' -> { // as LLVM: the first 4 digits are sign/exponent, the next 16 the significand
        int split = Math.min(h, p + 4);
        fpHi = parseHex(p, split);
        fpLo = parseHex(split, Math.min(h, split + 16));
      }
      default -> { // L, M as LLVM: 16 digits of low word (only if 16 are there), then up to 16 of high word
        int q = p;
        fpLo = 0;
        if (digits >= 16) {
          fpLo = parseHex(p, p + 16);
          q = p + 16;
        }
        fpHi = parseHex(q, Math.min(h, q + 16));
      }
    }
    return Tok.FLOAT;
  }

  private long parseHex(int from, int to) {
    long v = 0;
    for (int i = from; i < to; i++) v = (v << 4) | hexVal(buf[i]);
    return v;
  }

  /** The source text of the current token, for messages. */
  String tokenText() {
    return latin1(start, Math.min(pos, end));
  }
}
