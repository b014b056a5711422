import {OperationRetval, Response, writeResultToResponse} from '@loopback/rest';
import {JsonText} from '../repositories/query/json-text';

/** LoopBack's writer (the SEND of its sequence and of the fast read lane); a JsonText goes out as it is. */
export function sendAnswer(response: Response, result: OperationRetval) {
  if (result instanceof JsonText && !response.headersSent) {
    response.setHeader('Content-Type', 'application/json');
    response.end(result.text);
    return;
  }
  writeResultToResponse(response, result);
}
