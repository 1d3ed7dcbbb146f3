/**
 * The first-start calibration prompt (issue #14 §6) in Chromium by real touch, from a fresh
 * browser (no stored settings): the prompt shows before the lobby with a card facing the bottom
 * and the top edge; a finger dragged along the ruler changes the size shown on it (also on the
 * top card, turned 180°: the bar follows the finger in the card's own direction); Done stores it
 * with `calibrated: true` and the lobby opens at that scale (`--mm`); a reload goes straight to
 * the lobby. Screenshots of the prompt at 1280×800, 1920×1080 and 3840×2160.
 */
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { drag, openTable, pointerTypes, tap, SCREENSHOT_DIR, type Table } from './table-browser';

/** The calibration the prompt shows now (CSS px per mm). */
async function shownPxPerMm(page: Page): Promise<number> {
  return Number(await page.getByTestId('calibration-prompt').getAttribute('data-px-per-mm'));
}

/** The on-screen box of a card's ruler track. */
async function trackBox(card: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await card.getByTestId('ruler').boundingBox();
  if (box === null) throw new Error('the ruler has no box');
  return box;
}

/** The stored browser settings (localStorage), parsed. */
async function storedSettings(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('railtable.settings') ?? '{}') as Record<string, unknown>);
}

describe('the first-start calibration prompt', () => {
  let table: Table;
  beforeAll(async () => {
    table = await openTable(`${inject('baseUrl')}?test&game=counter`, { width: 1920, height: 1080 }, { calibrated: false });
  });
  afterAll(async () => table.close());

  it('shows before the lobby facing the bottom and the top edge, and looks right at three sizes', async () => {
    const page = table.page;
    await page.getByTestId('calibration-prompt').waitFor();
    await page.getByTestId('calibration-card-0').waitFor();
    await page.getByTestId('calibration-card-180').waitFor();
    expect(await page.getByTestId('join-0').count()).toBe(0);
    expect(await page.locator('[data-testid^="calibration-card-"]').count()).toBe(2);
    const bottom = await page.getByTestId('calibration-card-0').boundingBox();
    const top = await page.getByTestId('calibration-card-180').boundingBox();
    expect(bottom !== null && top !== null && bottom.y > top.y + top.height).toBe(true);
    for (const [width, height] of [
      [1280, 800],
      [3840, 2160],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      // The table re-lays out on the resize event (slow under load): wait until both cards' buttons are inside the new window.
      await page.waitForFunction(() => {
        const buttons = [...document.querySelectorAll('[data-testid^="calibration-done-"], [data-testid^="calibration-skip-"]')];
        return buttons.length === 4 && buttons.every((b) => {
          const r = b.getBoundingClientRect();
          return r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight;
        });
      }, undefined, { timeout: 20_000 });
      await page.waitForTimeout(400);
      // Both buttons of both cards are on screen and at least 10 mm (the calibration's mm) tall.
      for (const id of ['calibration-done-0', 'calibration-skip-0', 'calibration-done-180', 'calibration-skip-180']) {
        const box = await page.getByTestId(id).boundingBox();
        expect(box, id).not.toBeNull();
        if (box === null) continue;
        expect(box.y >= 0 && box.y + box.height <= height && box.x >= 0 && box.x + box.width <= width, `${id} at ${width}×${height}`).toBe(true);
        expect(Math.min(box.width, box.height), id).toBeGreaterThanOrEqual(10 * (40 / 25.4) - 0.5);
      }
      await page.screenshot({ path: resolve(SCREENSHOT_DIR, `calibration-prompt-${width}x${height}.png`) });
    }
  });

  it('a touch drag on the ruler changes the size, on the bottom card and on the turned top card', async () => {
    const page = table.page;
    const cdp = await table.context.newCDPSession(page);
    expect(await shownPxPerMm(page)).toBeCloseTo(40 / 25.4, 5);

    // Bottom card: the bar grows from the track's left end to the finger (250 px = 5 px per mm over 50 mm).
    const bottom = await trackBox(page.getByTestId('calibration-card-0'));
    const y = bottom.y + bottom.height / 2;
    await drag(cdp, { x: bottom.x + 40, y }, { x: bottom.x + 250, y });
    await expect.poll(() => shownPxPerMm(page)).toBeCloseTo(5, 1);
    const bar = await page.getByTestId('calibration-card-0').locator('.ruler-bar').boundingBox();
    expect(bar?.width).toBeCloseTo(250, -1);

    // Top card, turned 180°: its ruler starts at the screen's right end of the track.
    const topTrack = await trackBox(page.getByTestId('calibration-card-180'));
    const ty = topTrack.y + topTrack.height / 2;
    const right = topTrack.x + topTrack.width;
    await drag(cdp, { x: right - 30, y: ty }, { x: right - 150, y: ty });
    await expect.poll(() => shownPxPerMm(page)).toBeCloseTo(3, 1);
    // Both cards show the same ruler; nothing is stored yet.
    const topBar = await page.getByTestId('calibration-card-180').locator('.ruler-bar').boundingBox();
    expect(topBar?.width).toBeCloseTo(150, -1);
    expect((await storedSettings(page)).calibrated).not.toBe(true);
    expect(await pointerTypes(page)).toContain('touch');
  });

  it('Done stores the size with calibrated: true and opens the lobby at that scale; a reload does not ask again', async () => {
    const page = table.page;
    const chosen = await shownPxPerMm(page);
    await tap(page, page.getByTestId('calibration-done-0'));
    await page.getByTestId('join-0').waitFor();
    expect(await page.getByTestId('calibration-prompt').count()).toBe(0);
    expect(await storedSettings(page)).toMatchObject({ pxPerMm: chosen, calibrated: true });
    const mm = await page.evaluate(() => document.documentElement.style.getPropertyValue('--mm'));
    expect(mm).toBe(`${chosen}px`);

    await page.reload();
    await page.getByTestId('join-0').waitFor();
    expect(await page.getByTestId('calibration-prompt').count()).toBe(0);
    expect(await storedSettings(page)).toMatchObject({ pxPerMm: chosen, calibrated: true });
    expect(table.errors).toEqual([]);
    expect(await table.cspViolations()).toEqual([]);
  });
});
