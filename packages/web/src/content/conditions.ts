// Common conditions a patient can pick from (profile history, search filters). The list lives once
// in @ehp/api-types because the doctor search filters by condition on the server too.
export { commonConditions, type CommonCondition } from '@ehp/api-types';
