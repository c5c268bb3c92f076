import { devToolsSetting } from '../device-storage/registry.js';
import { readSetting, writeSetting, type DeviceStorage } from '../device-storage/setting.js';

/**
 * docs/product.md sections 1 and 3: a dev-tools panel exists but is off; its flag is a local key ("dev tools flag").
 * A maintainer helping an archer turns it on by opening the app once with `?devtools=on` (and off with
 * `?devtools=off` or the panel's own button); archers never see it or download its code otherwise.
 */
export type DevToolsSwitch = 'on' | 'off' | null;

/** What the address asks for: `?devtools=on`, `?devtools=off`, or nothing. */
export function devToolsSwitchIn(search: string): DevToolsSwitch {
  const asked = new URLSearchParams(search).get('devtools');
  return asked === 'on' || asked === 'off' ? asked : null;
}

/** Keeps what the address asks for, if anything. */
export function applyDevToolsSwitch(storage: DeviceStorage | undefined, search: string): void {
  const asked = devToolsSwitchIn(search);
  if (asked !== null) writeSetting(devToolsSetting, asked === 'on', storage);
}

/** Applies what the address asks for, then answers whether the panel is on. */
export function devToolsEnabled(storage: DeviceStorage | undefined, search: string): boolean {
  applyDevToolsSwitch(storage, search);
  return readSetting(devToolsSetting, storage);
}

/** The panel's own Off button. */
export function switchDevToolsOff(): void {
  writeSetting(devToolsSetting, false);
}
