import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {VALUATION_IMAGE_MESSAGES, VALUATION_IMAGE_PREFIX, VALUATION_MESSAGES, type ValuationImageField} from '@karat/shared';
import type {FileStorage, StoredFile} from '../adapters/storage/storage.adapter';
import {decideValuationImageUpload} from '../domain';
import {AUDIT_SERVICE, CLOCK, FILE_STORAGE} from '../keys';
import {OrderRepository} from '../repositories';
import type {AuditService} from './audit.service';
import type {Clock} from './clock';
import {decided, httpError} from './http-error';

export interface StoredImage {
  key: string;
  contentType: string;
  size: number;
}

/**
 * Valuation images (spec 02 §5 "Valuation form", §7 "Valuation"): an upload for an order's field goes to the
 * file storage under a key of the server's making, which the valuation save then records in the
 * order (domain/valuation-images.ts checks it was made for that order). Staff read them back by key.
 * Each stored upload is audited (who, which order and field, the key, type and size), so an image
 * that a later valuation replaced can still be traced to its uploader; the save is audited too.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ValuationImageService {
  /** The last timestamp a key got: two uploads in one millisecond still get two keys. */
  private lastTimestamp = 0;

  constructor(
    @repository(OrderRepository) private orders: OrderRepository,
    @inject(FILE_STORAGE) private storage: FileStorage,
    @inject(CLOCK) private clock: Clock,
    @inject(AUDIT_SERVICE) private audit: AuditService,
  ) {}

  async upload(memberId: number, orderId: number, field: ValuationImageField, bytes: Buffer): Promise<StoredImage> {
    const order = await this.orders.findOne({where: {id: orderId}, fields: {id: true}});
    const timestamp = Math.max(this.clock.now().getTime(), this.lastTimestamp + 1);
    const {key, contentType} = decided(decideValuationImageUpload(order ?? undefined, field, bytes, timestamp));
    this.lastTimestamp = timestamp;
    try {
      await this.storage.put(key, bytes, contentType);
    } catch (cause) {
      // A server fault (reported as one), with the spec's text for the valuer; the cause goes to the log.
      console.error(`Valuation image ${key} could not be stored (${this.storage.name}):`, cause);
      throw Object.assign(new HttpErrors.BadGateway(VALUATION_MESSAGES.uploadFailed), {expose: true, code: 'UPLOAD_FAILED'});
    }
    const stored = {key, contentType, size: bytes.length};
    await this.audit.record({memberId, action: 'valuation-image', model: 'Order', modelId: orderId, after: {field, ...stored}});
    return stored;
  }

  /** An image by its file name (the key without `valuation-images/`, already checked against the key pattern). */
  async read(file: string): Promise<StoredFile> {
    const stored = await this.storage.get(`${VALUATION_IMAGE_PREFIX}${file}`);
    if (!stored) throw httpError(404, VALUATION_IMAGE_MESSAGES.notFound);
    return stored;
  }
}
