import {OperationRetval, Response, writeResultToResponse} from '@loopback/rest';

/** An answer already serialized (by PostgreSQL): the writer sends the text as it is. */
export class JsonText {
  constructor(readonly text: string) {}
  /** Anything that serializes it the ordinary way still gets the same value. */
  toJSON() {
    return JSON.parse(this.text);
  }
}

/** LoopBack's writer (the SEND of its sequence and of the fast read lane); a JsonText goes out as it is. */
export function sendAnswer(response: Response, result: OperationRetval) {
  if (result instanceof JsonText && !response.headersSent) {
    response.setHeader('Content-Type', 'application/json');
    response.end(result.text);
    return;
  }
  writeResultToResponse(response, result);
}
