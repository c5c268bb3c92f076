/**
 * One typed way to keep a small value on this device (docs/device-storage.md). Every key is declared once
 * in registry.ts; this file reads, writes and removes one. Storage that throws (private mode, blocked
 * cookies, a full quota) never reaches the UI: a read gives the default, a write answers false.
 */

/** The part of the browser's Storage the helper uses, so tests can hand in a plain object. */
export type DeviceStorage = Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem'>>;

/** The browser's localStorage, or undefined where even touching it throws (a sandboxed frame). */
export function deviceStorage(): DeviceStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** How a value becomes stored text and back; decode answers undefined for anything it does not know. */
export interface Codec<T> {
  decode(text: string): T | undefined;
  /** null removes the key: the default is kept as no key at all, as the app always has. */
  encode(value: T): string | null;
}

export interface Setting<T> {
  key: string;
  /** One line: what it holds, and why it is on the device rather than in the event log. */
  holds: string;
  /**
   * 1 is the bare text the app has always written (so nothing already on a phone changes, and the
   * classic scripts in web/public can keep reading it raw). A later format bumps the version: its text is
   * then kept in an envelope `{"version":n,"value":text}`, and `older` reads what earlier versions left.
   */
  version: number;
  codec: Codec<T>;
  /** What a missing, damaged or unknown value reads as. */
  fallback(): T;
  /** Per earlier version, its stored text read as today's value (version 1 is the bare, unversioned text). */
  older?: Readonly<Record<number, (text: string) => T | undefined>>;
  /** Its store (store.ts) follows another tab's change too, through the browser's storage event. */
  crossTab?: boolean;
}

interface Envelope {
  version: number;
  value: string;
}

function envelopeIn(text: string): Envelope | undefined {
  if (!text.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { version, value } = parsed as Record<string, unknown>;
    return Number.isInteger(version) && typeof value === 'string' && Object.keys(parsed).length === 2
      ? { version: version as number, value }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The stored text read as the setting's value: today's version, an older one upgraded, or nothing. */
export function decodeStored<T>(setting: Setting<T>, text: string): T | undefined {
  const envelope = setting.version > 1 ? envelopeIn(text) : undefined;
  const version = envelope?.version ?? 1;
  const body = envelope?.value ?? text;
  try {
    if (version === setting.version) return setting.codec.decode(body);
    // A newer app wrote it (the archer went back a version): unknown, so the default.
    if (version > setting.version) return undefined;
    return setting.older?.[version]?.(body);
  } catch {
    return undefined;
  }
}

/** The text to store for a value, or null to remove the key. */
export function encodeStored<T>(setting: Setting<T>, value: T): string | null {
  const text = setting.codec.encode(value);
  if (text === null || setting.version === 1) return text;
  return JSON.stringify({ version: setting.version, value: text } satisfies Envelope);
}

/** The stored value, or the setting's default for anything missing, damaged, unknown or unreadable. */
export function readSetting<T>(setting: Setting<T>, storage = deviceStorage()): T {
  try {
    const text = storage?.getItem(setting.key) ?? null;
    return (text === null ? undefined : decodeStored(setting, text)) ?? setting.fallback();
  } catch {
    return setting.fallback();
  }
}

/** Keeps the value; answers whether it was kept (the app goes on with it for this visit either way). */
export function writeSetting<T>(setting: Setting<T>, value: T, storage = deviceStorage()): boolean {
  try {
    if (!storage) return false;
    const text = encodeStored(setting, value);
    if (text === null) storage.removeItem?.(setting.key);
    else storage.setItem(setting.key, text);
    return true;
  } catch (error) {
    console.warn(`Could not keep ${setting.key} on this device`, error);
    return false;
  }
}

export function removeSetting(setting: Setting<unknown>, storage = deviceStorage()): void {
  try {
    storage?.removeItem?.(setting.key);
  } catch {
    // Blocked storage: nothing was kept to remove.
  }
}

/** Values kept as JSON, checked by `parse` (which answers undefined for a shape it does not know). */
export function jsonCodec<T>(parse: (value: unknown) => T | undefined): Codec<T> {
  return {
    decode: (text) => parse(JSON.parse(text) as unknown),
    encode: (value) => JSON.stringify(value),
  };
}

/** Values kept as plain text, checked by `parse`. */
export function textCodec<T extends string>(parse: (text: string) => T | undefined): Codec<T> {
  return { decode: parse, encode: (value) => value };
}

/** A flag kept as one word while on, and as no key while off (as every flag of the app has been). */
export function flagCodec(word: string): Codec<boolean> {
  return { decode: (text) => text === word, encode: (on) => (on ? word : null) };
}
