#!/usr/bin/env node
// `npm run test:under-load [-- <command…>]`: runs the whole suite (`npm test`, or the command given) beside a bounded
// CPU load — two busy processes, one a core of the 2-core machine the suite must stay green on — started before it
// and stopped after it, whatever its outcome. It is how to prove that no test depends on the machine being idle
// (DEVELOPERS.md "Tests"; issue [R] item 5). Exit code: the suite's.
import { spawn } from 'node:child_process';

const BUSY = Number(process.env.LOAD_PROCESSES ?? 2);
const command = process.argv.slice(2);
const [cmd, ...args] = command.length > 0 ? command : ['npm', 'test'];

const burners = Array.from({ length: BUSY }, () =>
  spawn(process.execPath, ['-e', 'for (;;) { Math.sqrt(Math.random()); }'], { stdio: 'ignore' }),
);
const stop = () => {
  for (const b of burners) if (b.exitCode === null) b.kill('SIGKILL');
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(130)));

console.info(`under-load: ${BUSY} busy processes (pids ${burners.map((b) => b.pid).join(', ')}) beside: ${cmd} ${args.join(' ')}`);
const started = performance.now();
const child = spawn(cmd, args, { stdio: 'inherit' });
child.on('exit', (code, signal) => {
  stop();
  console.info(`under-load: ${cmd} ended (${signal ?? `exit code ${code}`}) after ${((performance.now() - started) / 60000).toFixed(1)} min beside the load.`);
  process.exitCode = code ?? 1;
});
