import {OperationRetval, Response, writeResultToResponse} from '@loopback/rest';
import {JsonText} from '../repositories/query/json-text';
import {FileAnswer} from '../specs/answers';

/**
 * LoopBack's writer (the SEND of its sequence and of the fast read lane); a JsonText goes out as it
 * is, a FileAnswer as the file it names.
 */
export function sendAnswer(response: Response, result: OperationRetval) {
  if (result instanceof JsonText && !response.headersSent) {
    response.setHeader('Content-Type', 'application/json');
    response.end(result.text);
    return;
  }
  if (result instanceof FileAnswer && !response.headersSent) {
    sendFile(response, result);
    return;
  }
  writeResultToResponse(response, result);
}

function sendFile(response: Response, answer: FileAnswer) {
  const {contentType, body} = answer.file;
  response.status(200);
  response.setHeader('Content-Type', contentType);
  response.setHeader('Content-Disposition', answer.disposition);
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    response.setHeader('Content-Length', String(Buffer.byteLength(body)));
    response.end(body);
    return;
  }
  // A stream is written as its chunks come, waiting while the client reads; one that fails after
  // the headers went out can only be cut short.
  void (async () => {
    for await (const chunk of body) {
      if (!response.write(chunk)) await new Promise(resolve => response.once('drain', resolve));
    }
    response.end();
  })().catch(() => response.destroy());
}
