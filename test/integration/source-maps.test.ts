/**
 * No source maps in production unless asked for: the server does not serve `*.map` from the
 * client folder (only with SERVE_SOURCE_MAPS=true), and the client build writes no maps and no
 * `sourceMappingURL` comments (only with BUILD_SOURCE_MAPS=true).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import viteConfig, { clientSourceMaps } from '../../vite.config.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadlog-client-'));
const JS = 'console.log("app");\n//# sourceMappingURL=x.js.map\n';
const MAP = JSON.stringify({
  version: 3,
  sources: ['../../src/client/secret.ts'],
  sourcesContent: ['const secret = 1;'],
  mappings: '',
});

beforeAll(() => {
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Roadlog</title>');
  fs.writeFileSync(path.join(clientDir, 'assets/x.js'), JS);
  fs.writeFileSync(path.join(clientDir, 'assets/x.js.map'), MAP);
});
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

describe('serving the built client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { SERVE_CLIENT: 'true', CLIENT_DIR: clientDir } });
  });
  afterAll(() => t?.close());

  it('serves the script but not its source map', async () => {
    const js = await t.request({ method: 'GET', url: '/assets/x.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe(JS);
    const map = await t.request({ method: 'GET', url: '/assets/x.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sourcesContent');
    expect((await t.request({ method: 'HEAD', url: '/assets/x.js.map' })).statusCode).toBe(404);
  });

  it('serves source maps when SERVE_SOURCE_MAPS=true', async () => {
    const withMaps = await createTestApp({
      seed: false,
      env: { SERVE_CLIENT: 'true', CLIENT_DIR: clientDir, SERVE_SOURCE_MAPS: 'true' },
    });
    try {
      const map = await withMaps.request({ method: 'GET', url: '/assets/x.js.map' });
      expect(map.statusCode).toBe(200);
      expect(map.body).toBe(MAP);
    } finally {
      await withMaps.close();
    }
  });
});

describe('building the client', () => {
  it('builds no source maps unless BUILD_SOURCE_MAPS=true', () => {
    expect(viteConfig.build?.sourcemap).toBe(clientSourceMaps());
    expect(clientSourceMaps({})).toBe(false);
    expect(clientSourceMaps({ BUILD_SOURCE_MAPS: 'false' })).toBe(false);
    expect(clientSourceMaps({ BUILD_SOURCE_MAPS: 'true' })).toBe(true);
  });

  it('writes scripts without a sourceMappingURL comment and no map with the default setting', async () => {
    // A one-module app built with the project's source-map setting (the whole client takes minutes).
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'roadlog-build-'));
    try {
      fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><script type="module" src="/main.ts"></script>');
      fs.writeFileSync(path.join(root, 'main.ts'), 'const greeting: string = "hello";\nconsole.log(greeting);\n');
      await build({
        configFile: false,
        root,
        logLevel: 'silent',
        build: { outDir: path.join(root, 'dist'), sourcemap: clientSourceMaps({}), minify: false },
      });
      const files = fs.readdirSync(path.join(root, 'dist/assets'));
      const scripts = files.filter((f) => f.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
      for (const f of scripts)
        expect(fs.readFileSync(path.join(root, 'dist/assets', f), 'utf8')).not.toContain('sourceMappingURL');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
