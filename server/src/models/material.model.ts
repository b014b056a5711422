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

  constructor(data?: Partial<Material>) {
    super(data);
  }
}
