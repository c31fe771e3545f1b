import { describe, expect, it } from 'vitest';
import { compareSchema, type Side } from './compare-schema.ts';

function compare(base: unknown, head: unknown, side: Side) {
  const found: string[] = [];
  compareSchema(base, head, side, 'body', (kind, location, detail) => found.push(`${kind} ${location}: ${detail}`));
  return found;
}

describe('compareSchema', () => {
  it('when an integer field accepts any number, then a request widens and a response gains a type', () => {
    expect(compare({ type: 'integer' }, { type: 'number' }, 'request')).toEqual([
      'widened-request-type body: type integer → number',
    ]);
    expect(compare({ type: 'integer' }, { type: 'number' }, 'response')).toEqual([
      'widened-response-type body: type integer → number',
    ]);
    expect(compare({ type: 'number' }, { type: 'integer' }, 'request')).toEqual([
      'narrowed-request-type body: type number → integer',
    ]);
  });

  it('when nullable is spelled three ways (type array, oneOf with null, nullable: true), then they compare equal', () => {
    const typeArray = { type: ['string', 'null'], maxLength: 5 };
    const oneOf = { oneOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }] };
    const nullable30 = { type: 'string', maxLength: 5, nullable: true };
    expect(compare(typeArray, oneOf, 'request')).toEqual([]);
    expect(compare(oneOf, nullable30, 'response')).toEqual([]);
  });

  it('when a request field loses null, then it is narrowed; a response field gaining it may be null', () => {
    expect(compare({ type: ['string', 'null'] }, { type: 'string' }, 'request')).toEqual([
      'narrowed-request-type body: type string|null → string',
    ]);
    expect(compare({ type: 'string' }, { anyOf: [{ type: 'string' }, { type: 'null' }] }, 'response')).toEqual([
      'widened-response-type body: type string → string|null (may now be null)',
    ]);
  });

  it('when fields come from allOf members, then they are compared as one object', () => {
    const base = { allOf: [{ type: 'object', required: ['a'], properties: { a: { type: 'string' } } }] };
    const head = {
      allOf: [
        { type: 'object', properties: { a: { type: 'string' } } },
        { type: 'object', required: ['b'], properties: { b: { type: 'string' } } },
      ],
    };
    expect(compare(base, head, 'response')).toEqual([
      'optional-response-field body.a: no longer required',
      'added-response-field body.b: new, required',
    ]);
    expect(compare(base, head, 'request')).toEqual(['new-required-request-field body.b: new and required']);
  });

  it('when a schema refers to itself, then the comparison ends and still finds the change below', () => {
    const node = (extra: Record<string, unknown>) => {
      const schema: Record<string, unknown> = { type: 'object', properties: { name: { type: 'string', ...extra } } };
      (schema.properties as Record<string, unknown>).children = { type: 'array', items: schema };
      return schema;
    };
    expect(compare(node({}), node({ maxLength: 3 }), 'request')).toEqual([
      'narrowed-request-type body.name: maxLength none → 3',
    ]);
  });

  it('when a union gains a member, then a response widens and a request only accepts more', () => {
    const two = { oneOf: [{ type: 'string' }, { type: 'integer' }] };
    const three = { oneOf: [{ type: 'string' }, { type: 'integer' }, { type: 'object' }] };
    expect(compare(two, three, 'response')).toEqual([
      'widened-response-type body: type string|integer → string|integer|object',
      'widened-response-type body: oneOf/anyOf members 2 → 3',
    ]);
    expect(compare(three, two, 'request')).toEqual([
      'narrowed-request-type body: type string|integer|object → string|integer',
      'narrowed-request-type body: oneOf/anyOf members 3 → 2',
    ]);
  });

  it('when a free-form field gets an enum, then a request is narrowed and a response is not', () => {
    expect(compare({ type: 'string' }, { type: 'string', enum: ['a'] }, 'request')).toEqual([
      'narrowed-request-enum body: enum none → ["a"]',
    ]);
    expect(compare({ type: 'string' }, { type: 'string', enum: ['a'] }, 'response')).toEqual([]);
    expect(compare({ type: 'string', enum: ['a'] }, { type: 'string' }, 'response')).toEqual([
      'added-response-enum-value body: enum ["a"] → none',
    ]);
  });
});
