package dev.hoist.ir.bitcode;

import java.util.Arrays;

/**
 * The abbreviations a BLOCKINFO block registers for blocks by id (SETBID, then DEFINE_ABBREVs),
 * which every later block of that id starts with; shared and read-only once read, so function
 * bodies read on several threads use one.
 *
 * <pre>
 *   BLOCKINFO { SETBID 11 (CONSTANTS) | DEFINE_ABBREV [SETTYPE, fixed 5] | ... }
 * </pre>
 */
final class BlockInfo {
  final Abbrev[][] byBlock = new Abbrev[64][];

  /** Reads the BLOCKINFO block {@code r} has entered, through its END_BLOCK. */
  void read(BitstreamReader r) {
    int current = -1;
    while (true) {
      if (r.depth() > 0 && r.bitPos() >= r.blockEnd()) throw r.error("BLOCKINFO runs past its length");
      int id = (int) r.read(r.abbrevWidth());
      switch (id) {
        case 0 -> {
          r.endBlock();
          return;
        }
        case 1 -> throw r.error("block inside BLOCKINFO");
        case 2 -> {
          if (current < 0) throw r.error("abbreviation in BLOCKINFO before SETBID");
          Abbrev a = Abbrev.read(r);
          Abbrev[] old = byBlock[current];
          Abbrev[] grown = old == null ? new Abbrev[1] : Arrays.copyOf(old, old.length + 1);
          grown[grown.length - 1] = a;
          byBlock[current] = grown;
        }
        default -> {
          r.entryId = id;
          int code = r.readRecord();
          if (code == 1) { // SETBID
            if (r.numOps() < 1 || r.op(0) < 0 || r.op(0) >= byBlock.length) throw r.error("invalid SETBID in BLOCKINFO");
            current = (int) r.op(0);
          }
        }
      }
    }
  }
}
