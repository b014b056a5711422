import {Entity, model} from '@loopback/repository';
import {MATERIAL_CATEGORIES} from '@karat/shared';
import {decimal, id, oneOf, table, text} from './properties';

@model({settings: table('materials')})
export class Material extends Entity {
  @id() id?: number;
  @text({required: true}) name: string;
  /** Per-gram price factor. */
  @decimal({required: true}) price: number;
  @oneOf(MATERIAL_CATEGORIES) category?: string | null;
  /** 0.000 to 1.000 (0.585): the accepted-offers report's net weight is weight x fineness. */
  @decimal() fineness?: number | null;

  constructor(data?: Partial<Material>) {
    super(data);
  }
}
