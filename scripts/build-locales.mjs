// Merges locales/<lng>/<area>.json into public/locales/<lng>/translation.json ({ <area>: {...} }),
// the single "translation" namespace the client loads (docs/product/languages.md#translation-loading). Run by build and dev.
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve('locales');
const out = path.resolve('public/locales');
for (const lng of fs.readdirSync(src)) {
  const dir = path.join(src, lng);
  if (!fs.statSync(dir).isDirectory()) continue;
  const merged = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    merged[file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  }
  fs.mkdirSync(path.join(out, lng), { recursive: true });
  fs.writeFileSync(path.join(out, lng, 'translation.json'), JSON.stringify(merged));
}
console.log(`locales: wrote ${fs.readdirSync(out).length} languages to public/locales`);
