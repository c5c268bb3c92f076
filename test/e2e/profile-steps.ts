import type { Page } from 'playwright-core';

export interface ArcherProfile {
  name?: string;
  ageGroup: string;
  gender: string;
  bowType: string;
}

/** Fills in the archer's profile on /you and saves it, waiting for the toast that says it is saved. */
export async function saveProfile(page: Page, baseUrl: string, profile: ArcherProfile): Promise<void> {
  await page.goto(baseUrl + '/you');
  if (profile.name !== undefined) await page.getByLabel('Name').fill(profile.name);
  await page.getByLabel('Age group').selectOption(profile.ageGroup);
  await page.getByLabel('Gender').selectOption(profile.gender);
  await page.getByLabel('Bow type').selectOption(profile.bowType);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Profile saved' }).waitFor();
}

/** Turns on "Score by tapping the target face" on /you and saves it, waiting for the toast. */
export async function turnOnFaceEntry(page: Page, baseUrl: string): Promise<void> {
  await page.goto(baseUrl + '/you');
  await page.getByLabel('Score by tapping the target face').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Profile saved' }).waitFor();
}
