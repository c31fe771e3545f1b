import { portalTestProject } from './vitest.project';

// The portal's tests that replace modules, timers or globals: each file in a fresh environment.
export default portalTestProject('isolated');
