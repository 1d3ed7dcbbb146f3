/**
 * The table in Chromium with real touch: the page loads cleanly under the CSP, its sound board
 * loads the Ogg music loop (decoded gapless, stereo, 90 s or more), the board is a WebGL
 * canvas, every rotated seat panel answers a tap, two seats pressing at the same moment both
 * register, and the lobby looks right at two screen sizes (screenshots in docs/screenshots).
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { centreOf, framesRequested, multiTap, openTable, pointerTypes, tap, type Table, SCREENSHOT_DIR } from './table-browser';

const shots = SCREENSHOT_DIR;

describe('the table at 1920×1080 with touch', () => {
  let table: Table;
  beforeAll(async () => {
    table = await openTable(inject('baseUrl'));
    await table.page.getByTestId('join-0').waitFor();
  });
  afterAll(async () => table.close());

  it('loads with no console errors and no CSP violations', async () => {
    await table.page.waitForTimeout(300);
    expect(table.errors).toEqual([]);
    expect(await table.cspViolations()).toEqual([]);
  });

  it('loads the music loop: Chromium decodes it to 90 s or more of stereo with no gap at the loop point, and howler has it', async () => {
    const page = table.page;
    // The sound board preloads the music: the page has fetched the built music-loop-<hash>.ogg.
    const handle = await page.waitForFunction(() =>
      performance.getEntriesByType('resource').map((e) => e.name).find((name) => /\/music-loop[^/]*\.ogg$/.test(name)));
    const url = (await handle.jsonValue()) ?? '';
    expect(url).toMatch(/\.ogg$/);
    const decoded = await page.evaluate(async (src) => {
      const bytes = await (await fetch(src)).arrayBuffer();
      const buffer = await new OfflineAudioContext(2, 1, 48_000).decodeAudioData(bytes);
      const rmsOf = (data: Float32Array): number => Math.sqrt(data.reduce((sum, x) => sum + x * x, 0) / data.length);
      const channels = Array.from({ length: buffer.numberOfChannels }, (_, c) => {
        const data = buffer.getChannelData(c);
        const steps = Float32Array.from({ length: data.length - 1 }, (_, i) => Math.abs((data[i + 1] ?? 0) - (data[i] ?? 0))).sort();
        return {
          join: Math.abs((data[0] ?? 0) - (data[data.length - 1] ?? 0)),
          p99: steps[Math.floor(0.99 * steps.length)] ?? 0,
          headRms: rmsOf(data.subarray(0, 480)),
          tailRms: rmsOf(data.subarray(data.length - 480)),
        };
      });
      return { seconds: buffer.duration, channels };
    }, url);
    expect(decoded.seconds).toBeGreaterThanOrEqual(90);
    expect(decoded.channels).toHaveLength(2);
    for (const channel of decoded.channels) {
      // Sounding in its first and last 10 ms (no encoder delay or padding left as silence), and
      // the step from the last sample back to the first is an ordinary one: the loop is gapless.
      expect(channel.headRms).toBeGreaterThan(0.001);
      expect(channel.tailRms).toBeGreaterThan(0.001);
      expect(channel.join).toBeLessThanOrEqual(channel.p99);
    }
    // …and howler itself (told the format: ogg) has loaded and decoded it for the sound board.
    const howl = await page.waitForFunction(() => {
      type HowlLike = { _src: string | string[]; state(): string; duration(): number };
      const howls = (window as unknown as { Howler?: { _howls?: HowlLike[] } }).Howler?._howls ?? [];
      const music = howls.find((h) => String(h._src).includes('music-loop'));
      return music?.state() === 'loaded' ? { seconds: music.duration() } : undefined;
    });
    expect((await howl.jsonValue())?.seconds).toBeGreaterThanOrEqual(90);
  });

  it('shows the board as a WebGL canvas filling the area between the panels', async () => {
    const canvas = table.page.getByTestId('board-canvas');
    await canvas.waitFor();
    expect(await canvas.getAttribute('aria-label')).toBe('Game board');
    const hasWebgl = await canvas.evaluate((el) => el instanceof HTMLCanvasElement && (el.getContext('webgl2') ?? el.getContext('webgl')) !== null);
    expect(hasWebgl).toBe(true);
    const box = await canvas.boundingBox();
    expect(box?.width).toBeGreaterThan(1500);
    // From just below the top panels (seat 3, top-left) to just above the bottom ones (seat 0), a few mm of gap each side.
    const top = await table.page.getByTestId('seat-3').boundingBox();
    const bottom = await table.page.getByTestId('seat-0').boundingBox();
    if (box === null || top === null || bottom === null) throw new Error('no box');
    expect(box.y).toBeGreaterThan(top.y + top.height - 1);
    expect(box.y - (top.y + top.height)).toBeLessThan(20);
    expect(bottom.y - (box.y + box.height)).toBeGreaterThan(-1);
    expect(bottom.y - (box.y + box.height)).toBeLessThan(20);
    expect(box.height).toBeGreaterThan(600);
  });

  it('renders on demand: no animation frames while nothing changes', async () => {
    await table.page.waitForTimeout(500);
    const before = await framesRequested(table.page);
    await table.page.waitForTimeout(1500);
    const after = await framesRequested(table.page);
    expect(before).toBeGreaterThan(0); // the first frames were drawn
    expect(after - before).toBeLessThanOrEqual(1);
  });

  it('gives every button an accessible name from the English catalog', async () => {
    const unnamed = await table.page.evaluate(() =>
      [...document.querySelectorAll('button')].filter((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === '').length,
    );
    expect(unnamed).toBe(0);
    expect(await table.page.getByRole('button', { name: 'Join' }).count()).toBe(6);
    expect(await table.page.getByRole('button', { name: 'Settings' }).count()).toBeGreaterThanOrEqual(1);
  });

  it('takes a lobby screenshot at 1920×1080', async () => {
    await table.page.screenshot({ path: resolve(shots, 'lobby-1920x1080.png') });
  });

  it('answers a real touch tap in each of the six rotated seat panels', async () => {
    const rotations: string[] = [];
    for (const seat of [0, 1, 2, 3, 4, 5]) {
      const panel = table.page.getByTestId(`seat-${seat}`);
      rotations.push(await panel.evaluate((el) => getComputedStyle(el).transform));
      await tap(table.page, table.page.getByTestId(`join-${seat}`));
      await table.page.getByTestId(`leave-${seat}`).waitFor({ timeout: 5000 });
    }
    expect(new Set(rotations).size).toBe(4); // 0°, −90°, 180°, 90°
    expect(await pointerTypes(table.page)).toContain('touch');
    expect(await table.page.getByRole('button', { name: 'Start' }).count()).toBe(6);
    expect(await table.page.getByRole('button', { name: 'Start' }).first().isEnabled()).toBe(true);
    await table.page.screenshot({ path: resolve(shots, 'lobby-all-joined-1920x1080.png') });
  });

  it('registers two seats pressing at the same moment (one touch event, two fingers)', async () => {
    const page = table.page;
    // Everyone leaves, one finger per seat, all at once.
    const leaves = await Promise.all([0, 1, 2, 3, 4, 5].map((seat) => centreOf(page.getByTestId(`leave-${seat}`))));
    const cdp = await table.context.newCDPSession(page);
    await multiTap(cdp, leaves);
    await page.getByTestId('join-5').waitFor();
    expect(await page.getByRole('button', { name: 'Join' }).count()).toBe(6);
    // Seats 1 (bottom) and 3 (top) join with one two-finger touch.
    const points = await Promise.all([centreOf(page.getByTestId('join-1')), centreOf(page.getByTestId('join-3'))]);
    await multiTap(cdp, points);
    await page.getByTestId('leave-1').waitFor({ timeout: 5000 });
    await page.getByTestId('leave-3').waitFor({ timeout: 5000 });
    expect(await page.getByRole('button', { name: 'Join' }).count()).toBe(4);
    await cdp.detach();
  });

  it('still has no console errors after all that touching', () => {
    expect(table.errors).toEqual([]);
  });

  it('rebuilds the board when a lost WebGL context comes back', async () => {
    const page = table.page;
    const lost = await page.getByTestId('board-canvas').evaluate((el) => {
      if (!(el instanceof HTMLCanvasElement)) return false;
      const ext = el.getContext('webgl2')?.getExtension('WEBGL_lose_context');
      if (ext === undefined || ext === null) return false;
      ext.loseContext();
      setTimeout(() => ext.restoreContext(), 100);
      return true;
    });
    expect(lost).toBe(true);
    const rebuilt = page.locator('[data-testid="board-canvas"][data-generation="1"]');
    await rebuilt.waitFor({ timeout: 10_000 });
    expect(await rebuilt.evaluate((el) => el instanceof HTMLCanvasElement && el.getContext('webgl2') !== null)).toBe(true);
    expect(await page.getByTestId('board-canvas').count()).toBe(1);
  });
});

describe('the table at 1280×800', () => {
  it('fits six panels and the board with nothing overlapping (screenshot)', async () => {
    const table = await openTable(inject('baseUrl'), { width: 1280, height: 800 });
    try {
      await table.page.getByTestId('join-0').waitFor();
      await table.page.waitForTimeout(300);
      const boxes = await Promise.all([0, 1, 2, 3, 4, 5].map((s) => table.page.getByTestId(`seat-${s}`).boundingBox()));
      const canvas = await table.page.getByTestId('board-canvas').boundingBox();
      const all = [...boxes, canvas];
      for (const [i, a] of all.entries()) {
        if (a === null) throw new Error(`box ${i} missing`);
        expect(a.x).toBeGreaterThanOrEqual(0);
        expect(a.y).toBeGreaterThanOrEqual(0);
        expect(a.x + a.width).toBeLessThanOrEqual(1280.5);
        expect(a.y + a.height).toBeLessThanOrEqual(800.5);
        for (const [j, b] of all.entries()) {
          if (j <= i || b === null) continue;
          const overlap = a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
          expect(overlap, `boxes ${i} and ${j} overlap`).toBe(false);
        }
      }
      // Text is never below 14 px.
      const smallest = await table.page.evaluate(() =>
        Math.min(...[...document.querySelectorAll('.seat-panel *')].filter((el) => (el.textContent ?? '').trim() !== '').map((el) => parseFloat(getComputedStyle(el).fontSize))),
      );
      expect(smallest).toBeGreaterThanOrEqual(14);
      await table.page.screenshot({ path: resolve(shots, 'lobby-1280x800.png') });
      expect(table.errors).toEqual([]);
    } finally {
      await table.close();
    }
  });
});
