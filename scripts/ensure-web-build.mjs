// `npm start` serves the built web app: build it when it is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'web-marketplace');
const built = path.join(web, 'dist', 'index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sources = Math.max(
  newest(path.join(web, 'src')),
  newest(path.join(web, 'public')),
  statSync(path.join(web, 'index.html')).mtimeMs,
);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('[eventhire] building the web app…');
  execSync('npm run build -w web-marketplace', { cwd: root, stdio: 'inherit' });
}
