/**
 * The help pages (entities/account/tutorial.ts) on their seeded collection (seeds/tutorial.ts): a reader — an account
 * without the screen's edit code — is answered only the published articles (list, detail and search alike); an
 * editor sees drafts too. A save stamps the update time (the engine's, for every entity with one); moving an article up or down swaps its display order with
 * its neighbour's in the same category.
 */
import { movedArticles, TUTORIAL_EDIT, TUTORIAL_REFUSALS, TUTORIAL_STATUS, tutorial } from '@/entities/account/tutorial';
import { data } from '../db';
import type { Backing } from '../entities';
import { served } from '../entities';
import { refuse } from '../errors';
import { sessionCodes } from '../access';
import { formatWallTime, nowWall } from '../time';

type Row = Record<string, unknown>;

/** Whether the signed-in account may manage the articles (the route's edit code, or every code). */
export function editsTutorials(): boolean {
  const codes = sessionCodes();
  return codes !== null && (codes.includes('*:*:*') || codes.includes(TUTORIAL_EDIT));
}

/** Swaps the row's place with its neighbour's (-1 up, +1 down), renumbering the category 1, 2, 3… in that order. */
function move(row: Row, step: -1 | 1): void {
  const list = movedArticles(data().userTutorial as unknown as Row[], row, step);
  if (!list) refuse((step < 0 ? TUTORIAL_REFUSALS.first : TUTORIAL_REFUSALS.last)['zh-CN']);
  list.forEach((r, i) => (r.sort = i + 1));
  row.updateTime = formatWallTime(nowWall());
}

const TUTORIALS: Backing = {
  collection: 'userTutorial',
  defaults: () => ({ status: TUTORIAL_STATUS.draft, summary: '' }),
  scope: () => (editsTutorials() ? () => true : (row) => row.status === TUTORIAL_STATUS.published),
  actions: {
    moveUp: { allowed: () => true, refusal: '', apply: (row) => move(row, -1) },
    moveDown: { allowed: () => true, refusal: '', apply: (row) => move(row, 1) },
  },
};

export const { handlers: tutorialHandlers } = served({ tutorials: [tutorial, TUTORIALS] });
