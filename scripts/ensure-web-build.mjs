// `npm start` serves the built web apps: build each one when it is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

// The shared HTTP contract is part of both apps' sources (their types and the access table).
const contract = newest(path.join(root, 'contract', 'src'));
for (const app of ['web-marketplace', 'web-backoffice']) {
  const web = path.join(root, app);
  const built = path.join(web, 'dist', 'index.html');
  const sources = Math.max(
    contract,
    newest(path.join(web, 'src')),
    newest(path.join(web, 'public')),
    statSync(path.join(web, 'index.html')).mtimeMs,
  );
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    console.log(`[eventhire] building ${app}…`);
    execSync(`npm run build -w ${app}`, { cwd: root, stdio: 'inherit' });
  }
}
