// Worker threads start without the parent's loaders when the parent did not get them from the command line
// (vitest, a bundled server): register tsx here so the TypeScript worker module can be imported.
import { register } from 'tsx/esm/api';

register();
const mod = await import('./worker.ts');

export default mod.default;
