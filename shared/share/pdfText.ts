/**
 * Text for a PDF written with the standard Helvetica font, which can only write Windows-1252 (Western
 * European) characters: a name outside it must never silently turn into other letters on an official
 * document. Accents outside that set are dropped (ą → a), a few letters are spelled the usual way
 * (Ł → L, đ → d), anything still unwritable becomes "?", and the caller is told, so it can say so.
 */

// Windows-1252 adds these to Latin-1 (0xA0-0xFF and ASCII).
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const SPELLED: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  ŀ: 'l',
  Ŀ: 'L',
};

function writable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(char);
}

export function pdfText(text: string): { text: string; changed: boolean } {
  let out = '';
  for (const char of text) {
    if (writable(char)) {
      out += char;
      continue;
    }
    const spelled = SPELLED[char];
    if (spelled) {
      out += spelled;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
    out += base !== '' && [...base].every(writable) ? base : '?';
  }
  return { text: out, changed: out !== text };
}
