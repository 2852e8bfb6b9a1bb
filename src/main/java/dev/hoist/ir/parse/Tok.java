package dev.hoist.ir.parse;

/** Token kinds of the LLVM IR lexer (ints, not an enum, to keep the lexer's hot loop lean). */
final class Tok {
  private Tok() {}

  static final int EOF = 0;
  static final int ERROR = 1;
  // punctuation
  static final int EQUAL = 2, COMMA = 3, STAR = 4, LSQUARE = 5, RSQUARE = 6, LBRACE = 7, RBRACE = 8, LESS = 9,
      GREATER = 10, LPAREN = 11, RPAREN = 12, EXCLAIM = 13, BAR = 14, COLON = 15, DOTDOTDOT = 16, HASH = 17;
  // names and ids: the text is in Lexer.str, the number in Lexer.intVal
  static final int LOCAL_VAR = 20, LOCAL_ID = 21, GLOBAL_VAR = 22, GLOBAL_ID = 23, COMDAT_VAR = 24,
      METADATA_VAR = 25, ATTR_GRP_ID = 26, SUMMARY_ID = 27, LABEL_STR = 28, LABEL_ID = 29;
  // literals
  static final int STRING = 30, INTEGER = 31, FLOAT = 32;
  // words
  static final int TYPE = 40, KEYWORD = 41, ATTR_WORD = 42, WORD = 43;

  static String describe(int kind) {
    return switch (kind) {
      case EOF -> "end of file";
      case EQUAL -> "'='";
      case COMMA -> "','";
      case STAR -> "'*'";
      case LSQUARE -> "'['";
      case RSQUARE -> "']'";
      case LBRACE -> "'{'";
      case RBRACE -> "'}'";
      case LESS -> "'<'";
      case GREATER -> "'>'";
      case LPAREN -> "'('";
      case RPAREN -> "')'";
      case EXCLAIM -> "'!'";
      case BAR -> "'|'";
      case COLON -> "':'";
      case DOTDOTDOT -> "'...'";
      case HASH -> "'#'";
      case LOCAL_VAR, LOCAL_ID -> "local value";
      case GLOBAL_VAR, GLOBAL_ID -> "global value";
      case COMDAT_VAR -> "comdat name";
      case METADATA_VAR -> "metadata name";
      case ATTR_GRP_ID -> "attribute group";
      case LABEL_STR, LABEL_ID -> "label";
      case STRING -> "string constant";
      case INTEGER -> "integer";
      case FLOAT -> "floating-point constant";
      case TYPE -> "type";
      default -> "keyword";
    };
  }
}
