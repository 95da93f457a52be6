/**
 * Two tabs of one browser, one demo backend (docs/architecture.md "Demo backend" → "Storage"): each page runs the demo
 * backend (msw) over the same IndexedDB; a record saved in one tab is never overwritten by a save in the other.
 * The records are made through each page's own calls (its own backend), as its screens make them.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

const BASE = '/api/lingsan/demandBill';

interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

interface Line {
  demandOrderNo: string;
  companyName: string;
  billMonth: string;
}

interface Bill {
  billId: number;
  billNo: string;
  companyName: string;
  billMonth: string;
  orderCount: number;
  payableAmount: number | string;
  lines: { demandOrderNo: string }[];
}

/** A call of the console's API from the page, answered by that page's demo backend. */
function call<T>(page: Page, path: string, body?: Record<string, unknown>): Promise<Answer<T>> {
  return page.evaluate(
    async ({ path, body }) => {
      const r = await fetch(path, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {});
      return (await r.json()) as Answer<T>;
    },
    { path, body },
  );
}

/** Waits until the page's demo backend answers (after a load, calls made before it started reach the web server). */
async function served(page: Page) {
  await expect
    .poll(() => page.evaluate(async (path) => (await fetch(path)).headers.get('content-type') ?? '', `${BASE}/companyOptions`))
    .toContain('json');
}

const billsOf = async (page: Page) => (await call<{ result: Bill[] }>(page, `${BASE}/list?page=1&pageSize=1000`)).data.result;

test('a demand bill made in each of two tabs: both kept, distinct numbers, each with its own order and amount, in both tabs after a reload', async ({ page: a, context }) => {
  await signIn(a);
  // A second tab signs in too: the console's sign-in is per tab (§2: loginFlag in session storage), the demo backend
  // behind both is one. (Going to / and matching /\/$/ once passed only while the guard had not yet sent the tab to
  // /Login: it failed whenever the tab was quicker than the check.)
  const b = await context.newPage();
  await signIn(b);
  await expect(b.getByRole('heading').first()).toBeVisible();

  // Two finished orders of one client and month that no bill holds yet.
  const lines = (await call<Line[]>(a, `${BASE}/billableOrders`)).data;
  const sameBill = (x: Line, y: Line) => x.companyName === y.companyName && x.billMonth === y.billMonth;
  const first = lines.find((l) => lines.some((o) => o !== l && sameBill(o, l)))!;
  expect(first).toBeDefined();
  const second = lines.find((o) => o !== first && sameBill(o, first))!;
  const bill = (page: Page, line: Line, extraFeeAmount: string) =>
    call<Bill>(page, `${BASE}/create`, {
      companyName: line.companyName, billMonth: line.billMonth, demandOrderNos: line.demandOrderNo, taxRate: '6', extraFeeAmount,
    });

  const made = [await bill(a, first, '100'), await bill(b, second, '200')];
  for (const m of made) expect(m.code, m.msg).toBe(0);
  const [inA, inB] = made.map((m) => m.data);
  expect(inB!.billId).not.toBe(inA!.billId);
  expect(inB!.billNo).not.toBe(inA!.billNo);

  for (const page of [a, b]) {
    await page.reload();
    await served(page);
    const bills = await billsOf(page);
    for (const mine of [inA!, inB!]) {
      const kept = bills.filter((x) => x.billId === mine.billId);
      expect(kept).toHaveLength(1);
      expect(kept[0]!.billNo).toBe(mine.billNo);
      expect(kept[0]!.orderCount).toBe(1);
      expect(String(kept[0]!.payableAmount)).toBe(String(mine.payableAmount));
      const detail = (await call<Bill>(page, `${BASE}/detail?billId=${mine.billId}`)).data;
      expect(detail.lines.map((l) => l.demandOrderNo)).toEqual(mine.lines.map((l) => l.demandOrderNo));
    }
  }
});
