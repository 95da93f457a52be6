/**
 * Two tabs, one demo backend (src/mocks/db.ts `serveCall`, docs/architecture.md "Demo backend" → "Storage"): each tab
 * is its own copy of the store (a fresh module graph here) over one shared storage with one lock, as two pages of a
 * browser are over one IndexedDB and one Web Lock. Nothing one tab saved is overwritten by the other.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as store from '@/mocks/db';
import { memoryStorage, type DemoStorage } from '@/mocks/db';
import type { DemoSession } from '@/mocks/model';

/** The store's module (one copy per tab). */
type Db = typeof store;

interface Note {
  id: number;
  text: string;
}

/** A test collection, seeded with one row. */
const NOTES = 'tabNotes';
const notesOf = (db: Db) => (db.data() as unknown as Record<string, Note[]>)[NOTES]!;

/** The browser's shared storage: memory, a lock (calls run one at a time, in the order asked), and the keys read. */
function sharedStorage() {
  const inner = memoryStorage();
  const gets: string[][] = [];
  let queue: Promise<unknown> = Promise.resolve();
  const storage: DemoStorage = {
    read: () => inner.read(),
    get: (keys) => (gets.push([...keys]), inner.get(keys)),
    write: (entries, clear) => inner.write(entries, clear),
    exclusive<T>(run: () => Promise<T>): Promise<T> {
      const turn = queue.then(run);
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
  return { storage, gets, stored: () => inner.readNow() };
}

/** A tab: the store's code loaded afresh (its own memory) and started on the shared storage, as a page load does. */
async function openTab(storage: DemoStorage): Promise<Db> {
  vi.resetModules();
  const db = await import('@/mocks/db');
  db.registerCollection(NOTES as never, (() => [{ id: 1, text: 'seeded' }]) as never);
  await db.loadDemoData(storage);
  return db;
}

/** A call that adds a note, as a handler creates a record: its id from the rows it sees, after reading its body. */
function addNote(db: Db, text: string): Promise<Note> {
  return db.serveCall(async () => {
    await Promise.resolve(); // the request's body is read first
    return db.commit((d) => {
      const notes = (d as unknown as Record<string, Note[]>)[NOTES]!;
      const note = { id: Math.max(...notes.map((n) => n.id)) + 1, text };
      notes.push(note);
      d.sequence.entity += 1;
      return note;
    });
  });
}

const listNotes = (db: Db) => db.serveCall(() => Promise.resolve(notesOf(db).map((n) => `${n.id}:${n.text}`)));

describe('two tabs over one storage', () => {
  it('a record made in each tab: both kept, with distinct ids, seen in both tabs and after a reload', async () => {
    const { storage, stored } = sharedStorage();
    const a = await openTab(storage);
    const b = await openTab(storage);
    expect(await addNote(a, 'from A')).toEqual({ id: 2, text: 'from A' });
    // B started before A's note: it reads it again before answering, so its note is another one.
    expect(await addNote(b, 'from B')).toEqual({ id: 3, text: 'from B' });
    expect(await addNote(a, 'A again')).toEqual({ id: 4, text: 'A again' });
    const all = ['1:seeded', '2:from A', '3:from B', '4:A again'];
    expect(await listNotes(a)).toEqual(all);
    expect(await listNotes(b)).toEqual(all);
    expect(b.data().sequence.entity).toBe(3);
    expect((stored().get(`c:${NOTES}`) as Note[]).map((n) => n.text)).toEqual(['seeded', 'from A', 'from B', 'A again']);
    const reloaded = await openTab(storage);
    expect(await listNotes(reloaded)).toEqual(all);
  });

  it('calls of two tabs asked at once run one after the other, each on what the other stored', async () => {
    const { storage } = sharedStorage();
    const a = await openTab(storage);
    const b = await openTab(storage);
    const made = await Promise.all([addNote(a, 'A1'), addNote(b, 'B1'), addNote(a, 'A2'), addNote(b, 'B2')]);
    expect(made.map((n) => n.id)).toEqual([2, 3, 4, 5]);
    expect(await listNotes(b)).toEqual(['1:seeded', '2:A1', '3:B1', '4:A2', '5:B2']);
    expect(await listNotes(a)).toEqual(['1:seeded', '2:A1', '3:B1', '4:A2', '5:B2']);
  });

  it('reads again only what another tab changed: nothing but the state’s summary when nothing moved', async () => {
    const { storage, gets } = sharedStorage();
    const a = await openTab(storage);
    const b = await openTab(storage);
    await addNote(a, 'from A');
    await listNotes(b); // the first state stored: read whole
    await addNote(a, 'A again');
    gets.length = 0;
    await listNotes(b);
    expect(gets).toEqual([['meta'], [`c:${NOTES}`]]);
    gets.length = 0;
    await listNotes(b);
    await listNotes(a);
    expect(gets).toEqual([['meta'], ['meta']]);
  });

  it('the session and a reset reach every tab', async () => {
    const { storage } = sharedStorage();
    const a = await openTab(storage);
    const b = await openTab(storage);
    const session: DemoSession = { account: 'admin', audience: 'provider-admin', loginType: 'account', loginTime: '' };
    await a.serveCall(() => Promise.resolve(a.setSession(session)));
    await addNote(b, 'from B');
    expect(await b.serveCall(() => Promise.resolve(b.currentSession()))).toEqual(session);
    await b.serveCall(() => Promise.resolve(b.resetDemoData()));
    expect(await listNotes(a)).toEqual(['1:seeded']);
    expect(a.currentSession()).toBeNull();
    expect(a.data().sequence.entity).toBe(0);
    // After the reset both tabs go on together.
    await addNote(a, 'after the reset');
    expect(await listNotes(b)).toEqual(['1:seeded', '2:after the reset']);
  });
});
