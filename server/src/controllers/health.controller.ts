import {BindingScope, injectable} from '@loopback/core';
import {get} from '@loopback/rest';

@injectable({scope: BindingScope.SINGLETON})
export class HealthController {
  @get('/health', {
    operationId: 'getHealth',
    responses: {'200': {description: 'The server is up', content: {'application/json': {schema: {type: 'object', properties: {status: {type: 'string'}}}}}}},
  })
  health(): {status: string} {
    return {status: 'ok'};
  }
}
