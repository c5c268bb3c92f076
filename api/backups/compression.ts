import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** JSON text to the stored form: gzip (off the main thread, in libuv's pool), then base64 text. */
export async function packJson(json: string): Promise<string> {
  return (await gzipAsync(Buffer.from(json, 'utf8'), { level: 6 })).toString('base64');
}

export async function unpackJson(stored: string): Promise<string> {
  return (await gunzipAsync(Buffer.from(stored, 'base64'))).toString('utf8');
}
