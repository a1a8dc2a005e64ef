/**
 * The project board (docs/product/project-board.md): two admins at two
 * computers see each other's moves at once; a card moves by keyboard alone and stays moved after a
 * reload; a stale edit is refused with a message and the board reloads; overdue cards say so; the
 * page passes axe and, at phone width, only the board scrolls sideways (English and Arabic).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { BoardCard, BoardColumn } from '../src/shared/api/board';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectPageSettled, signInThroughApi } from './support/auth';
import { expect, test } from './support/fixtures';

const run = Date.now().toString(36);

async function addColumn(request: APIRequestContext, name: string): Promise<BoardColumn> {
  const response = await request.post('/api/project-board/columns', { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { column: BoardColumn }).column;
}

async function addCard(request: APIRequestContext, columnId: string, title: string): Promise<BoardCard> {
  const response = await request.post('/api/project-board/cards', { data: { columnId, title } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { card: BoardCard }).card;
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cardHeading = (page: Page, title: string) => page.getByRole('heading', { name: title, exact: true });

/** The board has loaded: its first column is shown (a busy machine may take a while the first time). */
async function boardLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('board-column').first()).toBeVisible({ timeout: 30_000 });
  await expectPageSettled(page);
}

async function openBoard(page: Page): Promise<void> {
  await signInThroughApi(page, 'admin');
  await page.goto('/admin/project-board');
  await boardLoaded(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Project board' })).toBeVisible();
}

/** The move request of a card, answered. */
const moveAnswered = (page: Page) =>
  page.waitForResponse(
    (r) => /\/api\/project-board\/cards\/[^/]+\/move$/.test(r.url()) && r.request().method() === 'POST',
  );

test.describe('project board', () => {
  // Two browser contexts and a production build: give a busy machine time.
  test.slow();
  test("two admins see each other's moves at once", async ({ page, openSeparatePage, adminApi }) => {
    const from = await addColumn(adminApi.request, `Live from ${run}`);
    const to = await addColumn(adminApi.request, `Live to ${run}`);
    const title = `Live card ${run}`;
    await addCard(adminApi.request, from.id, title);

    await openBoard(page);
    const other = await openSeparatePage();
    await openBoard(other);
    await expect(column(other, from.name).getByRole('heading', { name: title, exact: true })).toBeVisible();

    // A drags the card by its handle into the other column.
    const handle = page.getByRole('button', { name: `Move card ${title}`, exact: true });
    await handle.scrollIntoViewIfNeeded();
    const target = column(page, to.name);
    await target.scrollIntoViewIfNeeded();
    const box = (await handle.boundingBox())!;
    const targetBox = (await target.boundingBox())!;
    const moved = moveAnswered(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2, { steps: 3 });
    await page.mouse.move(targetBox.x + targetBox.width / 2, targetBox.y + 80, { steps: 12 });
    await page.mouse.up();
    expect((await moved).status()).toBe(200);
    await expect(column(page, to.name).getByRole('heading', { name: title, exact: true })).toBeVisible();

    // B's board shows it without a reload, then B moves it back by keyboard and A sees that.
    await expect(column(other, to.name).getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(column(other, from.name).getByRole('heading', { name: title, exact: true })).toHaveCount(0);
    const back = moveAnswered(other);
    await other.getByRole('button', { name: `Move card ${title}`, exact: true }).focus();
    await other.keyboard.press('Space');
    await other.keyboard.press('ArrowLeft');
    await other.keyboard.press('Space');
    expect((await back).status()).toBe(200);
    await expect(column(page, from.name).getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(column(page, to.name).getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  });

  test('a card moves by keyboard alone and stays moved after a reload', async ({ page, adminApi }) => {
    const from = await addColumn(adminApi.request, `Keys from ${run}`);
    const to = await addColumn(adminApi.request, `Keys to ${run}`);
    const title = `Keyboard card ${run}`;
    await addCard(adminApi.request, from.id, title);
    await openBoard(page);

    const handle = page.getByRole('button', { name: `Move card ${title}`, exact: true });
    await handle.focus();
    await expect(handle).toBeFocused();
    const moved = moveAnswered(page);
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    // Screen readers hear where the card is, in the page's language.
    await expect(page.getByText(`Card ${title} is at position 1 in column ${to.name}.`)).toBeAttached();
    await page.keyboard.press('Space');
    expect((await moved).status()).toBe(200);
    await expect(column(page, to.name).getByRole('heading', { name: title, exact: true })).toBeVisible();

    await page.reload();
    await boardLoaded(page);
    await expect(column(page, to.name).getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(column(page, from.name).getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  });

  test('a stale edit is refused with a message, and the board shows the other change', async ({
    page,
    adminApi,
    consoleGuard,
  }) => {
    consoleGuard.allowFailedRequest(409, /\/api\/project-board\/cards\//, 'the stale edit is refused on purpose');
    const col = await addColumn(adminApi.request, `Stale ${run}`);
    const title = `Stale card ${run}`;
    const card = await addCard(adminApi.request, col.id, title);
    await openBoard(page);

    await page.getByRole('button', { name: `Edit card ${title}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    // Meanwhile another admin renames it.
    const theirs = `${title} (theirs)`;
    const response = await adminApi.request.patch(`/api/project-board/cards/${card.id}`, {
      data: { version: card.version, title: theirs },
    });
    expect(response.ok(), await response.text()).toBe(true);
    await dialog.getByLabel('Title').fill(`${title} (mine)`);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Someone else changed this card' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(cardHeading(page, theirs)).toBeVisible();
  });

  test('overdue cards say so in words, and filters narrow the board', async ({ page }) => {
    await openBoard(page);
    const overdue = page.getByTestId('board-card').filter({ hasText: 'Renew the certificate signing key' });
    await expect(overdue.getByText(/^Overdue: was due /)).toBeVisible();

    await page.getByRole('combobox', { name: 'Label' }).click();
    await page.getByRole('option', { name: 'security', exact: true }).click();
    await expect(overdue).toBeVisible();
    await expect(page.getByTestId('board-card').filter({ hasText: 'Add Oregon requirements' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option', { name: 'Avery Admin', exact: true }).click();
    await expect(page.getByTestId('board-card').filter({ hasText: 'Add Oregon requirements' })).toBeVisible();
    await expect(
      page.getByTestId('board-card').filter({ hasText: 'Review Haitian Creole exam questions' }),
    ).toHaveCount(0);
  });
});

for (const lang of ['en', 'ar'] as const) {
  for (const width of [390, 1280] as const) {
    test.describe(`project board at ${width} px (${lang})`, () => {
      test.use({ viewport: { width, height: 844 } });

      test(`has no serious accessibility problems; only the board scrolls sideways (${lang}, ${width} px)`, async ({
        page,
      }, testInfo) => {
        if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
        await signInThroughApi(page, 'admin');
        await page.goto('/admin/project-board');
        await boardLoaded(page);
        await expect(
          page.getByRole('heading', { level: 1, name: lang === 'ar' ? 'لوحة المشروع' : 'Project board' }),
        ).toBeVisible();
        if (lang === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        await expect(page.getByTestId('board-card').first()).toBeVisible();

        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const scroller = page.getByTestId('board-scroller');
        if (width === 390) {
          const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
            scrollWidth: el.scrollWidth,
            clientWidth: el.clientWidth,
          }));
          expect(scrollWidth).toBeGreaterThan(clientWidth);
        }
        await page.screenshot({ path: testInfo.outputPath(`project-board-${lang}-${width}.png`), fullPage: true });
        await expectNoSeriousA11yViolations(page);
      });
    });
  }
}
