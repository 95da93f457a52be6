/**
 * Runs a spreadsheet job (./sheetIo) in a worker of its own, ended when the job is; where the browser has no worker
 * (jsdom in the component tests) the same code runs on the page's thread, loaded when first asked.
 */
import type { SheetJob, SheetJobResult } from './sheetIo';

type Answer = { result: SheetJobResult } | { error: string };

export async function runJob(job: SheetJob): Promise<SheetJobResult> {
  if (typeof Worker === 'undefined') {
    const { runSheetJob } = await import('./sheetIo');
    return runSheetJob(job);
  }
  const worker = new Worker(new URL('./sheet.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<SheetJobResult>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<Answer>) => ('result' in event.data ? resolve(event.data.result) : reject(new Error(event.data.error)));
      worker.onerror = (event) => reject(new Error(event.message || 'worker failed'));
      worker.postMessage(job, job.kind === 'parse' ? [job.bytes] : []);
    });
  } finally {
    worker.terminate();
  }
}
