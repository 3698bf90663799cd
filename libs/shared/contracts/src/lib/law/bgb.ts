/**
 * Bürgerliches Gesetzbuch (BGB) as far as Fachwerk keeps data for it: the regular limitation period
 * of a claim. A supplier's claim for payment of work done becomes time-barred after three years
 * (§ 195 BGB), counted from the end of the year in which it arose (§ 199 Abs. 1 BGB). Until then a
 * deleted client's billing data may be kept to invoice that work (Art. 17 Abs. 3 lit. e DSGVO: the
 * establishment, exercise or defence of legal claims); from the day after, it must be erased.
 * One place decides; the deletion and the retention job call {@link claimLimitationEnd}.
 * Dates are civil dates `YYYY-MM-DD`.
 */

/** § 195 BGB: the regular limitation period in years. */
export const REGULAR_LIMITATION_YEARS = { value: 3, paragraph: '§ 195, § 199 Abs. 1 BGB' } as const;

/** When claims arising on `claimDate` are time-barred: the last day they can be pursued, and the first day after. */
export function claimLimitationEnd(claimDate: string): { lastDay: string; eraseFrom: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(claimDate)) throw new RangeError(`not a date: ${claimDate}`);
  const year = Number(claimDate.slice(0, 4)) + REGULAR_LIMITATION_YEARS.value;
  return { lastDay: `${year}-12-31`, eraseFrom: `${year + 1}-01-01` };
}
