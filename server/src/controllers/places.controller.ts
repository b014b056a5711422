import {BindingScope, inject, injectable} from '@loopback/core';
import {get, HttpErrors, param} from '@loopback/rest';
import {PlacesProvider} from '../adapters/places/places.adapter';
import {PLACES_PROVIDER} from '../keys';
import {placeSuggestionsSchema} from '../specs/places.specs';

/** Address autocomplete for the order form; answers enabled: false while no provider is configured. */
@injectable({scope: BindingScope.SINGLETON})
export class PlacesController {
  constructor(@inject(PLACES_PROVIDER) private places: PlacesProvider) {}

  @get('/places/autocomplete', {
    operationId: 'autocompletePlaces',
    responses: {
      '200': {
        description: 'Suggestions',
        content: {
          'application/json': {
            schema: placeSuggestionsSchema,
          },
        },
      },
    },
  })
  async autocomplete(@param.query.string('q', {schema: {type: 'string', maxLength: 200}}) q?: string, @param.query.string('country') country?: string) {
    if (!this.places.enabled || !q?.trim()) return {enabled: this.places.enabled, suggestions: []};
    try {
      return {enabled: true, suggestions: await this.places.autocomplete(q.trim(), country)};
    } catch (err) {
      throw new HttpErrors.BadGateway(err instanceof Error ? err.message : 'Address service failed');
    }
  }
}
