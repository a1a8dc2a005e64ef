// Screenshots of pages at phone and desktop width in a language, for looking at what we build:
//   node scripts/screenshots.mjs --lang ar --login parent@roadlog.test /student/x /about
// Writes screenshots/<lang>-<width>-<path>.png. Needs a running server (BASE_URL, default :3000).
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const base = process.env.BASE_URL ?? 'http://localhost:3000';
const lang = opt('lang', 'en');
const login = opt('login', null);
const password = opt('password', 'Roadlog-demo-2026');
const widths = opt('widths', '390,1280').split(',').map(Number);
const out = opt('out', 'screenshots');
const viewportOnly = args.includes('--viewport');
if (viewportOnly) args.splice(args.indexOf('--viewport'), 1);
const paths = args.length ? args : ['/'];
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  await context.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`console error on ${page.url()}: ${m.text()}`));
  if (login) {
    const r = await page.request.post(`${base}/api/auth/sign-in/email`, {
      data: { email: login, password },
      headers: { origin: base },
    });
    if (!r.ok()) console.log('login failed', r.status(), await r.text());
  }
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = `${out}/${lang}-${width}-${p.replace(/[^a-z0-9]+/gi, '_') || 'root'}.png`;
    await page.screenshot({ path: file, fullPage: !viewportOnly });
    console.log(file, '←', page.url());
  }
  await context.close();
}
await browser.close();
