/**
 * Rounding (one rule everywhere): percentages and grade point averages are rounded HALF UP to 2
 * decimals once, at the end, from exact unrounded sums. Marks and grade points carry at most 2
 * decimals, so the sums are kept in whole hundredths and the division is done in integers: no
 * binary-float drift (3.7 × 3 credits is exactly 11.10 points, never 11.099999). A percentage is
 * placed in a band AFTER rounding, so the figure printed on the marksheet is the figure graded.
 */

/** Hundredths as a whole number: every figure here has at most 2 decimals. */
export function hundredths(value: number): number {
  return Math.round(value * 100);
}

export function hasTwoDecimalsAtMost(value: number): boolean {
  return Math.abs(value * 100 - hundredths(value)) < 1e-6;
}

/** numerator / denominator rounded half up to a whole number (both ≥ 0, denominator > 0). */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
