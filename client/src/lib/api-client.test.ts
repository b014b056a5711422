import {describe, expect, it} from 'vitest';
import {countOrders} from './sdk/sdk.gen';
import {jsonQuery} from './api-client';

describe('jsonQuery', () => {
  const where = {and: [{country: 'finland'}, {barCode: {ilike: '%JJ%'}}]};

  it('sends a nested where of a /count call as one JSON parameter', async () => {
    const urls: string[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return new Response(JSON.stringify({count: 3}), {headers: {'Content-Type': 'application/json'}});
    };
    const {data} = await countOrders({baseUrl: 'http://karat.test/api', query: {where}, fetch, ...jsonQuery});
    expect(data).toEqual({count: 3});
    expect(new URL(urls[0]).searchParams.get('where')).toBe(JSON.stringify(where));
  });

  it('is needed: the generated form serializer refuses a nested where', async () => {
    const fetch = async () => new Response('{}');
    await expect(countOrders({baseUrl: 'http://karat.test/api', query: {where}, fetch})).rejects.toThrow(/nested/i);
  });
});
