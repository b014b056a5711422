import {HttpErrors, RawBodyParser, Request, SchemaObject} from '@loopback/rest';
import {VALUATION_IMAGE_FIELDS, VALUATION_IMAGE_FILE, VALUATION_IMAGE_MAX_BYTES, VALUATION_IMAGE_MESSAGES} from '@karat/shared';

const imageParser = new RawBodyParser({limit: VALUATION_IMAGE_MAX_BYTES});

/**
 * The upload's own body reader (the `x-parser` of its request body; every other endpoint keeps the
 * 1 MB JSON reader): the raw bytes, at most 10 MB, refused with 413 and a clear text beyond.
 * The content type the client sends is not believed: the service reads the bytes' own signature.
 * No schema goes back: LoopBack's AJV would check a Buffer against `type: string` and refuse it.
 */
export async function parseImageBody(request: Request): Promise<{value: Buffer; schema?: undefined}> {
  try {
    const {value} = await imageParser.parse(request);
    return {value: Buffer.isBuffer(value) ? value : Buffer.alloc(0), schema: undefined};
  } catch (err) {
    if ((err as {type?: string}).type === 'entity.too.large' || (err as {statusCode?: number}).statusCode === 413) {
      throw Object.assign(new HttpErrors.PayloadTooLarge(VALUATION_IMAGE_MESSAGES.tooLarge), {code: 'IMAGE_TOO_LARGE'});
    }
    throw err;
  }
}

const binary: SchemaObject = {type: 'string', format: 'binary'};

/** The image's bytes as the body: `application/octet-stream`, or the image's own type (`image/png`, ...). */
export const imageRequestBody = {
  required: true,
  description: 'The image file itself (JPEG, PNG, WebP or HEIC, at most 10 MB), as the raw body',
  content: {
    'application/octet-stream': {schema: binary, 'x-parser': parseImageBody},
    'image/*': {schema: binary, 'x-parser': parseImageBody},
  },
};

export const imageFieldParamSchema: SchemaObject = {type: 'string', enum: [...VALUATION_IMAGE_FIELDS]};
export const imageFileParamSchema: SchemaObject = {type: 'string', pattern: VALUATION_IMAGE_FILE.source, maxLength: 80};

export const valuationImageUploadSchema: SchemaObject = {
  type: 'object',
  title: 'ValuationImageUpload',
  required: ['key', 'contentType', 'size'],
  additionalProperties: false,
  properties: {
    key: {type: 'string', description: "The storage key to save in the order's field: valuation-images/{timestamp}-O{orderId}-{field}.{ext}"},
    contentType: {type: 'string', description: 'The type the bytes showed (image/jpeg, image/png, image/webp, image/heic, image/heif)'},
    size: {type: 'integer', description: 'Bytes stored'},
  },
};

export const imageAnswer = (description: string) => ({description, content: {'image/*': {schema: binary}}});
