#!/usr/bin/env node
// The workspace packages export TypeScript (no build step): register tsx before loading the CLI, as the engine's
// pool workers do, so `npx alt-optimizer` and the installed bin run without a loader flag.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
