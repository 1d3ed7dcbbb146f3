/**
 * A counter game played by touch through every layer (panel → controller → engine worker →
 * platform saves): each action is autosaved, a reload resumes at the same action, a corrupt save
 * is quarantined and reported and the newest good generation resumes, and Arabic turns the
 * layout right-to-left.
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTable, readSaves, tap, writeSave, type Table, SCREENSHOT_DIR } from './table-browser';

const shots = SCREENSHOT_DIR;

async function textOf(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).textContent()) ?? '';
}

/** Wait until the board total shows `total`. */
async function expectTotal(page: Page, total: number): Promise<void> {
  await page.getByTestId('board-total').getByText(String(total), { exact: true }).waitFor({ timeout: 5000 });
}

/** The save envelopes of one match: generation name → number of log entries. */
async function generations(page: Page): Promise<{ matchId: string; entries: Record<string, number>; corrupt: string[] }> {
  const all = await readSaves(page);
  const entries: Record<string, number> = {};
  let matchId = '';
  const corrupt: string[] = [];
  for (const { key, value } of all) {
    const m = /^match:([^:]+):(\w+)$/.exec(key);
    if (m?.[1] !== undefined && m[2] !== undefined) {
      matchId = m[1];
      const record = typeof value === 'object' && value !== null && 'record' in value ? value.record : undefined;
      const log = typeof record === 'object' && record !== null && 'log' in record ? record.log : undefined;
      entries[m[2]] = Array.isArray(log) ? log.length : -1;
    }
    if (key.startsWith('corrupt:')) corrupt.push(key);
  }
  return { matchId, entries, corrupt };
}

describe('a counter game played by touch', () => {
  let table: Table;
  beforeAll(async () => {
    // The counter test game is started from the lobby with the `game=counter` URL flag.
    table = await openTable(`${inject('baseUrl')}?game=counter`);
    await table.page.getByTestId('join-0').waitFor();
  });
  afterAll(async () => table.close());

  it('starts from two joined seats and plays through the worker, autosaving every action', async () => {
    const page = table.page;
    await tap(page, page.getByTestId('join-0'));
    await tap(page, page.getByTestId('join-3'));
    await tap(page, page.getByTestId('start-3'));
    await expectTotal(page, 0);
    expect(await textOf(page, 'status-0')).toBe('Your turn');
    expect(await textOf(page, 'status-3')).toBe('Waiting');
    expect(await page.getByTestId('add-3').isDisabled()).toBe(true);

    await tap(page, page.getByTestId('add-0'));
    await expectTotal(page, 1);
    await tap(page, page.getByTestId('add-0'));
    await expectTotal(page, 2);
    // Undo the second add, then add again.
    await tap(page, page.getByTestId('undo-0'));
    await expectTotal(page, 1);
    await tap(page, page.getByTestId('add-0'));
    await expectTotal(page, 2);
    await tap(page, page.getByTestId('ok-0'));
    await page.getByTestId('status-3').getByText('Your turn').waitFor();
    await tap(page, page.getByTestId('add-3'));
    await expectTotal(page, 3);
    expect(await textOf(page, 'points-3')).toBe('Points: 1');
    expect(await textOf(page, 'total-0')).toBe('Total 3 of 10');

    // add, add, undo, add, end-turn, add = 6 log entries, saved with rotating generations.
    await expect.poll(async () => (await generations(page)).entries.current, { timeout: 5000 }).toBe(6);
    const saved = await generations(page);
    expect(saved.entries).toEqual({ current: 6, bak: 5, gen1: 4, gen2: 3, gen3: 2 });
    await page.screenshot({ path: resolve(shots, 'game-in-progress-1920x1080.png') });
    expect(table.errors).toEqual([]);
  });

  it('after a crash (main reloads with #recover) the game is back on the table at once, at the same action', async () => {
    const page = table.page;
    const entries = (await generations(page)).entries.current;
    await page.evaluate(() => {
      location.hash = '#recover';
      location.reload();
    });
    await page.getByTestId('total-0').waitFor();
    await expectTotal(page, 3);
    expect(await textOf(page, 'status-3')).toBe('Your turn');
    expect(await page.getByTestId('resume-0').count()).toBe(0);
    expect((await generations(page)).entries.current).toBe(entries);
    // The recovery is used once: the hash is gone, so a later reload starts in the lobby.
    expect(await page.evaluate(() => location.hash)).toBe('');
    expect(table.errors).toEqual([]);
  });

  it('resumes exactly after a reload: same total, same turn, same undo', async () => {
    const page = table.page;
    await page.reload();
    await page.getByTestId('resume-0').waitFor();
    await tap(page, page.getByTestId('resume-0'));
    await expectTotal(page, 3);
    expect(await textOf(page, 'status-3')).toBe('Your turn');
    expect(await textOf(page, 'status-0')).toBe('Waiting');
    expect(await textOf(page, 'points-0')).toBe('Points: 2');
    expect(await page.getByTestId('undo-3').isEnabled()).toBe(true);
    // Play on: the resumed match accepts the next action and saves it as entry 7.
    await tap(page, page.getByTestId('add-3'));
    await expectTotal(page, 4);
    await expect.poll(async () => (await generations(page)).entries.current, { timeout: 5000 }).toBe(7);
    expect(table.errors).toEqual([]);
  });

  it('quarantines a corrupt save, reports it, and resumes the newest good generation', async () => {
    const page = table.page;
    const { matchId } = await generations(page);
    await writeSave(page, `match:${matchId}:current`, { format: 'railtable-save', version: 1, record: 'garbage' });
    await page.reload();
    await page.getByTestId('notice-quarantined').waitFor();
    expect(await textOf(page, 'notice-quarantined')).toContain('A damaged save was set aside');
    const after = await generations(page);
    expect(after.corrupt).toHaveLength(1);
    expect(after.entries.current).toBeUndefined();
    expect(after.entries.bak).toBe(6);
    await tap(page, page.getByTestId('resume-0'));
    // The bak generation: 6 entries, total 3, seat 3 to act.
    await expectTotal(page, 3);
    expect(await textOf(page, 'status-3')).toBe('Your turn');
    // Playing on writes a new current generation on top of the good one.
    await tap(page, page.getByTestId('add-3'));
    await expectTotal(page, 4);
    await expect.poll(async () => (await generations(page)).entries.current, { timeout: 5000 }).toBe(7);
    await page.screenshot({ path: resolve(shots, 'quarantine-notice-1920x1080.png') });
    expect(table.errors).toEqual([]);
  });

  it('switches to Arabic from the settings cog: dir="rtl", kept after a reload; Korean is ltr', async () => {
    const page = table.page;
    await tap(page, page.getByRole('button', { name: 'Settings' }).first());
    await page.getByTestId('settings-panel').waitFor();
    await tap(page, page.getByTestId('language-ar'));
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await page.screenshot({ path: resolve(shots, 'settings-arabic-1920x1080.png') });
    await tap(page, page.getByTestId('settings-close'));
    await page.reload();
    await page.getByTestId('join-0').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await textOf(page, 'join-0')).toBe('انضمام');
    await page.screenshot({ path: resolve(shots, 'lobby-arabic-1920x1080.png') });
    // Korean is left-to-right again; then back to English.
    await tap(page, page.getByTestId('cog-0'));
    await tap(page, page.getByTestId('language-ko'));
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ko');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await tap(page, page.getByTestId('settings-close'));
    expect(await textOf(page, 'join-0')).toBe('참가');
    await page.screenshot({ path: resolve(shots, 'lobby-korean-1920x1080.png') });
    await tap(page, page.getByTestId('cog-0'));
    await tap(page, page.getByTestId('language-en'));
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(table.errors).toEqual([]);
  });
});
