// `npm run dev`: the API with reload (tsx watch) on :3000 and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';

const run = (cmd, args, env = {}) =>
  spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env }, shell: process.platform === 'win32' });

run('node', ['scripts/build-locales.mjs']).on('exit', () => {
  const api = run('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    SERVE_CLIENT: 'false',
    TRUSTED_ORIGINS: 'http://localhost:5173',
  });
  const web = run('npx', ['vite']);
  console.log('\nOpen http://localhost:5173 (API on http://localhost:3000)\n');
  const stop = () => {
    api.kill();
    web.kill();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});
