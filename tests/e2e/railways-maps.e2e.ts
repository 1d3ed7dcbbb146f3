/**
 * Railways of the World's maps and options at the table (issue #19 "Done when: every map and
 * option can be chosen at the table"), by touch, in Chromium: staff set the default bidding style in
 * settings and the lobby starts from it; a person (seat 0) and a medium bot
 * (seat 3) choose the game; each of the five maps is chosen in the lobby and drawn on the board;
 * then Portugal with First to pass, Mines and City Rotors is started, and the table plays it: the
 * person keeps a Rail Baron card and bids by touch, and the big cities wear their rotors. (Each map
 * is also played to the end by bots in the attract loop, `soak.e2e.ts`.)
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SeatId } from '../../shared-rules/core/types';
import { RAILWAYS_MAP_IDS } from '../../shared-rules/games/railways/map-ids';
import { getRailwaysBoard } from '../../shared-rules/maps/railways-maps';
import { readTableView } from '../../renderer/games/railways/view';
import railwaysEn from '../../renderer/i18n/railways/en.json';
import { openTable, shootAtSizes, type Table, tap } from './table-browser';

const ME: SeatId = 0;
const ALL_SIZES = process.env.RAILTABLE_SCREENSHOTS === '1' || process.env.RAILWAYS_ALL_SIZES === '1';

/** A screenshot at 1920×1080 (and with ALL_SIZES at 1280×800 and 3840×2160). */
const shoot = (page: Page, name: string): Promise<void> => shootAtSizes(page, name, ALL_SIZES);

/** The table view the page holds now. */
async function tableView(page: Page) {
  const raw = await page.evaluate(() => window.__railtable?.tableView() ?? null);
  return readTableView(raw);
}

describe('Railways of the World: every map and option chosen at the table', () => {
  let table: Table;
  let page: Page;
  beforeAll(async () => {
    table = await openTable(`${inject('baseUrl')}?test&botDelay=0`);
    page = table.page;
    await page.getByTestId('join-0').waitFor();
  });
  afterAll(async () => table.close());

  it('staff choose the default bidding style in settings by touch; the lobby starts from it', async () => {
    await tap(page, page.getByTestId('cog-0'));
    await page.getByTestId('settings-panel').waitFor();
    await expect.poll(() => page.getByTestId('bidding-traditional').getAttribute('aria-pressed')).toBe('true');
    await tap(page, page.getByTestId('bidding-worst-is-first'));
    await expect.poll(() => page.getByTestId('bidding-worst-is-first').getAttribute('aria-pressed')).toBe('true');
    await tap(page, page.getByTestId('settings-close'));
    await tap(page, page.getByTestId('join-0'));
    await tap(page, page.getByTestId('game-railways-0'));
    await expect.poll(() => page.getByTestId('bidding-worst-is-first-0').getAttribute('aria-pressed')).toBe('true');
    await tap(page, page.getByTestId('leave-0'));
  });

  it('each map chosen in the lobby is drawn on the board', async () => {
    await tap(page, page.getByTestId('join-0'));
    await tap(page, page.getByTestId('join-3'));
    await tap(page, page.getByTestId('bot-3'));
    await tap(page, page.getByTestId('game-railways-0'));
    await expect.poll(() => page.getByTestId('game-railways-3').getAttribute('aria-pressed')).toBe('true');
    for (const id of [...RAILWAYS_MAP_IDS].reverse()) {
      await tap(page, page.getByTestId(`map-${id}-0`));
      await expect.poll(() => page.getByTestId(`map-${id}-3`).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.getByTestId('rw-board').getAttribute('data-map'), { timeout: 15_000 }).toBe(id);
      if (ALL_SIZES) await shoot(page, `railways-lobby-${id}`);
    }
  });

  it('Portugal with First to pass, Mines and City Rotors starts with those options; the person keeps a Rail Baron card and bids', async () => {
    await tap(page, page.getByTestId('map-portugal-0'));
    await tap(page, page.getByTestId('bidding-first-to-pass-0'));
    await expect.poll(() => page.getByTestId('bidding-first-to-pass-3').getAttribute('aria-pressed')).toBe('true');
    for (const option of ['mines', 'rotors']) {
      await tap(page, page.getByTestId(`${option}-0`));
      await expect.poll(() => page.getByTestId(`${option}-3`).getAttribute('aria-pressed')).toBe('true');
    }
    await tap(page, page.getByTestId('start-0'));
    await expect.poll(async () => (await tableView(page))?.mapId, { timeout: 15_000 }).toBe('portugal');
    const view = await tableView(page);
    expect(view?.options).toMatchObject({ mapId: 'portugal', bidding: 'first-to-pass', mines: true, rotors: true });
    // The big cities (3 cubes) wear a rotor, each one step past its colour; the rest none.
    const board = getRailwaysBoard('portugal');
    if (board === undefined || view?.rotor === undefined) throw new Error('no rotors on Portugal');
    board.cities.forEach((_, c) => expect(view.rotor?.[c] !== -1, board.map.hexes[board.cities[c] ?? 0]?.city?.id).toBe((board.cityCubes[c] ?? 0) >= 3));
    // Seat 0 keeps a Rail Baron card by touch.
    await tap(page, page.getByTestId(`show-cards-${ME}`));
    const keep = page.locator(`[data-testid^="keep-${ME}-"]`);
    await expect.poll(() => keep.count()).toBe(2);
    await tap(page, keep.first());
    await page.getByTestId(`show-baron-${ME}`).waitFor();
    // The bot keeps its card; the table comes to seat 0 (the auction, or the action rounds when
    // the bot passed first) and it acts by touch: a bid, or a pass.
    await expect.poll(async () => (await tableView(page))?.toAct[0], { timeout: 15_000 }).toBe(ME);
    const before = await page.evaluate(() => window.__railtable?.entries() ?? 0);
    const phase = (await tableView(page))?.phase;
    await tap(page, page.getByTestId(phase === 'auction' ? `bid-${ME}` : `pass-${ME}`));
    await expect.poll(() => page.evaluate(() => window.__railtable?.entries() ?? 0), { timeout: 15_000 }).toBeGreaterThan(before);
    // The rotor chips name the second colours beside the big cities' names (the letters aid is on).
    await expect.poll(() => page.locator('[data-testid^="rotor-"]').count()).toBeGreaterThan(0);
    // Each chip's spoken name is its colour, or that the rotor is blank (never a bare dash).
    const words = railwaysEn.railways;
    const spoken = new Set([...Object.values(words.color).map((color) => words.board.rotor.replace('{{color}}', color)), words.board.rotorBlank]);
    const labels = await page.locator('[data-testid^="rotor-"]').evaluateAll((chips) => chips.map((chip) => chip.getAttribute('aria-label')));
    for (const label of labels) expect(spoken.has(label ?? ''), String(label)).toBe(true);
    await shoot(page, 'railways-portugal-rotors');
  });
});
