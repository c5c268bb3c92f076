import { describe, expect, it } from 'vitest';
import { installPlatform } from './install-prompt.js';

describe('which install instructions fit the device', () => {
  it('knows iPhones and iPads (also an iPad that says it is a Mac), Android, and the rest', () => {
    expect(
      installPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15', 5),
    ).toBe('ios');
    expect(installPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 5)).toBe(
      'ios',
    );
    expect(installPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 0)).toBe(
      'other',
    );
    expect(installPlatform('Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140', 5)).toBe(
      'android',
    );
    expect(installPlatform('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/156', 0)).toBe(
      'other',
    );
  });
});
