// The 99,999 bound of SPEC sections 5 and 9. openapi.yaml applies it to every `Amount` (its
// `maximum`); a test checks this constant against the contract, because generated types carry no
// numbers the browser could read at run time.

/** The largest amount in PKR the contract allows (openapi.yaml components.schemas.Amount.maximum). */
export const AMOUNT_MAX = 99_999;

/** The longest reason for a visit a patient may give when booking (openapi.yaml VisitReason.maxLength). */
export const VISIT_REASON_MAX = 200;
