/**
 * What survives of a backup file cut short (a download or upload that stopped, a disk that filled): the
 * file is no longer JSON, but its manifest comes first and its lists hold one entry after another, so
 * the text up to the last entry that ended is the file's whole beginning. Read only to say what is
 * missing; a cut file is never imported.
 */

/**
 * Where a container may end for the text up to it, closed, to hold only whole entries: a part of the
 * file, an entry of one of its lists, or a member or list entry of one of its objects (the tombstones'
 * lists). Inside a shoot, a note or a sight mark is never a place to cut: that entry would be partial.
 */
const WHOLE_AT = new Set(['{', '{[', '{{', '{{[']);

/**
 * The whole entries at the start of a JSON object's text cut short, closed and parsed; undefined when
 * the text does not begin as an object, nothing whole survived, or the object ends (not cut short).
 */
export function wholeStartOf(text: string): Record<string, unknown> | undefined {
  const start = text.search(/\S/);
  if (start < 0 || text[start] !== '{') return undefined;
  const open: string[] = [];
  let inString = false;
  let escaped = false;
  let cut: { end: number; closers: string } | null = null;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{' || char === '[') open.push(char);
    else if (char === '}' || char === ']') {
      open.pop();
      // The object ended: the text was not cut short, it is something else after a whole object.
      if (open.length === 0) return undefined;
      if (WHOLE_AT.has(open.join(''))) cut = { end: index + 1, closers: closersOf(open) };
    }
  }
  if (cut === null) return undefined;
  try {
    const whole: unknown = JSON.parse(text.slice(start, cut.end) + cut.closers);
    return typeof whole === 'object' && whole !== null && !Array.isArray(whole)
      ? (whole as Record<string, unknown>)
      : undefined;
  } catch {
    // Not JSON before the cut either: not a file this app wrote.
    return undefined;
  }
}

function closersOf(open: readonly string[]): string {
  return open
    .map((bracket) => (bracket === '{' ? '}' : ']'))
    .reverse()
    .join('');
}
