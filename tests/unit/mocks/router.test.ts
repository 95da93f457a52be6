/** The index in front of msw (src/mocks/router.ts) answers every request as the whole list of handlers would. */
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { indexHandlers } from '@/mocks/router';

const answer = (name: string) => () => HttpResponse.json({ name });
const list = [
  // (the index takes /api/ only: every path here is under it)
  http.get('*/api/a', answer('a-get')),
  http.get('*/api/item/:id', answer('item')),
  http.post('*/api/a', answer('a-post')),
  http.all('*/api/b', () => undefined), // falls through, as a resolver may
  http.all('*/api/b', answer('b')),
  http.get('*/api/x/b', answer('nested b')),
];
const { handler, candidates } = indexHandlers(list);

async function both(method: string, url: string) {
  const request = () => new Request(url, { method });
  const viaIndex = await getResponse([handler], request());
  const viaList = await getResponse(list, request());
  return [viaIndex && (await viaIndex.json()), viaList && (await viaList.json())];
}

describe('the demo backend handler index', () => {
  it.each([
    ['GET', 'http://localhost/api/a'],
    ['POST', 'http://localhost/api/a'],
    ['GET', 'http://localhost/API/A/'],
    ['GET', 'https://other.example.com/base/api/a?x=1'],
    ['GET', 'http://localhost/api/item/42'],
    ['PUT', 'http://localhost/api/b'],
    ['GET', 'http://localhost/api/x/b'],
    ['GET', 'http://localhost/base/api/x/b'],
    ['GET', 'http://localhost/assets/rest.js'],
    ['GET', 'http://localhost/api/none'],
    ['DELETE', 'http://localhost/api/a'],
  ])('%s %s: the same answer as the whole list', async (method, url) => {
    const [index, whole] = await both(method, url);
    expect(index).toEqual(whole);
  });

  it('runs only the handlers of the request path and those with parameters', () => {
    expect(candidates('/api/a').map((h) => h.info.path)).toEqual(['*/api/a', '*/api/item/:id', '*/api/a']);
    expect(candidates('/api/b').map((h) => h.info.path)).toEqual(['*/api/item/:id', '*/api/b', '*/api/b']);
    expect(candidates('/api/nothing').map((h) => h.info.path)).toEqual(['*/api/item/:id']);
  });
});

it('every endpoint of the demo backend is under /api/, the one path the index takes', async () => {
  const { handlers } = await import('@/mocks/handlers');
  expect(handlers.map((h) => String(h.info.path)).filter((p) => !p.startsWith('*/api/'))).toEqual([]);
});
