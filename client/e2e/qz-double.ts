import {createHash} from 'node:crypto';
import http from 'node:http';
import type {Duplex} from 'node:stream';

// A stand-in for QZ Tray in browser tests (QZ Tray cannot run here): a WebSocket server on QZ Tray's
// first insecure port that answers qz-tray 2.3's JSON calls ({call, params, uid} -> {uid, result})
// and records every print job. Only what the client uses: the certificate handshake, getVersion,
// printers.find and print. Plain node:http (RFC 6455 text frames), no dependency.

export interface QzJob {
  printer: string;
  options: Record<string, unknown>;
  data: {type: string; format: string; flavor: string; data: string}[];
  signature?: string;
}

export interface QzDouble {
  jobs: QzJob[];
  /** Every call received, in order ('certificate' for the handshake). */
  calls: string[];
  stop(): Promise<void>;
}

export const QZ_DOUBLE_VERSION = '2.2.4-double';

function frame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const header =
    payload.length < 126
      ? Buffer.from([0x81, payload.length])
      : payload.length < 65536
        ? Buffer.from([0x81, 126, payload.length >> 8, payload.length & 0xff])
        : Buffer.concat([
            Buffer.from([0x81, 127]),
            (() => {
              const size = Buffer.alloc(8);
              size.writeBigUInt64BE(BigInt(payload.length));
              return size;
            })(),
          ]);
  return Buffer.concat([header, payload]);
}

/** Reads complete client frames (always masked) off the buffer; answers the rest still unread. */
function readFrames(buffer: Buffer, onText: (text: string) => void, onClose: () => void): Buffer {
  while (buffer.length >= 2) {
    const opcode = buffer[0] & 0x0f;
    let length = buffer[1] & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (buffer.length < 4) break;
      length = buffer.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (buffer.length < 10) break;
      length = Number(buffer.readBigUInt64BE(2));
      offset = 10;
    }
    if (buffer.length < offset + 4 + length) break;
    const mask = buffer.subarray(offset, offset + 4);
    const payload = Buffer.from(buffer.subarray(offset + 4, offset + 4 + length).map((byte, i) => byte ^ mask[i % 4]));
    buffer = buffer.subarray(offset + 4 + length);
    if (opcode === 0x8) onClose();
    else if (opcode === 0x1) onText(payload.toString('utf8'));
  }
  return buffer;
}

/** Starts the double on QZ Tray's first insecure port (8182), every interface (localhost may be ::1). */
export async function startQzDouble(printers: string[] = ['Zebra ZD420 (double)', 'A4 Laser (double)'], port = 8182): Promise<QzDouble> {
  const jobs: QzJob[] = [];
  const calls: string[] = [];
  const sockets = new Set<Duplex>();
  const server = http.createServer((_, res) => res.writeHead(426).end());
  server.on('upgrade', (req, socket: Duplex) => {
    const key = req.headers['sec-websocket-key'];
    if (typeof key !== 'string') return socket.destroy();
    const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    sockets.add(socket);
    let pending: Buffer = Buffer.alloc(0);
    const answer = (message: Record<string, unknown>) => socket.write(frame(JSON.stringify(message)));
    socket.on('data', (chunk: Buffer) => {
      pending = readFrames(
        Buffer.concat([pending, chunk]),
        text => {
          const message = JSON.parse(text) as {uid?: string; call?: string; params?: Record<string, unknown>; certificate?: unknown; signature?: string};
          if (!message.uid) return;
          calls.push(message.call ?? ('certificate' in message ? 'certificate' : 'unknown'));
          switch (message.call) {
            case undefined:
              return answer({uid: message.uid, result: null});
            case 'getVersion':
              return answer({uid: message.uid, result: QZ_DOUBLE_VERSION});
            case 'printers.find':
              return answer({uid: message.uid, result: message.params?.query ? printers.filter(p => p.includes(String(message.params!.query))) : printers});
            case 'print': {
              const params = message.params as {printer: {name: string}; options: Record<string, unknown>; data: QzJob['data']};
              jobs.push({printer: params.printer.name, options: params.options, data: params.data, signature: message.signature});
              return answer({uid: message.uid, result: null});
            }
            default:
              return answer({uid: message.uid, error: `The double does not know ${message.call}`});
          }
        },
        () => socket.end(),
      );
    });
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  return {
    jobs,
    calls,
    stop: () =>
      new Promise<void>(resolve => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
