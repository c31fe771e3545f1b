import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract.ts';
import { createValidator } from '../schema-validator.ts';
import { typedQueryValue } from './fields.ts';
import { invalidRequests, requestSeed, validRequests, type BaseRequest } from './plan.ts';

const contract = loadContract();
const doc = contract.openapi;
const validate = createValidator(doc);
const reviews = contract.operation('listDoctorReviews');
const reviewsBase: BaseRequest = { query: { pmdc: '12345-P' } };
const labBooking = contract.operation('createLabBooking');
const labBase: BaseRequest = {
  query: {},
  body: contract.operation('createLabBooking').requestBody!.content['application/json'].example,
};

const queryProblems = (query: Record<string, string>) =>
  reviews.parameters.flatMap((p) =>
    query[p.name] === undefined
      ? p.required
        ? [`${p.name} missing`]
        : []
      : validate(p.schema, typedQueryValue(doc, p.schema, query[p.name])),
  );

describe('generated requests', () => {
  it('when valid requests are planned, then #0 has every optional parameter at its upper bound and each is valid', () => {
    const valid = validRequests(doc, reviews, reviewsBase, 1, 5, validate);
    expect(valid).toHaveLength(5);
    expect(valid[0].query).toEqual({ pmdc: '12345-P', page: '1000', page_size: '50' });
    for (const req of valid) expect(queryProblems(req.query)).toEqual([]);
    const bodies = validRequests(doc, labBooking, labBase, 1, 5, validate);
    for (const req of bodies)
      expect(validate(labBooking.requestBody!.content['application/json'].schema!, req.body)).toEqual([]);
  });

  it('when the same seed is planned twice, then the requests are the same; each has its own seed', () => {
    expect(validRequests(doc, reviews, reviewsBase, 9, 5, validate)).toEqual(
      validRequests(doc, reviews, reviewsBase, 9, 5, validate),
    );
    expect(invalidRequests(doc, labBooking, labBase, 9, 5, validate)).toEqual(
      invalidRequests(doc, labBooking, labBase, 9, 5, validate),
    );
    expect(requestSeed(9, 'listDoctorReviews', 'valid', 2)).not.toBe(requestSeed(9, 'listDoctorReviews', 'valid', 3));
  });

  it('when invalid requests are planned, then each breaks one field of the known-good request, in different kinds first', () => {
    const invalid = invalidRequests(doc, reviews, reviewsBase, 3, 3, validate);
    expect(invalid.map((r) => r.broken)).toEqual(['missing-required', 'out-of-range', 'wrong-type']);
    for (const req of invalid) expect(queryProblems(req.query)).not.toEqual([]);
    const body = invalidRequests(doc, labBooking, labBase, 3, 20, validate);
    for (const req of body) {
      expect(validate(labBooking.requestBody!.content['application/json'].schema!, req.body)).not.toEqual([]);
      const changed = Object.keys({ ...(labBase.body as object), ...(req.body as object) }).filter(
        (k) =>
          JSON.stringify((req.body as Record<string, unknown>)[k]) !==
          JSON.stringify((labBase.body as Record<string, unknown>)[k]),
      );
      expect(changed).toHaveLength(1);
    }
    expect(new Set(body.map((r) => r.broken)).size).toBeGreaterThanOrEqual(6);
  });
});
