import type { Locator, Page } from 'playwright-core';
import { waitUntil } from './browser-harness';

// Small helpers to work antd widgets the way a user does (click, type, pick), by visible text.

// The dropdown of a Select/TreeSelect that is currently open (antd keeps closed ones in the DOM, hidden).
export const openDropdown = (page: Page): Locator => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();

// Opens the select inside a form item, optionally types to search, and picks the option labelled text.
// A single select is then read back as a user would glance at it: a click that met the dropdown's list
// still settling (its virtual list measures its rows after opening) can land on no option, so the pick is
// made again, at most twice. Multiple selects are not re-picked: a second click would untick the option.
export async function pickOption(page: Page, formItem: Locator, text: string, opts: { search?: boolean } = {}): Promise<void> {
  const select = formItem.locator('.ant-select').first();
  const single = !((await select.getAttribute('class')) ?? '').includes('ant-select-multiple');
  // antd 6 draws a single select's value as the text of -content (the search input beside it holds what
  // is typed, not the value)
  const shown = async () => (await select.locator('.ant-select-content').first().innerText()).includes(text);
  for (let attempt = 0; ; attempt += 1) {
    // a missed pick may have left the dropdown open: clicking the select again would close it
    if (attempt === 0 || (await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()) === 0) {
      await select.click();
      if (opts.search) await page.keyboard.type(text);
    }
    const dropdown = openDropdown(page);
    await dropdown.waitFor();
    // Select options and TreeSelect nodes both carry the label as their title
    const option = dropdown.locator(`.ant-select-item-option[title="${text}"], .ant-select-tree-node-content-wrapper[title="${text}"]`).first();
    await option.click();
    if (!single || attempt === 2) return;
    if (await waitUntil(shown, `the select shows "${text}"`, 2_000).catch(() => false)) return;
  }
}

// Closes an open multiple-select dropdown (it stays open after a pick) as a user would: Escape.
export async function closeDropdown(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await waitUntil(async () => (await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()) === 0, 'the select dropdown closed');
}

// The antd message toasts (message.error, message.success) currently shown.
export const errorToast = (page: Page): Locator => page.locator('.ant-message-notice').filter({ has: page.locator('.ant-message-error') });
export const successToast = (page: Page): Locator => page.locator('.ant-message-notice').filter({ has: page.locator('.ant-message-success') });

// The node of a checkable antd Tree whose title is exactly text, scrolled into the tree's view.
// The tree is virtual: only rows near the view exist in the DOM, and it keeps its scroll offset in its
// own state, so it is scrolled with the mouse wheel as a user would (a programmatic scroll, such as
// Playwright's scroll-into-view before a click, is undone by the next render). Searches down from
// where the list is, then up.
export async function treeNode(page: Page, tree: Locator, text: string): Promise<Locator> {
  const node = tree.getByRole('treeitem').filter({ has: page.locator(`.ant-tree-node-content-wrapper[title="${text}"]`) }).first();
  const list = tree.locator('.ant-tree-list-holder').first();
  await list.waitFor();
  const box = await list.boundingBox();
  if (!box) throw new Error('the tree list is not visible');
  const inView = async () => {
    if (!(await node.isVisible())) return false;
    const b = await node.boundingBox();
    return !!b && b.y >= box.y - 1 && b.y + b.height <= box.y + box.height + 1;
  };
  if (await inView()) return node;
  // less than the list's height, so no row is skipped
  const step = Math.max(60, Math.floor(box.height * 0.7));
  const scrollTop = () => list.evaluate((el) => (el as unknown as { scrollTop: number }).scrollTop);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (const direction of [1, -1]) {
    for (let i = 0; i < 300; i += 1) {
      const before = await scrollTop();
      await page.mouse.wheel(0, direction * step);
      const moved = await waitUntil(async () => (await inView()) || (await scrollTop()) !== before, 'the tree scrolled', 1_500).catch(() => false);
      if (await inView()) return node;
      if (!moved) break; // at the end in this direction
    }
  }
  throw new Error(`tree node "${text}" not found`);
}

// Ticks the checkbox of a tree node and waits until the tree shows it checked.
export async function checkTreeNode(page: Page, tree: Locator, text: string): Promise<void> {
  await (await treeNode(page, tree, text)).locator('.ant-tree-checkbox').click();
  await waitUntil(async () => (await (await treeNode(page, tree, text)).getAttribute('aria-checked')) === 'true', `tree node "${text}" is checked`);
}

// Expands a tree node (directory) if it is collapsed.
export async function expandTreeNode(node: Locator): Promise<void> {
  if ((await node.getAttribute('aria-expanded')) === 'true') return;
  await node.locator('.ant-tree-switcher').click();
  await waitUntil(async () => (await node.getAttribute('aria-expanded')) === 'true', 'the tree node expanded');
  // the children slide in (rc-tree wraps them in a motion node meanwhile); the list's height settles after
  await waitUntil(async () => (await node.page().locator('.ant-tree-treenode-motion').count()) === 0, 'the tree expand animation ended');
}
