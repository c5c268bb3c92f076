import { whatINeedClosedSetting } from '../device-storage/registry.js';
import { readSetting, writeSetting } from '../device-storage/setting.js';

/**
 * Whether the score card's "What I need" panel is open: a small UI flag kept on this device. Open unless
 * the archer closed it; blocked storage (private mode) simply leaves it open.
 */
export function loadPanelOpen(): boolean {
  return !readSetting(whatINeedClosedSetting);
}

export function savePanelOpen(open: boolean): void {
  writeSetting(whatINeedClosedSetting, !open);
}
