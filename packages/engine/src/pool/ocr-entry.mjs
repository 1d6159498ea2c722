// The shared OCR thread starts without the parent's loaders when the parent did not get them from the command line
// (vitest, a bundled server): register tsx here so the TypeScript module can be imported (as worker-entry.mjs does).
import { register } from 'tsx/esm/api';

register();
await import('./ocr-worker.ts');
