import type { Page } from 'playwright-core';

export interface SightMarkEntry {
  distance: string;
  unit: 'm' | 'yd';
  vertical: string;
  /** Ticks Priority on the form when true. */
  priority?: boolean;
}

/** Adds a sight mark on the Sight marks screen (already open) through its form, and waits for the form to close. */
export async function addSightMark(page: Page, mark: SightMarkEntry): Promise<void> {
  await page.getByRole('button', { name: 'Add sight mark' }).click();
  const form = page.getByRole('form', { name: 'Add a sight mark' });
  await form.getByRole('textbox', { name: 'Distance', exact: true }).fill(mark.distance);
  await form.getByRole('combobox', { name: 'Unit', exact: true }).selectOption(mark.unit);
  await form.getByRole('textbox', { name: 'Vertical mark' }).fill(mark.vertical);
  if (mark.priority === true) await form.getByRole('checkbox', { name: /Priority/ }).check();
  await form.getByRole('button', { name: 'Save sight mark' }).click();
  await form.waitFor({ state: 'detached' });
}
