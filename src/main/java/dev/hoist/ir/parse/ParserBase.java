package dev.hoist.ir.parse;

import dev.hoist.ir.Module;
import java.math.BigInteger;

/** Token plumbing shared by the parser layers: advancing, expecting, errors with positions. */
abstract class ParserBase {
  final Lexer lex;
  final Module module;
  int tok;
  /**
   * Set in parsers that read one function body while others run in parallel: the module-level
   * tables are complete and shared, so a missing entry is an error rather than a forward reference.
   */
  boolean bodyWorker;

  ParserBase(byte[] source, Module module) {
    this.lex = new Lexer(source);
    this.module = module;
  }

  // Called for every token: the error is built in lexError so that next() stays under C1's
  // inlining size (35 bytes of bytecode).
  final int next() {
    int t = lex.next();
    tok = t;
    if (t == Tok.ERROR) throw lexError();
    return t;
  }

  private ParseError lexError() {
    return ParseError.at(lex.tokPos, lex.error);
  }

  final ParseError error(String msg) {
    return ParseError.at(lex.tokPos, msg);
  }

  final ParseError error(long pos, String msg) {
    return ParseError.at(pos, msg);
  }

  final ParseError expected(String what) {
    return error("expected " + what + (tok == Tok.EOF ? " but found end of file" : ""));
  }

  final boolean isKw(Kw k) {
    return tok == Tok.KEYWORD && lex.kw == k;
  }

  /** Consumes keyword {@code k} if it is next. */
  final boolean eatKw(Kw k) {
    if (tok == Tok.KEYWORD && lex.kw == k) {
      next();
      return true;
    }
    return false;
  }

  final boolean eat(int kind) {
    if (tok == kind) {
      next();
      return true;
    }
    return false;
  }

  final void expect(int kind, String what) {
    if (tok != kind) throw expected(what);
    next();
  }

  final void expectKw(Kw k) {
    if (!isKw(k)) throw expected("'" + k.text + "'");
    next();
  }

  /** An unsigned 32-bit integer token, as a long (ids go up to 2^32 - 1). */
  final long parseUInt32L(String what) {
    if (tok != Tok.INTEGER || lex.bigVal != null || lex.intVal < 0 || lex.intVal > 0xffffffffL) throw expected(what);
    long v = lex.intVal;
    next();
    return v;
  }

  /** An unsigned 32-bit integer token that must also fit an int. */
  final int parseUInt32(String what) {
    if (tok != Tok.INTEGER || lex.bigVal != null || lex.intVal < 0 || lex.intVal > 0xffffffffL) {
      throw expected(what);
    }
    long v = lex.intVal;
    next();
    if (v > Integer.MAX_VALUE) throw error("value too large for " + what);
    return (int) v;
  }

  final long parseUInt64(String what) {
    if (tok != Tok.INTEGER || lex.intVal < 0 && lex.bigVal == null) throw expected(what);
    BigInteger b = lex.bigVal;
    long v = lex.intVal;
    if (b != null && (b.signum() < 0 || b.bitLength() > 64)) throw error(what + " out of range");
    next();
    return v;
  }

  final String parseStringConstant(String what) {
    if (tok != Tok.STRING) throw expected(what);
    String s = lex.str;
    next();
    return s;
  }

  /** {@code align N}: the alignment, which must be a power of two up to 2^32. */
  final long parseAlignmentValue() {
    long pos = lex.tokPos;
    long a = parseUInt64("alignment");
    if (a == 0 || (a & (a - 1)) != 0) throw error(pos, "alignment is not a power of two");
    if (a > (1L << 32)) throw error(pos, "huge alignments are not supported yet");
    return a;
  }
}
