import { portalTestProject } from './vitest.project';

// The portal's tests that share a worker's module registry and window (see vitest.project.ts).
export default portalTestProject('shared');
