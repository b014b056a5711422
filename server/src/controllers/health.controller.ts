import {get} from '@loopback/rest';

export class HealthController {
  @get('/health', {
    responses: {'200': {description: 'The server is up', content: {'application/json': {schema: {type: 'object', properties: {status: {type: 'string'}}}}}}},
  })
  health(): {status: string} {
    return {status: 'ok'};
  }
}
