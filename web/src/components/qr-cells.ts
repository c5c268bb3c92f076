import qrcode from 'qrcode-generator';

/**
 * The dark squares of `link`'s QR code at error correction M, and its size in squares: drawn as SVG on
 * screen (LinkQrCode) and painted on a card's picture alike, so both carry the same code.
 */
export function qrCells(link: string): { size: number; dark: Array<[number, number]> } {
  const code = qrcode(0, 'M');
  code.addData(link);
  code.make();
  const size = code.getModuleCount();
  const dark: Array<[number, number]> = [];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) if (code.isDark(row, column)) dark.push([row, column]);
  }
  return { size, dark };
}
