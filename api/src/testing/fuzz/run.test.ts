import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findNul } from '../../http/control-characters';
import { fuzzCases } from './arbitraries';
import { routesOf } from './routes';
import { errorBodyProblem } from './run';

const sent = (text: string, contentType = 'application/json; charset=utf-8') => ({
  status: 400,
  contentType,
  text,
  url: '/x',
});

describe('the fuzz test can fail', () => {
  it('accepts only the catalogued error body', () => {
    expect(
      errorBodyProblem(sent('{"code":"VALIDATION_FAILED","message":"Bad","fieldErrors":{"a":"b"}}')),
    ).toBeNull();
    expect(errorBodyProblem(sent('{"code":"FST_ERR_BAD_URL","message":"Bad"}'))).toMatch(/catalogue/);
    expect(errorBodyProblem(sent('{"statusCode":400,"error":"Bad Request","message":"x"}'))).toMatch(
      /catalogue/,
    );
    expect(errorBodyProblem(sent('{"code":"NOT_FOUND","message":""}'))).toMatch(/message/);
    expect(errorBodyProblem(sent('oops', 'text/plain'))).toMatch(/text\/plain/);
    expect(errorBodyProblem(sent('{"code":"NOT_FOUND","message":"x","stack":"..."}'))).toMatch(
      /unexpected keys/,
    );
  });

  it('reads routes, parameters and bodies from an OpenAPI document', () => {
    const routes = routesOf({
      paths: {
        '/api/things/{id}': {
          put: {
            parameters: [{ in: 'path', name: 'id' }],
            requestBody: {
              content: {
                'application/json': { schema: { type: 'object', properties: { a: { type: 'string' } } } },
              },
            },
          },
        },
      },
    });
    expect(routes).toMatchObject([{ method: 'PUT', path: '/api/things/{id}', pathParams: ['id'] }]);
    const cases = fc.sample(fuzzCases(routes[0]!), { seed: 1, numRuns: 50 });
    expect(cases.some((c) => c.body.kind === 'raw')).toBe(true);
    expect(cases.every((c) => typeof c.path.id === 'string')).toBe(true);
  });

  it('finds a NUL character anywhere in the input', () => {
    expect(findNul({ a: [{ b: 'x\u0000' }] })).toBe('a.0.b');
    expect(findNul({ a: 'fine', b: [1, null] })).toBeNull();
  });
});
