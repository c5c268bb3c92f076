import type { Page } from 'playwright-core';

export interface ArcherProfile {
  name?: string;
  ageGroup: string;
  gender: string;
  bowType: string;
}

/** Profile saves as you go: resolves once the screen says every change is in (not before the last one). */
export async function profileSaved(page: Page): Promise<void> {
  await page.getByRole('status').filter({ hasText: 'All changes saved.' }).waitFor();
}

/** Fills in the archer's profile on /you, waiting until the screen says it is saved. */
export async function saveProfile(page: Page, baseUrl: string, profile: ArcherProfile): Promise<void> {
  await page.goto(baseUrl + '/you');
  if (profile.name !== undefined) await page.getByLabel('Name').fill(profile.name);
  await page.getByLabel('Age group').selectOption(profile.ageGroup);
  await page.getByLabel('Gender').selectOption(profile.gender);
  await page.getByLabel('Bow type').selectOption(profile.bowType);
  await profileSaved(page);
}

/** Turns on "Score by tapping the target face" on /you, waiting until it is saved. */
export async function turnOnFaceEntry(page: Page, baseUrl: string): Promise<void> {
  await page.goto(baseUrl + '/you');
  await page.getByLabel('Score by tapping the target face').check();
  await profileSaved(page);
}
