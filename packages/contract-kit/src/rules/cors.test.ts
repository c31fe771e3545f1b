import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract.ts';
import { fakeExchange } from '../test-exchange.ts';
import { allowedOriginProblems, corsRule, FOREIGN_ORIGIN, foreignOriginProblems } from './cors.ts';

const rule = corsRule(loadContract().openapi)!;
const origin = rule.allowedOrigins[0];

describe('CORS as x-cors documents it', () => {
  it('when openapi.yaml is read, then its x-cors names the portal origins, credentials and Vary: Origin', () => {
    expect(rule).toMatchObject({ credentials: true, vary: 'Origin', foreignPreflightStatus: 403 });
    expect(rule.allowedOrigins).toContain('http://localhost:5173');
  });

  it('when the allowed origin is echoed with credentials and Vary, then nothing is wrong; a wildcard is', () => {
    const headers = {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      vary: 'Origin',
    };
    expect(allowedOriginProblems(fakeExchange(200, {}, { headers }), origin, rule, false)).toEqual([]);
    const star = fakeExchange(200, {}, { headers: { ...headers, 'access-control-allow-origin': '*' } });
    expect(allowedOriginProblems(star, origin, rule, false)).toEqual([
      `Access-Control-Allow-Origin is '*', expected '${origin}'`,
    ]);
  });

  it('when a foreign origin is granted, or Vary is missing, then each is named', () => {
    const granted = fakeExchange(200, {}, { headers: { 'access-control-allow-origin': FOREIGN_ORIGIN } });
    expect(foreignOriginProblems(granted, rule, false)).toEqual([
      `Access-Control-Allow-Origin '${FOREIGN_ORIGIN}' lets a foreign origin read the answer`,
      'Vary does not name Origin (Vary: absent)',
    ]);
    expect(foreignOriginProblems(fakeExchange(204, {}, { headers: { vary: 'Origin' } }), rule, true)).toEqual([
      'the foreign preflight answered 204, expected 403',
    ]);
  });
});
