import {BindingScope, inject, injectable} from '@loopback/core';
import {get, param, post, requestBody, Response, RestBindings} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {ValuationImageField} from '@karat/shared';
import {VALUATION_IMAGE_SERVICE} from '../keys';
import type {MemberProfile} from '../security/principal';
import {ValuationImageService} from '../services/valuation-image.service';
import {json} from '../specs/helpers';
import {imageAnswer, imageFieldParamSchema, imageFileParamSchema, imageRequestBody, valuationImageUploadSchema} from '../specs/valuation-images.specs';

/**
 * Valuation images (issue 16 item 3): uploaded through the server as the raw body, read back by
 * signed-in staff with their token (the client shows them as blob: URLs; no token in an address).
 */
@injectable({scope: BindingScope.SINGLETON})
export class ValuationImageController {
  constructor(@inject(VALUATION_IMAGE_SERVICE) private images: ValuationImageService) {}

  @post('/Orders/{id}/valuation-images/{field}', {
    operationId: 'uploadValuationImage',
    responses: {
      '200': {
        description:
          "The stored image's key, to save in the order's field with the valuation (413 past the order's images or the 10 MB of one; 429 past the member's of the last hour)",
        ...json(valuationImageUploadSchema),
      },
    },
  })
  async upload(
    @param.path.integer('id') id: number,
    @param.path.string('field', {schema: imageFieldParamSchema}) field: ValuationImageField,
    @requestBody(imageRequestBody) body: Buffer,
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return this.images.upload(user.id, id, field, body);
  }

  @get('/valuation-images/{file}', {
    operationId: 'getValuationImage',
    responses: {'200': imageAnswer('The image stored under valuation-images/{file}, with its type')},
  })
  async read(@param.path.string('file', {schema: imageFileParamSchema}) file: string, @inject(RestBindings.Http.RESPONSE) response: Response) {
    const image = await this.images.read(file);
    response.status(200);
    response.setHeader('Content-Type', image.contentType);
    response.setHeader('Content-Disposition', `inline; filename="${file}"`);
    response.setHeader('Content-Length', String(image.body.length));
    response.end(image.body);
    return response;
  }
}
