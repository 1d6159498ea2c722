import { readFileSync } from 'node:fs';

// The product version is the root package's; read once so /api/health reports what is deployed.
const rootPackage = new URL('../../../../package.json', import.meta.url);

export const APP_VERSION: string = (() => {
  try {
    const parsed = JSON.parse(readFileSync(rootPackage, 'utf8')) as { version?: unknown };
    return typeof parsed.version === 'string' ? parsed.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
})();
