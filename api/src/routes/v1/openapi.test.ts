import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { buildTestApp, getJson } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';

let t: TestApp;
let doc: OpenAPIV3.Document;

beforeAll(async () => {
  t = await buildTestApp();
  doc = await getJson<OpenAPIV3.Document>(t.app, '/v1/docs/json');
});
afterAll(() => t.close());

describe('GET /v1/docs/json', () => {
  test('is a valid OpenAPI document whose every $ref resolves', async () => {
    // validate() checks the document against the OpenAPI schema and dereferences every $ref;
    // it mutates its argument, hence the copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  test('the recursive menu entry is a named component that refers to itself', () => {
    const item = doc.components?.schemas?.MenuItem as OpenAPIV3.SchemaObject | undefined;
    expect(item?.properties?.children).toEqual({ type: 'array', items: { $ref: '#/components/schemas/MenuItem' } });
  });

  test('declares the bearer scheme and requires it where the route does', () => {
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    const op = (path: string, method: 'get' | 'post' | 'put' | 'delete') => doc.paths[path]?.[method];
    // required: an order list is never public
    expect(op('/v1/order', 'get')?.security).toEqual([{ bearerAuth: [] }]);
    // optional: a cart works for a guest and for a customer
    expect(op('/v1/cart', 'get')?.security).toEqual([{}, { bearerAuth: [] }]);
    // public: no security requirement
    expect(op('/v1/home', 'get')?.security).toBeUndefined();
  });

  test("documents the page list's fields option, and items that may be cut to it", () => {
    const list = doc.paths['/v1/page']?.get;
    const names = (list?.parameters as OpenAPIV3.ParameterObject[] | undefined)?.map((p) => p.name);
    expect(names).toContain('fields');
    expect(list?.description).toMatch(/fields/);
  });
});
