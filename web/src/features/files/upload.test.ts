/** One upload with XMLHttpRequest: the multipart body, progress, the answer, a refusal, a network failure, cancel. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorCodeOf, errorFieldsOf } from '@newsroom/api';
import { IMAGE_LIMIT, overLimit, uploadFile, type UploadFailure } from './upload';

/** The XMLHttpRequest of these tests: records what is sent; the test plays the network. */
class FakeXhr {
  static made: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  constructor() {
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const STORED = { id: 41, name: 'fire.jpg', contentType: 'image/jpeg', size: 2048, url: '/api/files/41', thumbnailUrl: '/api/files/41/thumbnail', width: 640, height: 480, ownerId: 1, createdAt: '2026-11-22T10:00:00Z' };
const photo = (size = 2048, type = 'image/jpeg') => new File([new Uint8Array(size)], 'fire.jpg', { type });
const failureOf = (p: Promise<unknown>) => p.then(() => expect.fail('it should fail'), (e: UploadFailure) => e);

beforeEach(() => {
  FakeXhr.made = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('posts the file as the multipart field `file` with its name, reports progress, and ends in the stored file', async () => {
    const heard: number[] = [];
    const upload = uploadFile(photo(), (p) => heard.push(p));
    const xhr = FakeXhr.made[0];
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/files/single']);
    const sent = xhr.body?.get('file') as File;
    expect([sent.name, sent.size, sent.type]).toEqual(['fire.jpg', 2048, 'image/jpeg']);
    xhr.progress(512, 2048);
    xhr.progress(2048, 2048);
    xhr.respond(201, STORED);
    await expect(upload.done).resolves.toEqual(STORED);
    expect(heard).toEqual([25, 100]);
  });

  it('fails with the answer of a refusal: 413 file_too_large, 422 image_type on file', async () => {
    const big = uploadFile(photo());
    FakeXhr.made[0].respond(413, { code: 'file_too_large', message: 'Too large.' });
    const failure = await failureOf(big.done);
    expect(failure.status).toBe(413);
    expect(errorCodeOf(failure)).toBe('file_too_large');

    const gif = uploadFile(photo(10, 'image/gif'));
    FakeXhr.made[1].respond(422, { code: 'validation', message: 'Invalid.', fields: { file: { code: 'image_type' } } });
    expect(errorFieldsOf(await failureOf(gif.done))).toEqual({ file: { code: 'image_type' } });
  });

  it('says a network failure is one (unavailable)', async () => {
    const upload = uploadFile(photo());
    FakeXhr.made[0].onerror?.();
    const failure = await failureOf(upload.done);
    expect(failure.status).toBe('FETCH_ERROR');
    expect(errorCodeOf(failure)).toBe('unavailable');
  });

  it('cancels: the request is aborted and the upload ends as ABORTED', async () => {
    const upload = uploadFile(photo());
    FakeXhr.made[0].progress(100, 2048);
    upload.abort();
    expect(FakeXhr.made[0].aborted).toBe(true);
    expect((await failureOf(upload.done)).status).toBe('ABORTED');
  });

  it('refuses an image over 10 MB before sending it, as the gateway would; other files go up to 100 MB', async () => {
    const upload = uploadFile(photo(IMAGE_LIMIT + 1));
    expect(FakeXhr.made).toHaveLength(0);
    expect(errorCodeOf(await failureOf(upload.done))).toBe('file_too_large');
    expect(overLimit({ size: IMAGE_LIMIT + 1, type: 'video/mp4' })).toBe(false);
    expect(overLimit({ size: 100 * 1024 * 1024 + 1, type: 'video/mp4' })).toBe(true);
    expect(overLimit({ size: IMAGE_LIMIT, type: 'image/png' })).toBe(false);
  });
});
