import { test as base, expect, type BrowserContext, type Page, type Request } from '@playwright/test';

/**
 * Every e2e test imports `test` and `expect` from here instead of '@playwright/test'. The automatic
 * `pageProblems` fixture watches the whole browser context (every page and popup) and fails the test when
 * it saw any of:
 *  - a console message of type "error",
 *  - an uncaught exception in a page ("pageerror"),
 *  - a call to /api/ answered with status >= 500, or that failed outright (network error).
 *    A request the app aborted itself (net::ERR_ABORTED, e.g. a cancelled query or a navigation) is not a failure,
 *    nor is one cut off because its page navigated away while it ran (the demo backend's service worker then
 *    reports net::ERR_FAILED for it).
 *
 * A test that provokes an error on purpose (e.g. a §8 "server error" case) lists what it expects:
 *   test.use({ allowedProblems: [/status of 500/, /\/api\/orders/] });
 * The test can also read `pageProblems` to assert on what was seen so far.
 */
export interface PageProblem {
  kind: 'console' | 'pageerror' | 'api';
  text: string;
}

interface GuardOptions {
  /** Problems whose text matches one of these are expected and do not fail the test. */
  allowedProblems: RegExp[];
}

interface GuardFixtures {
  /** Problems seen so far in this test (allowed ones excluded); checked again when the test ends. */
  pageProblems: PageProblem[];
}

const isApiUrl = (url: string): boolean => {
  try {
    return new URL(url).pathname.startsWith('/api/');
  } catch {
    return false;
  }
};

function watch(context: BrowserContext, record: (p: PageProblem) => void): void {
  // Main-frame navigations per page, and how many each request's page had seen when the request started.
  const navigations = new WeakMap<object, number>();
  const startedAt = new WeakMap<object, number>();
  const onPage = (page: Page) => {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.set(page, (navigations.get(page) ?? 0) + 1);
    });
  };
  context.pages().forEach(onPage);
  context.on('page', onPage);
  const pageOf = (request: Request): Page | null => {
    try {
      return request.frame().page();
    } catch {
      return null; // a service worker's own request: no frame
    }
  };
  context.on('request', (request) => {
    const page = pageOf(request);
    if (page) startedAt.set(request, navigations.get(page) ?? 0);
  });
  const navigatedAway = (request: Request): boolean => {
    const page = pageOf(request);
    return page !== null && (navigations.get(page) ?? 0) !== startedAt.get(request);
  };
  context.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const { url, lineNumber } = msg.location();
    record({ kind: 'console', text: url ? `${msg.text()} (${url}:${lineNumber})` : msg.text() });
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    record({ kind: 'pageerror', text: error.stack || `${error.name}: ${error.message}` });
  });
  context.on('response', (response) => {
    if (response.status() >= 500 && isApiUrl(response.url())) {
      record({ kind: 'api', text: `${response.request().method()} ${response.url()} -> ${response.status()}` });
    }
  });
  context.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    if (reason.includes('ERR_ABORTED') || !isApiUrl(request.url()) || navigatedAway(request)) return;
    record({ kind: 'api', text: `${request.method()} ${request.url()} -> ${reason}` });
  });
}

export const test = base.extend<GuardFixtures & GuardOptions>({
  allowedProblems: [[], { option: true }],
  pageProblems: [
    async ({ context, allowedProblems }, use, testInfo) => {
      const problems: PageProblem[] = [];
      watch(context, (p) => {
        if (!allowedProblems.some((re) => re.test(p.text))) problems.push(p);
      });
      await use(problems);
      if (problems.length > 0) {
        await testInfo.attach('page-problems', { body: JSON.stringify(problems, null, 2), contentType: 'application/json' });
      }
      expect(
        problems,
        `console errors / page errors / failed /api/ calls during the test:\n${problems.map((p) => `  [${p.kind}] ${p.text}`).join('\n')}`,
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
