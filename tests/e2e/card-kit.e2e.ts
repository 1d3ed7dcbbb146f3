/**
 * The card kit played by touch in the counter test game: the seat's secret word is its one
 * card, face down until its owner holds "Show" (hidden again when the finger lifts); Confirm
 * with nothing selected says why; tap the card, confirm, and the word lies in the centre area
 * turned to the seat that revealed it, and the move is saved.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { resolve } from 'node:path';
import { SCREENSHOT_DIR, centreOf, openTable, tap, type Table } from './table-browser';

describe('the card kit in the counter game', () => {
  let table: Table;
  beforeAll(async () => {
    table = await openTable(`${inject('baseUrl')}?game=counter`);
    await table.page.getByTestId('join-0').waitFor();
  });
  afterAll(async () => table.close());

  it('holds to see a private card, selects then confirms, and shows it in the centre facing its seat', async () => {
    const page = table.page;
    await tap(page, page.getByTestId('join-0'));
    await tap(page, page.getByTestId('join-3'));
    await tap(page, page.getByTestId('start-3'));
    await page.getByTestId('status-0').getByText('Your turn').waitFor();
    await tap(page, page.getByTestId('add-0'));
    await page.getByTestId('points-0').getByText('Points: 1').waitFor();
    await tap(page, page.getByTestId('ok-0'));
    await page.getByTestId('status-3').getByText('Your turn').waitFor();

    // Seat 3 (top edge, to act) holds a face-down card: no word on it.
    const card = page.getByTestId('card-3-secret');
    await card.waitFor();
    expect(await card.locator('.play-card.face-down').count()).toBe(1);
    expect((await card.textContent())?.trim()).toBe('');

    // Holding "Show" turns it face up; lifting the finger hides it again.
    const cdp = await table.context.newCDPSession(page);
    const hold = await centreOf(page.getByTestId('show-hand-3'));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: hold.x, y: hold.y, id: 9 }] });
    await card.locator('.play-card:not(.face-down)').waitFor();
    await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'card-kit-held-1920x1080.png') });
    const word = (await card.locator('.play-card-title').textContent()) ?? '';
    expect(word.length).toBeGreaterThan(0);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await card.locator('.play-card.face-down').waitFor();
    await cdp.detach();

    // Confirm with nothing chosen: refused, with the reason on the seat's line.
    await tap(page, page.getByTestId('confirm-3'));
    await expect.poll(() => page.getByTestId('reason-3').textContent()).toBe('Tap a card first, then confirm.');

    // Select, then confirm: the word is revealed into the centre area, turned to the top edge.
    await tap(page, card);
    expect(await card.getAttribute('aria-pressed')).toBe('true');
    await tap(page, page.getByTestId('confirm-3'));
    const centre = page.getByTestId('centre-card-3-secret');
    await centre.waitFor();
    expect(await centre.locator('.play-card-title').textContent()).toBe(word);
    await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'card-kit-centre-1920x1080.png') });
    const turned = await centre.evaluate((el) => el.parentElement?.style.transform ?? '');
    expect(turned).toBe('rotate(180deg)');
    // The hand is gone (nothing left to hide), and seat 0's card is still face down.
    await card.waitFor({ state: 'detached' });
    expect(await page.getByTestId('card-0-secret').locator('.play-card.face-down').count()).toBe(1);
    expect(table.errors).toEqual([]);
  });
});
