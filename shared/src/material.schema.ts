import {z} from 'zod';
import {MATERIAL_CATEGORIES} from './constants';

/** Material form (spec 01 §5 "Material"): name and per-gram price required, category gold, silver or none. */
export const materialSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(500),
  price: z.number({error: 'Price must be a number'}).min(0, 'Price cannot be negative').max(1e12),
  category: z.enum(MATERIAL_CATEGORIES).nullable().optional(),
});
export type MaterialForm = z.infer<typeof materialSchema>;
