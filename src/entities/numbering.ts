/**
 * Document numbers (docs/architecture.md "Entities", `numbering`): a contract's HT20261127001, a demand bill's
 * XQZD202610007. One rule for every numbered entity — the demo backend's create, a bespoke handler's, a seed's: the
 * prefix, the date (the day `YYYYMMDD` or the month `YYYYMM`), then a sequence of `digits` digits one above the highest
 * taken under the same prefix and date (a gap the seed left, or a deleted record's number, is never reused).
 */

/** How an entity's documents are numbered. */
export interface NumberPattern {
  /** The row field holding the number (not a form field: the backend fills it). */
  field: string;
  /** The letters before the date (HT, XQZD). */
  prefix: string;
  /** The date part: the day (YYYYMMDD) or the month (YYYYMM). */
  date: 'day' | 'month';
  /** The sequence's digits (zero-padded; a longer sequence is written whole). */
  digits: number;
}

/** The number's head for a date (`YYYY-MM-DD…` or `YYYY-MM`): the prefix and the date part. */
export function numberHead(pattern: NumberPattern, date: string): string {
  const compact = date.slice(0, pattern.date === 'day' ? 10 : 7).replaceAll('-', '');
  if (!/^\d+$/.test(compact) || compact.length !== (pattern.date === 'day' ? 8 : 6)) throw new Error(`numbering: ${date} is not a date`);
  return `${pattern.prefix}${compact}`;
}

/** The number with this sequence (1-based) for a date. */
export function numberOf(pattern: NumberPattern, date: string, sequence: number): string {
  return `${numberHead(pattern, date)}${String(sequence).padStart(pattern.digits, '0')}`;
}

/** The next number for a date, given the numbers taken (of every record of the kind): one above the highest of its head. */
export function nextNumber(pattern: NumberPattern, date: string, taken: Iterable<unknown>): string {
  const head = numberHead(pattern, date);
  let top = 0;
  for (const no of taken) {
    const text = typeof no === 'string' ? no : '';
    if (!text.startsWith(head)) continue;
    const tail = text.slice(head.length);
    if (/^\d+$/.test(tail)) top = Math.max(top, Number(tail));
  }
  return numberOf(pattern, date, top + 1);
}
