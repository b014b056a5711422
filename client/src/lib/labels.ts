import type {MaterialCategory} from '@karat/shared';

// Candidate for @karat/shared (beside COUNTRY_LABELS): display names of the material categories.
export const MATERIAL_CATEGORY_LABELS: Record<MaterialCategory, string> = {gold: 'Gold', silver: 'Silver'};
export const NO_CATEGORY_LABEL = 'None';
