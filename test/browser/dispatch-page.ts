import type { Locator, Page } from 'playwright-core';

// What the dispatch browser tests share: the plan view's rows, its settling, a date typed into a picker,
// and a fixture call's first row (or why it failed).

export const manningRow = (page: Page, userId: number): Locator => page.locator(`[data-testid="manning-row"][data-user-id="${userId}"]`);

export const orderRow = (page: Page, userId: number, status?: string): Locator =>
  page.locator(`[data-testid="plan-orders"] [data-testid="order-row"][data-user-id="${userId}"]${status ? `[data-status="${status}"]` : ''}`);

export const settled = (page: Page): Promise<void> => page.getByTestId('loading-overlay').waitFor({ state: 'detached' });

export async function typeDate(item: Locator, value: string): Promise<void> {
  const input = item.locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

export function firstRow(what: string, r: { body: { code: string; msg: string; list: Array<Record<string, unknown>> } }): Record<string, unknown> & { id: number } {
  if (r.body.code !== '200') throw new Error(`${what}: ${r.body.msg}`);
  return r.body.list[0] as Record<string, unknown> & { id: number };
}
