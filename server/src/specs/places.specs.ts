import type {SchemaObject} from '@loopback/rest';

export const placeSuggestionsSchema: SchemaObject = {
  type: 'object',
  title: 'PlaceSuggestions',
  properties: {
    enabled: {type: 'boolean'},
    suggestions: {
      type: 'array',
      items: {
        type: 'object',
        title: 'PlaceSuggestion',
        properties: {description: {type: 'string'}, address: {type: 'string'}, zip: {type: 'string'}, city: {type: 'string'}},
      },
    },
  },
};
