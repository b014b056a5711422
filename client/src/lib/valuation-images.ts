import {VALUATION_IMAGE_MAX_BYTES, VALUATION_IMAGE_MESSAGES, VALUATION_IMAGE_PREFIX, type ValuationImageField} from '@karat/shared';
import {getValuationImage, uploadValuationImage} from './sdk/sdk.gen';

/** How far an upload is, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` for the generated SDK that sends through XMLHttpRequest, which reports how much of the
 * body has gone (fetch does not). The SDK's interceptors have already made the request (token and
 * all); this only carries it.
 */
export function fetchWithUploadProgress(onProgress: UploadProgress, Xhr: typeof XMLHttpRequest = XMLHttpRequest): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new Xhr();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'arraybuffer';
      xhr.upload.onprogress = event => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        onProgress(1);
        try {
          const headers = responseHeaders(xhr.getAllResponseHeaders());
          resolve(new Response(xhr.response as ArrayBuffer, {status: xhr.status, statusText: xhr.statusText, headers}));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      xhr.onerror = () => reject(new TypeError('Network error'));
      xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
      xhr.send(body);
    });
  };
}

/** The refusal the server would answer for a file too large, without sending 10 MB to hear it. */
export const imageFileProblem = (file: Pick<File, 'size'>) =>
  file.size > VALUATION_IMAGE_MAX_BYTES ? VALUATION_IMAGE_MESSAGES.tooLarge : file.size === 0 ? VALUATION_IMAGE_MESSAGES.empty : undefined;

/** Uploads an image for an order's field; answers the storage key to save in that field. */
export async function uploadImage(orderId: number, field: ValuationImageField, file: Blob, onProgress: UploadProgress = () => undefined) {
  const problem = imageFileProblem(file);
  if (problem) throw new Error(problem);
  const {data} = await uploadValuationImage({path: {id: orderId, field}, body: file, fetch: fetchWithUploadProgress(onProgress), throwOnError: true});
  return data;
}

/** Whether a key is one the server serves (legacy keys of another shape are shown as text). */
export const isServedImageKey = (key: string) => key.startsWith(VALUATION_IMAGE_PREFIX);

/** A stored image's bytes, fetched with the member's token (shown through a blob: URL, never a token in an address). */
export async function fetchImage(key: string): Promise<Blob> {
  const {data} = await getValuationImage({path: {file: key.slice(VALUATION_IMAGE_PREFIX.length)}, parseAs: 'blob', throwOnError: true});
  return data as Blob;
}
