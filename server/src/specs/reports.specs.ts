import type {SchemaObject} from '@loopback/rest';
import {ACCEPTED_OFFER_MATERIAL_FIGURES, ACCEPTED_OFFER_USER_FIGURES, reportRequestSchema, VALUATED_ORDER_FIGURES} from '@karat/shared';
import {zodBody} from './from-zod';

/** POST /order/reports/valuated-orders and /accepted-offers: the period and an optional team. */
export const reportRequestBody = zodBody('ReportRequest', reportRequestSchema);

const nullableNumber = (description: string): SchemaObject => ({type: 'number', nullable: true, description});
const number = (description: string): SchemaObject => ({type: 'number', description});
const who: Record<string, SchemaObject> = {
  userId: {type: 'integer', nullable: true, description: "The orders' caller; null: orders without one (web orders)"},
  name: {type: 'string', nullable: true},
};
const period: Record<string, SchemaObject> = {start: {type: 'string'}, end: {type: 'string'}, team: {type: 'string', nullable: true}};

const valuatedFigures: SchemaObject = {
  type: 'object',
  title: 'ValuatedFigures',
  required: VALUATED_ORDER_FIGURES.map(f => f.key),
  properties: Object.fromEntries(VALUATED_ORDER_FIGURES.map(f => [f.key, nullableNumber(f.counts)])),
};

export const valuatedReportSchema: SchemaObject = {
  type: 'object',
  title: 'ValuatedOrdersReport',
  required: ['users', 'total'],
  properties: {
    ...period,
    users: {type: 'array', items: {allOf: [valuatedFigures, {type: 'object', properties: who}], title: 'ValuatedUserRow'}},
    total: valuatedFigures,
  },
};

const materialRow: SchemaObject = {
  type: 'object',
  title: 'AcceptedMaterialRow',
  required: ['material', 'grossWeight', 'productCount'],
  properties: {
    material: {type: 'string'},
    category: {type: 'string', nullable: true},
    fineness: {type: 'number', nullable: true},
    ...Object.fromEntries(ACCEPTED_OFFER_MATERIAL_FIGURES.map(f => [f.key, nullableNumber(f.counts)])),
  },
};
const userFigures: Record<string, SchemaObject> = Object.fromEntries(ACCEPTED_OFFER_USER_FIGURES.map(f => [f.key, number(f.counts)]));

export const acceptedOffersReportSchema: SchemaObject = {
  type: 'object',
  title: 'AcceptedOffersReport',
  required: ['materials', 'users', 'total'],
  properties: {
    ...period,
    materials: {type: 'array', items: materialRow},
    users: {
      type: 'array',
      items: {type: 'object', title: 'AcceptedUserRow', required: ACCEPTED_OFFER_USER_FIGURES.map(f => f.key), properties: {...who, ...userFigures}},
    },
    total: {
      type: 'object',
      title: 'AcceptedOffersTotal',
      properties: {...userFigures, ...Object.fromEntries(ACCEPTED_OFFER_MATERIAL_FIGURES.map(f => [f.key, number(f.counts)]))},
    },
  },
};
