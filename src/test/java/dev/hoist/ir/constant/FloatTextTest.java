package dev.hoist.ir.constant;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Doubles and floats print as opt 14 prints them: decimal only when LLVM's six-digit rendering,
 * truncated before it is rounded, reads back. The expected texts are opt's.
 */
class FloatTextTest {
  private static String dbl(double v) {
    return FloatText.format(ConstantFP.ofDouble(v));
  }

  @Test
  void valuesJustBelowAShortDecimalPrintAsHex() {
    // 0.95 and 0.7 are 0.9499999999999999555... and 0.6999999999999999555...: the truncation
    // leaves 949999 and 699999, which read back as other doubles.
    assertEquals("0x3FEE666666666666", dbl(0.95));
    assertEquals("0x3FE6666666666666", dbl(0.7));
    // 0.3 is 0.2999999999999999888... too, but its digits are cut one later and round up.
    assertEquals("3.000000e-01", dbl(0.3));
  }

  @Test
  void valuesAtOrJustAboveAShortDecimalPrintAsDecimal() {
    assertEquals("1.000000e-01", dbl(0.1));
    assertEquals("2.500000e-01", dbl(0.25));
    assertEquals("-4.024900e+06", dbl(-4024900.0));
    assertEquals("0.000000e+00", dbl(0.0));
    assertEquals("-0.000000e+00", dbl(-0.0));
  }

  @Test
  void valuesNeedingMoreThanSixDigitsPrintAsHex() {
    assertEquals("0x400921FB54442D18", dbl(Math.PI));
  }
}
