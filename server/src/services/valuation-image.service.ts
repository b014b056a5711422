import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {VALUATION_IMAGE_MESSAGES, VALUATION_IMAGE_PREFIX, VALUATION_MESSAGES, type ValuationImageField} from '@karat/shared';
import type {FileStorage, StoredFile} from '../adapters/storage/storage.adapter';
import type {ValuationImageQuota} from '../config';
import type {DbDataSource} from '../datasources/db.datasource';
import {decideValuationImageUpload, nextValuationImageTimestamp, valuationImageMemberWindow} from '../domain';
import {AUDIT_SERVICE, CLOCK, DB_DATASOURCE, FILE_STORAGE, VALUATION_IMAGE_QUOTA} from '../keys';
import {AuditEntryRepository, OrderRepository} from '../repositories';
import type {AuditService} from './audit.service';
import type {Clock} from './clock';
import {decided, httpError} from './http-error';
import {inTransaction} from './transaction';

/** The audit action of a stored upload: the quotas count these entries and their sizes. */
const UPLOAD = 'valuation-image';

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
 * Those entries are also what the quotas count: a member's uploads of the last hour and an order's
 * (configuration: VALUATION_IMAGE_QUOTA), under the member's and the order's locks, so parallel
 * uploads at a limit cannot both pass it, whichever server takes them.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ValuationImageService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(AuditEntryRepository) private audits: AuditEntryRepository,
    @inject(FILE_STORAGE) private storage: FileStorage,
    @inject(CLOCK) private clock: Clock,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(VALUATION_IMAGE_QUOTA) private quota: ValuationImageQuota,
  ) {}

  async upload(memberId: number, orderId: number, field: ValuationImageField, bytes: Buffer): Promise<StoredImage> {
    return inTransaction(this.ds, async options => {
      // Member first, then order: every upload takes them in this order, so none waits in a circle.
      await this.audits.lockLimit('valuationImages', memberId, options);
      await this.audits.lockLimit('orderValuationImages', orderId, options);
      const order = await this.orders.findOne({where: {id: orderId}, fields: {id: true}}, options);
      const now = this.clock.now();
      const [member, ofOrder] = order
        ? [
            await this.audits.memberActionTotals(memberId, UPLOAD, valuationImageMemberWindow(now), options),
            await this.audits.recordActionTotals('Order', String(orderId), UPLOAD, options),
          ]
        : [
            {count: 0, bytes: 0},
            {count: 0, bytes: 0},
          ];
      const timestamp = nextValuationImageTimestamp(now, order ? await this.audits.lastActionKey('Order', String(orderId), UPLOAD, options) : undefined);
      const usage = {member, order: ofOrder};
      const {key, contentType} = decided(decideValuationImageUpload(order ?? undefined, field, bytes, timestamp, {usage, rule: this.quota}));
      // Stored before the entry that counts it commits: a failed store counts nothing.
      try {
        await this.storage.put(key, bytes, contentType);
      } catch (cause) {
        // A server fault (reported as one), with the spec's text for the valuer; the cause goes to the log.
        console.error(`Valuation image ${key} could not be stored (${this.storage.name}):`, cause);
        throw Object.assign(new HttpErrors.BadGateway(VALUATION_MESSAGES.uploadFailed), {expose: true, code: 'UPLOAD_FAILED'});
      }
      const stored = {key, contentType, size: bytes.length};
      await this.audit.record({memberId, action: UPLOAD, model: 'Order', modelId: orderId, after: {field, ...stored}}, options);
      return stored;
    });
  }

  /** An image by its file name (the key without `valuation-images/`, already checked against the key pattern). */
  async read(file: string): Promise<StoredFile> {
    const stored = await this.storage.get(`${VALUATION_IMAGE_PREFIX}${file}`);
    if (!stored) throw httpError(404, VALUATION_IMAGE_MESSAGES.notFound);
    return stored;
  }
}
