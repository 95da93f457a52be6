/**
 * The live screens' grid (1, 4 or 9 cells, each one vehicle's channel), as pure rules: where an opened channel goes,
 * what resizing keeps, and the layout kept per account and screen (local storage) so a desk reopens as it was left.
 */
import { GRID_SIZES, type GridSize } from '@/entities/video';
import { readJson, writeJson } from '@/lib/storage';

/** A cell's content: a vehicle's channel (its terminal's, as GET /api/video/channels names it). */
export interface GridCell {
  carId: number;
  plate: string;
  deviceId: number;
  terminalNo: string;
  channel: number;
  name: string;
  nameEn: string;
}

export interface GridLayout {
  size: GridSize;
  /** `size` entries: a channel, or null for an empty cell. */
  cells: (GridCell | null)[];
  /** The cell the next channel opens in (replacing what it shows). */
  selected: number;
}

export const emptyLayout = (size: GridSize = 4): GridLayout => ({ size, cells: Array<GridCell | null>(size).fill(null), selected: 0 });

const same = (a: GridCell | null, b: GridCell) => !!a && a.deviceId === b.deviceId && a.channel === b.channel;

/**
 * Opens a channel in the selected cell (replacing what it showed); a channel already open is only selected. The
 * selection then moves on to the next empty cell, so opening several channels fills the grid in order; with every
 * cell in use it stays, and the user picks the cell to replace by selecting it.
 */
export function placeCell(layout: GridLayout, cell: GridCell): GridLayout {
  const open = layout.cells.findIndex((c) => same(c, cell));
  if (open >= 0) return { ...layout, selected: open };
  const target = layout.selected;
  const cells = layout.cells.map((c, i) => (i === target ? cell : c));
  const nextEmpty = [...cells.keys()].map((k) => (target + 1 + k) % cells.length).find((i) => cells[i] === null);
  return { ...layout, cells, selected: nextEmpty ?? target };
}

/** Closes a cell; it becomes the selected one. */
export function closeCell(layout: GridLayout, index: number): GridLayout {
  return { ...layout, cells: layout.cells.map((c, i) => (i === index ? null : c)), selected: index };
}

/**
 * Another grid size: the open channels keep their order, packed from the first cell; shrinking below their number
 * closes the last ones (`closed`, so the screen can say how many).
 */
export function resizeGrid(layout: GridLayout, size: GridSize): { layout: GridLayout; closed: number } {
  const open = layout.cells.filter((c): c is GridCell => c !== null);
  const kept = open.slice(0, size);
  const cells = [...kept, ...Array<GridCell | null>(size - kept.length).fill(null)];
  return { layout: { size, cells, selected: kept.length < size ? kept.length : 0 }, closed: open.length - kept.length };
}

const isCell = (v: unknown): v is GridCell => {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  return typeof c.carId === 'number' && typeof c.plate === 'string' && typeof c.deviceId === 'number' && typeof c.terminalNo === 'string'
    && typeof c.channel === 'number' && typeof c.name === 'string' && typeof c.nameEn === 'string';
};

/** A stored layout, checked (anything else: null). */
export function isLayout(v: unknown): v is GridLayout {
  if (typeof v !== 'object' || v === null) return false;
  const l = v as Record<string, unknown>;
  return (GRID_SIZES as readonly unknown[]).includes(l.size) && Array.isArray(l.cells) && l.cells.length === l.size
    && l.cells.every((c) => c === null || isCell(c)) && typeof l.selected === 'number' && l.selected >= 0 && l.selected < Number(l.size);
}

/** Where an account's layout of a screen is kept. */
export const layoutKey = (screen: string, account: string | number) => `VIDEO_GRID:${screen}:${account}`;

export function readLayout(screen: string, account: string | number): GridLayout {
  return readJson('local', layoutKey(screen, account), isLayout, emptyLayout());
}

export function writeLayout(screen: string, account: string | number, layout: GridLayout): void {
  writeJson('local', layoutKey(screen, account), layout);
}
