/**
 * Admin exit at the table (KIOSK.md "Kiosk behaviour" 3), in Chromium with real touch: the
 * hidden corner gesture (hold 3 s in a free corner, lift, tap it twice) opens the in-app PIN pad
 * facing that corner's long edge; with no PIN set (desktop mode) the pad asks for a new PIN twice
 * and opens the admin panel; Lock closes it; the right PIN opens it again; a changed idle timeout
 * survives a reload; Leave kiosk shows the closed screen. Five wrong PINs lock the pad, and the
 * lockout survives a reload. In kiosk mode the gesture works over the attract demo. The gesture
 * also works on the out-of-order screen. Screenshots of
 * the pad (facing bottom and top) and the panel at 1920×1080 and 1280×800.
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { centreOf, openTable, pointerTypes, tap, type Table, SCREENSHOT_DIR } from './table-browser';

const shots = SCREENSHOT_DIR;
const PIN = '2580';

/** The gesture with one finger, by CDP touch events: hold 3.2 s in the corner, lift, two quick taps. */
async function cornerGesture(page: Page, zone: 'top-left' | 'bottom-right'): Promise<void> {
  const target = page.getByTestId(`admin-zone-${zone}`);
  await target.waitFor({ state: 'attached' });
  const { x, y } = await centreOf(target);
  const cdp = await page.context().newCDPSession(page);
  const point = [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
  await page.waitForTimeout(3200);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  for (let i = 0; i < 2; i++) {
    await page.waitForTimeout(150);
    await page.touchscreen.tap(x, y);
  }
  await cdp.detach();
}

/** Type digits on the pad and press OK, by touch. */
async function typePin(page: Page, digits: string): Promise<void> {
  for (const digit of digits) await tap(page, page.getByTestId(`admin-key-${digit}`));
  await page.waitForFunction((n) => document.querySelector('[data-testid="admin-pad-dots"]')?.getAttribute('data-count') === String(n), digits.length);
  await tap(page, page.getByTestId('admin-key-ok'));
}

/** From the new-PIN pad: type the PIN twice and wait for the admin panel. */
async function choosePin(page: Page, pin: string): Promise<void> {
  const pad = page.getByTestId('admin-pad');
  await pad.waitFor();
  expect(await pad.getAttribute('data-purpose')).toBe('new-pin');
  await typePin(page, pin);
  await page.locator('[data-testid="admin-pad"][data-step="confirm"]').waitFor();
  await typePin(page, pin);
  await page.getByTestId('admin-panel').waitFor({ timeout: 20_000 });
}

async function padNotice(page: Page): Promise<string> {
  return (await page.getByTestId('admin-pad-notice').textContent()) ?? '';
}

describe('admin exit: corner gesture, PIN pad, admin panel', () => {
  let table: Table | undefined;
  afterEach(async () => {
    await table?.close();
    table = undefined;
  });

  it('first PIN, lock, unlock with the PIN, idle timeout kept after a reload, Leave kiosk shows the closed screen', async () => {
    table = await openTable(`${inject('baseUrl')}?test&game=counter`);
    const page = table.page;
    await page.getByTestId('join-0').waitFor();
    // The zones take no seat's touches: the seat next to the bottom-right corner still joins.
    await tap(page, page.getByTestId('join-0'));
    await page.getByTestId('leave-0').waitFor();
    // Top-left: the pad faces the top seats; no PIN yet, so it asks for a new one.
    await cornerGesture(page, 'top-left');
    await page.getByTestId('admin-pad').waitFor({ timeout: 5000 });
    expect(await page.getByTestId('admin-pad').getAttribute('data-rotation')).toBe('180');
    expect(await page.locator('input').count()).toBe(0);
    expect(await pointerTypes(page)).toContain('touch');
    // Keys are at least 15 mm at the calibration (and the 64 px floor).
    const key = await page.getByTestId('admin-key-5').boundingBox();
    const pxPerMm = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--mm')));
    expect(Math.min(key?.width ?? 0, key?.height ?? 0)).toBeGreaterThanOrEqual(Math.max(15 * pxPerMm, 64) - 1);
    await page.screenshot({ path: resolve(shots, 'admin-pad-top-1920x1080.png') });
    // Two different entries start over.
    await typePin(page, '1234');
    await typePin(page, '1235');
    await page.locator('[data-testid="admin-pad"][data-step="enter"]').waitFor();
    expect(await padNotice(page)).toContain('different');
    await choosePin(page, PIN);
    const panel = page.getByTestId('admin-panel');
    expect(await panel.getAttribute('data-rotation')).toBe('180');
    expect(await page.getByTestId('admin-data-location').textContent()).not.toBe('');
    expect(await page.getByTestId('admin-section-pin').textContent()).toContain('A PIN is set');
    await page.screenshot({ path: resolve(shots, 'admin-panel-top-1920x1080.png') });
    // Lock: the panel closes; the gesture now asks for the PIN.
    await tap(page, page.getByTestId('admin-lock'));
    await panel.waitFor({ state: 'detached' });
    await cornerGesture(page, 'bottom-right');
    await page.locator('[data-testid="admin-pad"][data-purpose="unlock"]').waitFor({ timeout: 5000 });
    expect(await page.getByTestId('admin-pad').getAttribute('data-rotation')).toBe('0');
    await page.screenshot({ path: resolve(shots, 'admin-pad-bottom-1920x1080.png') });
    await typePin(page, PIN);
    await panel.waitFor({ timeout: 20_000 });
    expect(await panel.getAttribute('data-rotation')).toBe('0');
    await page.screenshot({ path: resolve(shots, 'admin-panel-bottom-1920x1080.png') });
    // Idle timeout 90 s → 105 s, kept after a reload.
    expect(await page.getByTestId('admin-idle-timeout-value').getAttribute('data-value')).toBe('90');
    await tap(page, page.getByTestId('admin-idle-timeout-plus'));
    await page.locator('[data-testid="admin-idle-timeout-value"][data-value="105"]').waitFor();
    await page.reload();
    await page.getByTestId('join-0').waitFor();
    await cornerGesture(page, 'bottom-right');
    // A reload ends the session: the PIN is asked again.
    await page.locator('[data-testid="admin-pad"][data-purpose="unlock"]').waitFor({ timeout: 5000 });
    await typePin(page, PIN);
    await panel.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('admin-idle-timeout-value').getAttribute('data-value')).toBe('105');
    expect(await page.getByTestId('admin-idle-timeout-value').textContent()).toBe('105 s');
    // Leave kiosk: the closed screen, facing every edge.
    await tap(page, page.getByTestId('admin-leave'));
    await page.getByTestId('kiosk-closed').waitFor({ timeout: 5000 });
    for (const r of [0, 90, 180, -90]) expect(await page.getByTestId(`kiosk-closed-card-${r}`).textContent()).toContain('Railtable has closed');
    await page.screenshot({ path: resolve(shots, 'admin-closed-1920x1080.png') });
    expect(table.errors).toEqual([]);
  });

  it('five wrong PINs lock the pad with a countdown, and the lockout survives a reload', async () => {
    table = await openTable(`${inject('baseUrl')}?test&game=counter`);
    const page = table.page;
    await page.getByTestId('join-0').waitFor();
    await cornerGesture(page, 'bottom-right');
    await choosePin(page, PIN);
    await tap(page, page.getByTestId('admin-lock'));
    await page.getByTestId('admin-panel').waitFor({ state: 'detached' });
    await cornerGesture(page, 'bottom-right');
    await page.locator('[data-testid="admin-pad"][data-purpose="unlock"]').waitFor({ timeout: 5000 });
    for (let left = 4; left >= 1; left--) {
      await typePin(page, '1111');
      await expect.poll(() => padNotice(page), { timeout: 15_000 }).toContain(`Tries left: ${left}`);
    }
    await typePin(page, '1111');
    await page.locator('[data-testid="admin-pad-notice"][data-locked="true"]').waitFor({ timeout: 15_000 });
    const lockedText = await padNotice(page);
    expect(lockedText).toMatch(/^Too many wrong tries\. Try again in \d+ s\.$/);
    // About a minute, counted from the platform's answer ("retry in N s", rounded up).
    expect(Number(/in (\d+) s/.exec(lockedText)?.[1])).toBeGreaterThanOrEqual(55);
    expect(Number(/in (\d+) s/.exec(lockedText)?.[1])).toBeLessThanOrEqual(61);
    expect(await page.getByTestId('admin-key-1').isDisabled()).toBe(true);
    expect(await page.getByTestId('admin-key-ok').isDisabled()).toBe(true);
    await page.screenshot({ path: resolve(shots, 'admin-pad-locked-1920x1080.png') });
    // Cancel closes the pad; a reload does not lift the lockout: even the right PIN is refused.
    await tap(page, page.getByTestId('admin-pad-cancel'));
    await page.getByTestId('admin-pad').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('join-0').waitFor();
    await cornerGesture(page, 'top-left');
    await page.locator('[data-testid="admin-pad"][data-purpose="unlock"]').waitFor({ timeout: 5000 });
    await typePin(page, PIN);
    await page.locator('[data-testid="admin-pad-notice"][data-locked="true"]').waitFor({ timeout: 15_000 });
    expect(await padNotice(page)).toMatch(/Try again in \d+ s\./);
    expect(await page.getByTestId('admin-panel').count()).toBe(0);
    expect(table.errors).toEqual([]);
  });

  it('in kiosk mode the gesture works over the attract demo without leaving it, and Leave kiosk ends the demo', async () => {
    table = await openTable(`${inject('baseUrl')}?test&botDelay=250&drop=0`);
    const page = table.page;
    await page.getByTestId('join-0').waitFor();
    await cornerGesture(page, 'bottom-right');
    await choosePin(page, PIN);
    // Window mode: kiosk (outside kiosk mode no session is needed to change it); it applies at the next start.
    await tap(page, page.getByTestId('admin-mode-kiosk'));
    await page.locator('[data-testid="admin-mode-kiosk"][aria-pressed="true"]').waitFor();
    await page.reload();
    await page.getByTestId('attract').waitFor({ timeout: 10_000 });
    await cornerGesture(page, 'top-left');
    await page.locator('[data-testid="admin-pad"][data-purpose="unlock"]').waitFor({ timeout: 5000 });
    // The corner touches did not leave attract mode.
    expect(await page.getByTestId('attract').count()).toBe(1);
    await typePin(page, PIN);
    await page.getByTestId('admin-panel').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('attract').count()).toBe(1);
    await page.screenshot({ path: resolve(shots, 'admin-panel-over-attract-1920x1080.png') });
    await tap(page, page.getByTestId('admin-leave'));
    await page.getByTestId('kiosk-closed').waitFor({ timeout: 5000 });
    // The demo stopped: no table, no board under the closed screen.
    await page.getByTestId('attract').waitFor({ state: 'detached', timeout: 5000 });
    expect(await page.getByTestId('board-canvas').count()).toBe(0);
    expect(table.errors).toEqual([]);
  });

  it('the gesture works on the out-of-order screen too (1280×800)', async () => {
    table = await openTable(`${inject('baseUrl')}#out-of-order`, { width: 1280, height: 800 });
    const page = table.page;
    await page.getByTestId('out-of-order').waitFor();
    await cornerGesture(page, 'bottom-right');
    await page.getByTestId('admin-pad').waitFor({ timeout: 5000 });
    await page.screenshot({ path: resolve(shots, 'admin-pad-out-of-order-1280x800.png') });
    await choosePin(page, PIN);
    await page.waitForTimeout(200);
    await page.screenshot({ path: resolve(shots, 'admin-panel-out-of-order-1280x800.png') });
    // A change from here is saved through the platform and shown.
    await tap(page, page.getByTestId('admin-idle-countdown-plus'));
    await page.locator('[data-testid="admin-idle-countdown-value"][data-value="35"]').waitFor();
    expect(await page.getByTestId('out-of-order').count()).toBe(1);
    await tap(page, page.getByTestId('admin-lock'));
    await page.getByTestId('admin-panel').waitFor({ state: 'detached' });
    // The panel facing the top seats at 1280×800.
    await cornerGesture(page, 'top-left');
    await page.locator('[data-testid="admin-pad"][data-purpose="unlock"]').waitFor({ timeout: 5000 });
    await page.screenshot({ path: resolve(shots, 'admin-pad-top-1280x800.png') });
    await typePin(page, PIN);
    await page.getByTestId('admin-panel').waitFor({ timeout: 20_000 });
    await page.screenshot({ path: resolve(shots, 'admin-panel-top-1280x800.png') });
    expect(table.errors).toEqual([]);
  });
});
