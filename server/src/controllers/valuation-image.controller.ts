import {BindingScope, inject, injectable} from '@loopback/core';
import {get, param, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import type {ValuationImageField} from '@karat/shared';
import {VALUATION_IMAGE_SERVICE} from '../keys';
import type {MemberProfile} from '../security/principal';
import {ValuationImageService} from '../services/valuation-image.service';
import {FileAnswer} from '../specs/answers';
import {json} from '../specs/helpers';
import {imageAnswer, imageFieldParamSchema, imageFileParamSchema, imageRequestBody, valuationImageUploadSchema} from '../specs/valuation-images.specs';

/**
 * Valuation images: uploaded through the server as the raw body, read back by
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
  async read(@param.path.string('file', {schema: imageFileParamSchema}) file: string): Promise<FileAnswer> {
    const image = await this.images.read(file);
    return new FileAnswer({contentType: image.contentType, fileName: file, disposition: 'inline', body: image.body});
  }
}
