/**
 * The import's spreadsheet worker (./sheetIo): reads a file or writes a workbook off the page's thread, so a
 * 10,000-row file never freezes the screen. One job per message, answered `{ result }` or `{ error }`.
 */
import { runSheetJob, type SheetJob, type SheetJobResult } from './sheetIo';

interface Scope {
  onmessage: ((event: MessageEvent<SheetJob>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
}

const scope = self as unknown as Scope;

scope.onmessage = (event) => {
  try {
    const result: SheetJobResult = runSheetJob(event.data);
    scope.postMessage({ result }, result.kind === 'write' ? [result.bytes] : []);
  } catch (e) {
    scope.postMessage({ error: e instanceof Error ? e.message : String(e) });
  }
};
