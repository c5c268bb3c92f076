/**
 * SHA-256 through Web Crypto, which the worker, the browser and Node (the server, the tests) all have
 * as `crypto.subtle`. shared/ is compiled without the DOM's or Node's types, so the two globals it uses
 * are named here by the little of them it needs.
 */

interface WebCrypto {
  subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> };
}

interface TextEncoding {
  encode(text: string): Uint8Array;
}

const platform = globalThis as unknown as {
  crypto?: WebCrypto;
  TextEncoder?: new () => TextEncoding;
};

/** The SHA-256 of the text's UTF-8 bytes, as 64 lower-case hex digits. */
export async function sha256Hex(text: string): Promise<string> {
  const subtle = platform.crypto?.subtle;
  const Encoder = platform.TextEncoder;
  if (subtle === undefined || Encoder === undefined) {
    // Every platform the app runs on has both; a checksum that silently went missing would defeat it.
    throw new Error('This platform offers no Web Crypto SHA-256');
  }
  const digest = new Uint8Array(await subtle.digest('SHA-256', new Encoder().encode(text)));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
