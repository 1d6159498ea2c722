import { nodeProject } from '../../vitest.project.ts';

export default nodeProject({ include: ['src/**/*.test.ts', 'tools/**/*.test.ts'] });
