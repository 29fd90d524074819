/**
 * npm run check: the type check, lint and Prettier check side by side (each is one process on
 * one core; in a row they took ~73 s on a quiet 2-core machine). Each one's output is printed
 * whole when it ends, so the three never interleave; fails when any of them fails.
 */
import { spawn } from 'node:child_process';

const CHECKS = [
  ['type check', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['Prettier check', 'npm', ['run', '-s', 'format:check']],
];

function run([name, cmd, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let finished = false;
    const finish = (code) => {
      if (finished) return;
      finished = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString().trim();
      console.log(
        `${code === 0 ? 'ok' : 'FAILED'}: ${name} (${seconds} s)${text ? `\n${text}` : ''}`,
      );
      resolve(code === 0);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      finish(1);
    });
    child.on('close', finish);
  });
}

const results = await Promise.all(CHECKS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
