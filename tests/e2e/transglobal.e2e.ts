/**
 * A whole 3-player game of Transglobal Rail on the USA map, by touch alone, in Chromium at
 * 1920×1080: seats join at three different edges (two of them at the same moment), pick
 * colours and the map, set a low starting bank in the cog, start; hubs are placed and links
 * built by tapping the WebGL canvas (screen points from the board's projection, read through
 * the `?test` hooks); UNDO and −$1 are used; an illegal tap buzzes and says why without
 * changing anything; a reload resumes at the same action; the Arabic layout is right-to-left
 * with every panel's content inside its panel; networks are finished (once with "Build
 * suggested route", once link by link); round summaries lead to the results and the replay.
 * Screenshots (1920×1080 and 3840×2160) go to docs/screenshots; measurements to the log.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { centreOf, drag, multiTap, openTable, tap, type Table, SCREENSHOT_DIR } from './table-browser';
import { greedyChoice, registerMapsInNode, screenOf, snapshot, tapBoard, touchAction, waitForEntries } from './transglobal-driver';

const shots = SCREENSHOT_DIR;
const SEATS = [0, 2, 4] as const;
const DEFAULT_PX_PER_MM = 40 / 25.4;

/** Screenshot at 1920×1080, at 1280×800, then at 3840×2160 with a 4K table's calibration (80 ppi), then back. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(250);
  await page.screenshot({ path: resolve(shots, `${name}-1920x1080.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(600);
  await page.screenshot({ path: resolve(shots, `${name}-1280x800.png`) });
  await page.setViewportSize({ width: 3840, height: 2160 });
  await page.evaluate(() => window.__railtable?.patchPxPerMm(80 / 25.4));
  await page.waitForTimeout(1200);
  await page.screenshot({ path: resolve(shots, `${name}-3840x2160.png`) });
  await page.evaluate((px) => window.__railtable?.patchPxPerMm(px), DEFAULT_PX_PER_MM);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForTimeout(600);
}

/**
 * Holds SHOW CITIES of `seat` with a real touch and checks the secret-cities card (#14 §5): the
 * button stays under the finger, the five cities are listed, the mini-map marks them turned the
 * way this seat sees the board, the countdown shows, and the card hides when the finger lifts.
 */
async function holdCities(page: Page, context: BrowserContext, seat: number): Promise<void> {
  // SHOW CITIES is press-and-hold: the secret-cities card shows while the finger is down
  // and hides when it lifts.
  const cdp = await context.newCDPSession(page);
  const hold = await centreOf(page.getByTestId(`show-cities-${seat}`));
  const holdCentre = await centreOf(page.getByTestId(`show-cities-${seat}`));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: hold.x, y: hold.y, id: 7 }] });
  await page.getByTestId(`cities-${seat}`).waitFor();
  // The button stays under the finger while the list shows (#14 §4; it only shrinks 4 % about its centre, the pressed look).
  const heldCentre = await centreOf(page.getByTestId(`show-cities-${seat}`));
  expect(Math.hypot(heldCentre.x - holdCentre.x, heldCentre.y - holdCentre.y)).toBeLessThan(1);
  expect(await page.getByTestId(`cities-${seat}`).locator('.city').count()).toBe(5);
  // The card's mini-map (#14 §5) marks the five cities, turned the way this seat sees the
  // board: the step from one city to another points the same way on the screen on the
  // mini-map as on the board, from every edge.
  const mine = (await snapshot(page, SEATS)).seatViews[seat]?.cities ?? [];
  expect(mine).toHaveLength(5);
  const [first, ...rest] = mine;
  if (first === undefined) throw new Error('no cities');
  const other = rest.reduce((a, b) => (Math.abs(b.intersection - first.intersection) > Math.abs(a.intersection - first.intersection) ? b : a), rest[0] ?? first);
  const onBoard = [await screenOf(page, 'intersection', first.intersection), await screenOf(page, 'intersection', other.intersection)];
  const onMini = [await centreOf(page.getByTestId(`mini-city-${seat}-${first.id}`)), await centreOf(page.getByTestId(`mini-city-${seat}-${other.id}`))];
  const boardStep = { x: (onBoard[1]?.x ?? 0) - (onBoard[0]?.x ?? 0), y: (onBoard[1]?.y ?? 0) - (onBoard[0]?.y ?? 0) };
  const miniStep = { x: (onMini[1]?.x ?? 0) - (onMini[0]?.x ?? 0), y: (onMini[1]?.y ?? 0) - (onMini[0]?.y ?? 0) };
  const cosine = (boardStep.x * miniStep.x + boardStep.y * miniStep.y) / (Math.hypot(boardStep.x, boardStep.y) * Math.hypot(miniStep.x, miniStep.y));
  expect(cosine).toBeGreaterThan(0.97);
  expect(await page.locator(`[data-testid^="mini-city-${seat}-"]`).count()).toBe(5);
  expect(await page.getByTestId(`cities-countdown-${seat}`).textContent()).toMatch(/Hides in [1-5] s/);
  if (seat === 0) await shoot(page, 'secret-cities');
  else await page.screenshot({ path: resolve(shots, `secret-cities-seat-${seat}-1920x1080.png`) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.getByTestId(`cities-${seat}`).waitFor({ state: 'hidden' });
  await cdp.detach();
}

async function visible(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).isVisible();
}

/** Install a PerformanceObserver for Event Timing entries (pointer events ≥ 16 ms) on the page. */
async function observeEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const list: { name: string; duration: number }[] = [];
    Object.defineProperty(window, '__eventTimings', { value: list, configurable: true });
    // durationThreshold is not in TypeScript's DOM types yet: pass the options as a variable.
    const init = { type: 'event', durationThreshold: 16, buffered: true };
    new PerformanceObserver((entries) => {
      for (const e of entries.getEntries()) list.push({ name: e.name, duration: e.duration });
    }).observe(init);
  });
}

async function eventTimings(page: Page): Promise<{ name: string; duration: number }[]> {
  return page.evaluate(() => {
    const v: unknown = Reflect.get(window, '__eventTimings');
    return Array.isArray(v) ? v.flatMap((e: unknown) => (typeof e === 'object' && e !== null && 'name' in e && 'duration' in e ? [{ name: String(e.name), duration: Number(e.duration) }] : [])) : [];
  });
}

/** Every visible descendant of each seat panel lies inside its panel (1 px tolerance). */
async function panelOverflows(page: Page, seats: readonly number[]): Promise<string[]> {
  return page.evaluate((list) => {
    const out: string[] = [];
    for (const seat of list) {
      const panel = document.querySelector(`[data-testid="seat-${seat}"]`);
      if (panel === null) continue;
      const p = panel.getBoundingClientRect();
      for (const child of panel.querySelectorAll('*')) {
        const r = child.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < p.left - 1 || r.top < p.top - 1 || r.right > p.right + 1 || r.bottom > p.bottom + 1) {
          out.push(`seat ${seat}: <${child.tagName.toLowerCase()} class="${child.getAttribute('class') ?? ''}"> ${(child.textContent ?? '').slice(0, 30)}`);
        }
      }
    }
    return out;
  }, [...seats]);
}

describe('a whole 3-player game of Transglobal Rail on the USA map, by touch', () => {
  let table: Table;
  const measured: Record<string, unknown> = {};
  beforeAll(async () => {
    registerMapsInNode();
    table = await openTable(`${inject('baseUrl')}?test&botDelay=0&drop=0&moment=12000`);
    await table.page.getByTestId('join-0').waitFor();
    await observeEvents(table.page);
  });
  afterAll(async () => {
    writeFileSync(resolve(import.meta.dirname, '..', '..', 'out', 'transglobal-e2e-measurements.json'), JSON.stringify(measured, null, 2));
    await table.close();
  });

  it('joins three seats at different edges (two at the same moment), picks colours, the map and a $5 bank in the cog', async () => {
    const page = table.page;
    // Seats 0 (bottom) and 2 (left edge) join with one two-finger touch; seat 4 (top) alone.
    const cdp = await table.context.newCDPSession(page);
    await multiTap(cdp, await Promise.all([centreOf(page.getByTestId('join-0')), centreOf(page.getByTestId('join-2'))]));
    await cdp.detach();
    await page.getByTestId('leave-0').waitFor({ timeout: 5000 });
    await page.getByTestId('leave-2').waitFor({ timeout: 5000 });
    await tap(page, page.getByTestId('join-4'));
    await page.getByTestId('leave-4').waitFor();
    // Colours differ; seat 2 changes its colour and never takes another seat's.
    const before = await page.getByTestId('colour-2').getAttribute('aria-label');
    await tap(page, page.getByTestId('colour-2'));
    const after = await page.getByTestId('colour-2').getAttribute('aria-label');
    expect(after).not.toBe(before);
    const labels = await Promise.all(SEATS.map((s) => page.getByTestId(`colour-${s}`).getAttribute('aria-label')));
    expect(new Set(labels).size).toBe(3);
    // The map: Europe from the left edge, then back to the USA from the top; every seat shows the choice.
    await tap(page, page.getByTestId('map-europe-2'));
    await page.locator('[data-testid="board-canvas"][data-map="europe"]').waitFor();
    await tap(page, page.getByTestId('map-usa-4'));
    await page.locator('[data-testid="board-canvas"][data-map="usa"]').waitFor();
    for (const s of SEATS) expect(await page.getByTestId(`map-usa-${s}`).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('map-usa-0').textContent()).toContain('Best for beginners');
    // The cog: starting bank $5 and no taxes (tap the left end of each slider).
    await tap(page, page.getByTestId('cog-0'));
    await page.getByTestId('settings-panel').waitFor();
    for (const id of ['starting-bank', 'tax-floor']) {
      const box = await page.locator(`#${id}`).boundingBox();
      if (box === null) throw new Error(`${id} slider missing`);
      await page.touchscreen.tap(box.x + 2, box.y + box.height / 2);
    }
    await expect.poll(() => page.getByTestId('starting-bank-value').textContent()).toBe('$5');
    await expect.poll(() => page.getByTestId('tax-floor-value').textContent()).toBe('Off');
    // Rules pages page forward.
    await tap(page, page.getByTestId('rules-open'));
    const first = await page.getByTestId('rules-text').textContent();
    await tap(page, page.getByTestId('rules-next'));
    expect(await page.getByTestId('rules-text').textContent()).not.toBe(first);
    // The rules are the chosen game's own (GameUi.rules).
    expect(await page.getByTestId('rules-game').textContent()).toBe('Transglobal Rail');
    await shoot(page, 'rules-transglobal');
    await tap(page, page.getByTestId('settings-close'));
    measured.drawCallsEmptyBoard = await page.evaluate(() => window.__railtable?.stats.calls ?? -1);
    await shoot(page, 'lobby-transglobal');
    expect(table.errors).toEqual([]);
  });

  it('plays every round by touch to the results: hubs, links, UNDO, −$1, an illegal tap, a reload, Arabic, finishing', async () => {
    const page = table.page;
    await tap(page, page.getByTestId('start-0'));
    await page.getByTestId('tg-seat-0').waitFor();
    const done = { undo: false, discard: false, illegal: false, reload: false, rtl: false, suggested: false, linkByLink: false, mid: false, finishing: false, summary: false, tapTarget: false };
    const held = new Set<number>();
    let summaries = 0;
    // Round summaries seen after the reload: each ends a round whose round-end sound this page played.
    let summariesAfterReload = 0;
    for (let step = 0; step < 1500; step++) {
      if (await visible(page, 'results-0')) break;
      if (await visible(page, 'summary-0')) {
        if (!done.summary) {
          await shoot(page, 'round-summary');
          done.summary = true;
        }
        summaries++;
        if (done.reload) summariesAfterReload++;
        await tap(page, page.getByTestId('continue-0'));
        await page.getByTestId('summary-0').waitFor({ state: 'hidden' });
        continue;
      }
      const s = await snapshot(page, SEATS);
      const seat = s.toAct[0];
      const tv = s.table;
      const legal = seat === undefined ? [] : (s.legal[seat] ?? []);
      if (seat === undefined || tv === undefined || legal.length === 0) {
        await page.waitForTimeout(50);
        continue;
      }
      if (tv.phase === 'building' && !held.has(seat)) {
        // Each seat (three edges: 0°, and the two others) holds its cities once.
        await holdCities(page, table.context, seat);
        held.add(seat);
        continue;
      }
      if (tv.phase === 'building') {
        const legalLinks = new Set(legal.flatMap((a) => (a.type === 'build' ? [a.link] : [])));
        const firstBuild = legal.find((a) => a.type === 'build');
        if (!done.tapTarget && firstBuild?.type === 'build') {
          // The benchmark's board target (window.__railtable.tapTarget) is the seat's first legal link.
          const [target, link] = await page.evaluate(([s2, l]) => [window.__railtable?.tapTarget(s2) ?? null, window.__railtable?.screenOf('link', l) ?? null] as const, [seat, firstBuild.link] as const);
          expect(link).not.toBeNull();
          expect(target).toEqual(link);
          done.tapTarget = true;
        }
        if (!done.illegal && tv.turnLinks.length === 0 && legalLinks.size > 0) {
          // A link that is neither legal nor built: the tap buzzes, the panel says why, nothing changes.
          const built = new Set(tv.built.map((b) => b.link));
          const hub = tv.seats.find((x) => x.seat === seat)?.hub ?? 0;
          const far = await page.evaluate(
            ([h]) => {
              const hooks = window.__railtable;
              const here = hooks?.screenOf('intersection', h);
              return here ?? null;
            },
            [hub] as const,
          );
          let illegal = -1;
          for (let l = 0; l < 600 && illegal < 0; l++) {
            if (legalLinks.has(l) || built.has(l)) continue;
            const p = await page.evaluate((id) => window.__railtable?.screenOf('link', id) ?? null, l);
            if (p !== null && far !== null && Math.hypot(p.x - far.x, p.y - far.y) > 150) illegal = l;
          }
          expect(illegal).toBeGreaterThanOrEqual(0);
          await tapBoard(page, 'link', illegal);
          await page.getByTestId(`reason-${seat}`).waitFor({ timeout: 5000 });
          expect(await page.getByTestId(`reason-${seat}`).textContent()).toBe('That link does not touch your network.');
          expect(await page.evaluate(() => window.__railtable?.sounds.includes('illegal'))).toBe(true);
          const after = await snapshot(page, SEATS);
          expect(after.entries).toBe(s.entries);
          expect(after.table).toEqual(tv);
          done.illegal = true;
          // A touch that reaches nothing (the canvas corner, far out at sea) says so too.
          const canvas = await page.locator('.board-area canvas').first().boundingBox();
          if (canvas === null) throw new Error('no board canvas');
          await page.touchscreen.tap(canvas.x + 4, canvas.y + 4);
          await expect.poll(() => page.getByTestId(`reason-${seat}`).textContent()).toBe('Nothing there: touch a crossing of the grid or a glowing link.');
          expect((await snapshot(page, SEATS)).entries).toBe(s.entries);
          continue;
        }
        if (!done.undo && tv.turnLinks.length === 1 && (await page.getByTestId(`undo-${seat}`).getAttribute('aria-disabled')) !== 'true') {
          await tap(page, page.getByTestId(`undo-${seat}`));
          await waitForEntries(page, s.entries);
          const after = await snapshot(page, SEATS);
          expect(after.table?.turnLinks).toEqual([]);
          expect(after.table?.built.length).toBe(tv.built.length - 1);
          done.undo = true;
          continue;
        }
        const discard = legal.find((a) => a.type === 'discard');
        if (!done.discard && discard !== undefined) {
          await tap(page, page.getByTestId(`discard-${seat}`));
          await waitForEntries(page, s.entries);
          expect((await snapshot(page, SEATS)).toAct[0]).not.toBe(seat);
          done.discard = true;
          continue;
        }
        if (!done.mid && tv.built.length >= 14 && tv.turnLinks.length === 0) {
          // Measure: frames while nothing happens for 5 s on the play screen, then screenshot.
          await page.waitForTimeout(500);
          const f0 = await page.evaluate(() => window.__railtable?.stats.frames ?? -1);
          await page.waitForTimeout(5000);
          const f1 = await page.evaluate(() => window.__railtable?.stats.frames ?? -1);
          measured.idleFramesIn5s = f1 - f0;
          measured.drawCallsMidGame = await page.evaluate(() => window.__railtable?.stats.calls ?? -1);
          expect(f1 - f0).toBeLessThanOrEqual(1);
          await shoot(page, 'midgame-usa');
          done.mid = true;
          continue;
        }
        if (!done.reload && s.entries >= 30 && tv.turnLinks.length === 0) {
          measured.eventTimingsBeforeReload = await eventTimings(page);
          await page.reload();
          await page.getByTestId('resume-1').waitFor();
          await tap(page, page.getByTestId('resume-1'));
          await page.getByTestId('tg-seat-0').waitFor();
          const back = await snapshot(page, SEATS);
          expect(back.entries).toBe(s.entries);
          expect(back.table).toEqual(tv);
          expect(back.legal).toEqual(s.legal);
          await observeEvents(page);
          done.reload = true;
          continue;
        }
        if (!done.rtl && done.reload && tv.turnLinks.length === 0) {
          await tap(page, page.getByTestId('cog-0'));
          await tap(page, page.getByTestId('language-ar'));
          await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
          await tap(page, page.getByTestId('settings-close'));
          await page.waitForTimeout(300);
          expect(await page.evaluate(() => getComputedStyle(document.querySelector('[data-testid="tg-seat-0"]') ?? document.body).direction)).toBe('rtl');
          expect(await panelOverflows(page, [0, 1, 2, 3, 4, 5])).toEqual([]);
          await page.screenshot({ path: resolve(shots, 'play-arabic-1920x1080.png') });
          await tap(page, page.getByTestId('cog-0'));
          await tap(page, page.getByTestId('language-en'));
          await tap(page, page.getByTestId('settings-close'));
          await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
          done.rtl = true;
          continue;
        }
      }
      if (tv.phase === 'finishing') {
        const fin = s.seatViews[seat]?.finishing ?? null;
        if (!done.finishing && fin !== null) {
          // The first complete network is announced at every edge, about the seat that completed
          // it (#14 "Moments"), while the others finish theirs.
          const completed = tv.finishing?.completed ?? [];
          for (const rotation of [0, 90, 180, -90]) {
            const banner = page.getByTestId(`moment-${rotation}`);
            await expect.poll(() => banner.isVisible(), { timeout: 5_000 }).toBe(true);
            const about = Number(await banner.getAttribute('data-seat'));
            expect(completed).toContain(about);
            expect(await banner.textContent()).toContain(`Seat ${about + 1} connected every city`);
          }
          await shoot(page, 'finishing');
          done.finishing = true;
        }
        if (fin !== null && legal.some((a) => a.type === 'build-cheapest')) {
          if (!done.suggested) {
            const undoBefore = await page.getByTestId(`undo-${seat}`).boundingBox();
            await tap(page, page.getByTestId(`suggested-${seat}`));
            await page.waitForFunction((who) => (window.__railtable?.legal(who) ?? []).every((a) => a.type === 'ok'), seat, { timeout: 20_000 });
            // Nothing left to build: the button stays where it was, disabled, and Undo does not move (#14 §4).
            await expect.poll(() => page.getByTestId(`suggested-${seat}`).isDisabled()).toBe(true);
            expect(await page.getByTestId(`undo-${seat}`).boundingBox()).toEqual(undoBefore);
            const paid = (await snapshot(page, SEATS)).seatViews[seat]?.finishing;
            expect(paid?.paid).toBe(paid?.cheapestAtStart);
            done.suggested = true;
            continue;
          }
          // Link by link: the first suggested link that is legal, tapped on the board.
          const link = fin.suggestion.links.find((l) => legal.some((a) => a.type === 'build' && a.link === l));
          if (link !== undefined) {
            await tapBoard(page, 'link', link);
            await waitForEntries(page, s.entries);
            expect(await page.getByTestId(`paid-${seat}`).textContent()).toMatch(/^Paid \$\d+ · cheapest \$\d+$/);
            done.linkByLink = true;
            continue;
          }
        }
      }
      const action = greedyChoice(s, seat);
      if (action === undefined) throw new Error(`no move for seat ${seat}`);
      await touchAction(page, action);
      await waitForEntries(page, s.entries, 20_000);
    }
    expect(await visible(page, 'results-0')).toBe(true);
    expect([...held].sort((a, b) => a - b)).toEqual([...SEATS]);
    expect(done).toEqual({ undo: true, discard: true, illegal: true, reload: true, rtl: true, suggested: true, linkByLink: done.linkByLink, mid: true, finishing: true, summary: true, tapTarget: true });
    expect(summaries).toBeGreaterThanOrEqual(1);
    const sounds = await page.evaluate(() => [...(window.__railtable?.sounds ?? [])]);
    for (const effect of ['build', 'turn', 'ding']) expect(sounds).toContain(effect);
    // (The page's sound list starts again at the reload.) A round-end for each round that ended
    // since, but not the last: its summary may be counted too (it can open before the results),
    // and the game's end plays the fanfare instead, once; no moment banner over the results.
    const roundEnds = sounds.filter((effect) => effect === 'round-end').length;
    expect(roundEnds).toBeGreaterThanOrEqual(summariesAfterReload - 1);
    expect(roundEnds).toBeLessThanOrEqual(summariesAfterReload);
    expect(sounds.filter((effect) => effect === 'win')).toEqual(['win']);
    expect(await page.locator('.moment-banner').count()).toBe(0);
    measured.eventTimings = await eventTimings(page);
    measured.linkByLink = done.linkByLink;
    expect(table.errors).toEqual([]);
  }, 300_000); // a whole game by touch, three holds and a reload: longer than the 180 s default

  it('shows places and banks facing every edge, and replays the game from its log on the board', async () => {
    const page = table.page;
    for (const r of [0, 90, 180, -90]) await page.getByTestId(`results-${r}`).waitFor();
    const places = await page.getByTestId('results-0').locator('li').allTextContents();
    expect(places).toHaveLength(3);
    // The winner (the "#1" places; people here, so no bot tag) is named at every edge.
    const firsts = places.map((text) => /^#1(?!\d).*?Seat (\d)/.exec(text)?.[1]).filter((seat) => seat !== undefined).map((seat) => `Seat ${seat}`);
    expect(firsts.length).toBeGreaterThan(0);
    const headline = firsts.length === 1 ? `${firsts[0]} wins!` : `${new Intl.ListFormat('en', { type: 'conjunction' }).format(firsts)} share the win!`;
    for (const r of [0, 90, 180, -90]) expect(await page.getByTestId(`winner-${r}`).textContent()).toBe(headline);
    expect(await page.getByTestId('results-0').locator('[data-testid^="bot-tag-"]').count()).toBe(0);
    await shoot(page, 'results');
    await tap(page, page.getByTestId('replay-0'));
    await page.getByTestId('replay-step-0').waitFor();
    // Auto-play runs to the end of the log; the board then shows the final round's rails.
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="replay-step-0"]');
      const m = /(\d+)\D+(\d+)/.exec(el?.textContent ?? '');
      return m !== null && m[1] === m[2];
    }, undefined, { timeout: 60_000 });
    await page.waitForTimeout(300);
    measured.drawCallsFullBoard = await page.evaluate(() => window.__railtable?.stats.calls ?? -1);
    await tap(page, page.getByTestId('replay-back-0'));
    await page.screenshot({ path: resolve(shots, 'replay-1920x1080.png') });
    // The replay bar, by touch: the step shown, round markers, speed, jumps and a drag.
    const stepOf = async (r: number) => {
      const m = /(\d+)\D+(\d+)/.exec((await page.getByTestId(`replay-step-${r}`).textContent()) ?? '');
      return { step: Number(m?.[1]), total: Number(m?.[2]) };
    };
    const { step: shown, total } = await stepOf(0);
    expect(shown).toBe(total - 1);
    expect(await page.getByTestId('replay-scrub-0').inputValue()).toBe(String(total - 1));
    // One marker per round played (the summaries the game showed).
    const marks = await page.getByTestId('results-0').locator('.replay-mark').count();
    expect(marks).toBe((await snapshot(page, [])).table?.results.length);
    // ⏮ goes back to the end of the round before the last; ⏭ on to the last step.
    await tap(page, page.getByTestId('replay-round-back-0'));
    const roundEnd = (await stepOf(0)).step;
    expect(roundEnd).toBeLessThan(total);
    await tap(page, page.getByTestId('replay-round-forward-0'));
    expect((await stepOf(0)).step).toBe(total);
    await tap(page, page.getByTestId('replay-speed-0'));
    expect(await page.getByTestId('replay-speed-0').textContent()).toBe('2×');
    // A finger drags the bar of the card facing the far edge (turned 180°): from its start (the
    // right end on screen) to its middle shows about the middle step, every edge's card with it.
    const cdp = await table.context.newCDPSession(page);
    const bar = await page.getByTestId('replay-scrub-180').boundingBox();
    if (bar === null) throw new Error('no replay bar');
    const y = bar.y + bar.height / 2;
    await drag(cdp, { x: bar.x + bar.width - 4, y }, { x: bar.x + bar.width / 2, y });
    await expect.poll(async () => Math.abs((await stepOf(180)).step - total / 2)).toBeLessThan(total * 0.12);
    expect((await stepOf(0)).step).toBe((await stepOf(180)).step);
    await page.screenshot({ path: resolve(shots, 'replay-scrub-1920x1080.png') });
    expect(table.errors).toEqual([]);
  });
});

describe('mid-game boards on Europe and Asia (three bots, paused)', () => {
  for (const mapId of ['europe', 'asia'] as const) {
    it(`plays bots on ${mapId} and shows the board mid-game`, async () => {
      // A short bot delay: with none, three bots finish a round before the test can look.
      const t = await openTable(`${inject('baseUrl')}?test&botDelay=60&drop=0`);
      try {
        const page = t.page;
        await page.getByTestId('join-0').waitFor();
        for (const seat of [0, 2, 4]) {
          await tap(page, page.getByTestId(`join-${seat}`));
          for (let i = 0; i < 3; i++) await tap(page, page.getByTestId(`bot-${seat}`));
        }
        expect(await page.getByTestId('bot-0').textContent()).toBe('Bot: hard');
        await tap(page, page.getByTestId(`map-${mapId}-0`));
        await tap(page, page.getByTestId('start-0'));
        await page.waitForFunction(() => {
          const v = window.__railtable?.tableView();
          return typeof v === 'object' && v !== null && !Array.isArray(v) && 'built' in v && Array.isArray(v.built) && v.built.length >= 14;
        }, undefined, { timeout: 60_000 });
        await page.evaluate(() => window.__railtable?.pauseBots(true));
        await page.waitForTimeout(300);
        // The bot seat to act says it is thinking; the others are plain bots.
        const toAct = await page.evaluate(() => {
          const v = window.__railtable?.tableView();
          return typeof v === 'object' && v !== null && !Array.isArray(v) && 'toAct' in v && Array.isArray(v.toAct) ? Number(v.toAct[0]) : -1;
        });
        for (const seat of [0, 2, 4]) expect(await page.getByTestId(`status-${seat}`).textContent()).toContain(seat === toAct ? 'Bot is thinking' : '· Bot');
        await shoot(page, `midgame-${mapId}`);
        expect(t.errors).toEqual([]);
      } finally {
        await t.close();
      }
    });
  }
});
