import {Entity, RelationType} from '@loopback/repository';
import {parseOrderSearch} from '@karat/shared';
import * as models from '../../models';
import {coerceWhere, guardWhere} from '../../repositories/query/filter-guard';

const entities = Object.values(models).filter(
  (value): value is typeof Entity => typeof value === 'function' && (value as typeof Entity).definition !== undefined,
);

describe('foreign keys', () => {
  it('every belongsTo key of every model is a number, whatever its TypeScript type (number | null)', () => {
    const keys: string[] = [];
    for (const model of entities) {
      for (const relation of Object.values(model.definition.relations)) {
        if (relation.type !== RelationType.belongsTo) continue;
        const key = (relation as {keyFrom: string}).keyFrom;
        keys.push(`${model.modelName}.${key}`);
        expect([`${model.modelName}.${key}`, model.definition.properties[key].type]).toEqual([`${model.modelName}.${key}`, Number]);
      }
    }
    expect(keys).toEqual(expect.arrayContaining(['Order.callerId', 'Order.closerId', 'Order.clientId', 'Complaint.orderId', 'CallLog.memberId']));
  });

  it('the staff ids can be filtered, and the callerId: search key reads as a where the guard accepts', () => {
    for (const key of ['callerId', 'assignedCallerId', 'originalCallerId', 'coldCaseCallerId', 'valuatorId', 'closerId']) {
      expect(guardWhere(models.Order, {[key]: 7})).toEqual({[key]: 7});
      expect(coerceWhere(models.Order, {[key]: {inq: ['7', 8]}})).toEqual({[key]: {inq: [7, 8]}});
    }
    expect(guardWhere(models.Order, parseOrderSearch('callerId:12 assignedCallerId:gt:3'))).toEqual({and: [{callerId: 12}, {assignedCallerId: {gt: 3}}]});
  });
});
