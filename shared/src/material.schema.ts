import {z} from 'zod';
import {MATERIAL_CATEGORIES} from './constants';
import {finenessSchema} from './reports';

/**
 * Material form (spec 01 §5 "Material"): name and per-gram price required, category gold, silver or
 * none; the fineness (0.585) the accepted-offers report weighs net by, when known.
 */
export const materialSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(500),
  price: z.number({error: 'Price must be a number'}).min(0, 'Price cannot be negative').max(1e12),
  category: z.enum(MATERIAL_CATEGORIES).nullable().optional(),
  fineness: finenessSchema.nullable().optional(),
});
export type MaterialForm = z.infer<typeof materialSchema>;
