import { describeFaultRuns } from './fixtures/faulty-caught.ts';

// Each fault of the faulty server makes exactly the check that names it fail: every other fault
// from the first (faulty-server-faults-odd.test.ts takes the rest).
describeFaultRuns(0);
