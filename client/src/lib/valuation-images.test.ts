import {describe, expect, it} from 'vitest';
import {VALUATION_IMAGE_MAX_BYTES, VALUATION_IMAGE_MESSAGES} from '@karat/shared';
import {fetchWithUploadProgress, imageFileProblem, isServedImageKey} from './valuation-images';

/** An XMLHttpRequest that records what it was asked and answers as told, reporting progress in two steps. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: Blob | null = null;
  responseType = '';
  status = 200;
  statusText = 'OK';
  response: ArrayBuffer = new TextEncoder().encode('{"key":"valuation-images/1-O2-valuationImage.png"}').buffer as ArrayBuffer;
  upload: {onprogress?: (event: {lengthComputable: boolean; loaded: number; total: number}) => void} = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-other: 1\r\n';
  }
  send(body: Blob | null) {
    this.sent = body;
    this.upload.onprogress?.({lengthComputable: true, loaded: 5, total: 10});
    this.upload.onprogress?.({lengthComputable: true, loaded: 10, total: 10});
    setTimeout(() => this.onload?.(), 0);
  }
}

describe('fetchWithUploadProgress', () => {
  it('sends the request as made (method, url, headers, body), reports progress and answers a Response', async () => {
    const seen: number[] = [];
    const send = fetchWithUploadProgress(f => seen.push(f), FakeXhr as unknown as typeof XMLHttpRequest);
    const request = new Request('http://karat.test/api/Orders/2/valuation-images/valuationImage', {
      method: 'POST',
      headers: {Authorization: 'Bearer t', 'Content-Type': 'application/octet-stream'},
      body: new Uint8Array([0x89, 0x50]),
    });
    const response = await send(request);
    expect([FakeXhr.last.method, FakeXhr.last.url, FakeXhr.last.headers.authorization]).toEqual([
      'POST',
      'http://karat.test/api/Orders/2/valuation-images/valuationImage',
      'Bearer t',
    ]);
    expect(FakeXhr.last.sent?.size).toBe(2);
    expect(seen).toEqual([0.5, 1, 1]);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/json']);
    expect(await response.json()).toEqual({key: 'valuation-images/1-O2-valuationImage.png'});
  });
});

describe('imageFileProblem', () => {
  it('refuses more than 10 MB and an empty file before sending them', () => {
    expect(imageFileProblem({size: VALUATION_IMAGE_MAX_BYTES})).toBeUndefined();
    expect(imageFileProblem({size: VALUATION_IMAGE_MAX_BYTES + 1})).toBe(VALUATION_IMAGE_MESSAGES.tooLarge);
    expect(imageFileProblem({size: 0})).toBe(VALUATION_IMAGE_MESSAGES.empty);
  });
  it('serves only keys of the upload shape', () => {
    expect(isServedImageKey('valuation-images/1-O2-valuationImage.png')).toBe(true);
    expect(isServedImageKey('ring.jpg')).toBe(false);
  });
});
