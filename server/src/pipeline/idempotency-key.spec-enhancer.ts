import {injectable} from '@loopback/core';
import {asSpecEnhancer, OASEnhancer, OpenApiSpec, OperationObject, ParameterObject} from '@loopback/rest';
import {IDEMPOTENT} from '../specs/helpers';
import {IDEMPOTENCY_KEY_HEADER} from './idempotency';

const header: ParameterObject = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    'One key per submission (1 to 255 visible ASCII characters, e.g. a UUID). A retried or doubled request with the same key and body answers the first result instead of acting again; the same key with another body is refused (422). Keys are kept 24 hours.',
  schema: {type: 'string', minLength: 1, maxLength: 255},
};

/**
 * Lists the Idempotency-Key header in the OpenAPI document for the operations marked IDEMPOTENT.
 * Only the document: the pipeline reads the header itself, so it never becomes a method argument.
 */
@injectable(asSpecEnhancer)
export class IdempotencyKeySpecEnhancer implements OASEnhancer {
  name = 'idempotency-key';

  modifySpec(spec: OpenApiSpec): OpenApiSpec {
    for (const item of Object.values(spec.paths ?? {})) {
      for (const operation of Object.values(item as Record<string, OperationObject>)) {
        if (operation?.[IDEMPOTENT] !== true) continue;
        const parameters = (operation.parameters ??= []) as ParameterObject[];
        if (!parameters.some(p => p.name === IDEMPOTENCY_KEY_HEADER)) parameters.push(header);
      }
    }
    return spec;
  }
}
