import {describe, expect, it} from 'vitest';
import {jsonQuerySerializer} from './api-client';
import {errorMessage, isNotFound, NO_ANSWER} from './api-error';
import {emptyField} from './payload';

describe('jsonQuerySerializer', () => {
  it('sends an object parameter as one JSON string', () => {
    const filter = {where: {name: {ilike: '%an%'}, isActive: true}, order: ['name ASC'], limit: 25, skip: 0};
    const query = jsonQuerySerializer({filter});
    expect(query.startsWith('filter=')).toBe(true);
    expect(JSON.parse(decodeURIComponent(query.slice('filter='.length)))).toEqual(filter);
    expect(new URLSearchParams(query).get('filter')).toBe(JSON.stringify(filter));
  });

  it('keeps primitives plain and skips empty values', () => {
    expect(jsonQuerySerializer({a: 1, b: 'x y', c: undefined, d: null})).toBe('a=1&b=x%20y');
  });
});

describe('errorMessage', () => {
  it('shows the server message as it comes', () => {
    expect(errorMessage({error: {statusCode: 409, name: 'ConflictError', message: 'Package is already received'}})).toBe('Package is already received');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(NO_ANSWER);
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
    expect(errorMessage(undefined)).toBe('Request failed');
  });
});
describe('isNotFound', () => {
  it('is true only for a 404 answer', () => {
    expect(isNotFound({error: {statusCode: 404, name: 'NotFoundError', message: 'Cannot find order'}})).toBe(true);
    expect(isNotFound({error: {statusCode: 500, name: 'InternalServerError', message: 'Internal Server Error'}})).toBe(false);
    expect(isNotFound(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('emptyField', () => {
  it('leaves out a field that was empty and clears one that had a value', () => {
    expect(emptyField('')).toBeUndefined();
    expect(emptyField(null)).toBeUndefined();
    expect(emptyField('turku')).toBeNull();
  });
});
