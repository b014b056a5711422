import {Entity, model, property} from '@loopback/repository';
import * as models from '../../models';
import {columnTypeOf} from '../../repositories/query/rows';

const entityModels = Object.values(models).filter(
  (m): m is typeof Entity => typeof m === 'function' && 'definition' in m && Boolean((m as typeof Entity).definition),
);

describe('the JSON path knows every column type the models declare', () => {
  it.each(entityModels.map(m => [m.modelName, m] as const))('%s', (_name, entity) => {
    for (const p of Object.keys(entity.definition.properties)) expect(() => columnTypeOf(entity, p)).not.toThrow();
  });

  it('refuses a property type it has no JSON rule for', () => {
    @model()
    class Odd extends Entity {
      @property({type: 'number', id: true, postgresql: {dataType: 'integer'}}) id?: number;
      @property({type: 'number', postgresql: {dataType: 'double precision'}}) factor?: number;
      @property({type: 'date'}) day?: Date;
    }
    expect(columnTypeOf(Odd, 'id')).toBe('integer');
    expect(() => columnTypeOf(Odd, 'factor')).toThrow('Odd.factor: column type double precision has no JSON rule');
    expect(() => columnTypeOf(Odd, 'day')).toThrow('Odd.day: column type of LoopBack type date has no JSON rule');
  });
});
