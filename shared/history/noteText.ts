/** docs/product.md section 5: note text has the characters < and > removed, so notes can never carry markup. */
export function sanitiseNoteText(text: string): string {
  return text.replace(/[<>]/g, '');
}
