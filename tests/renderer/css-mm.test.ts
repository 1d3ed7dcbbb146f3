/**
 * Sizes by millimetres everywhere (issue #14 §6; #16 "4K text size"): a px minimum may hold on a
 * coarse calibration, but it must never make the reference 1080p table (40 ppi) bigger than the
 * same table at 4K (80 ppi). Every `max(A px, calc(B * var(--mm)))` in the renderer's CSS has
 * B ≥ A / 1.5748, and the panels' depths grow with the calibration the same way, so a 55-inch
 * 4K table looks like the 1080p one at twice the pixels.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SeatSymbol } from '../../renderer/seat-kit/SeatSymbol';
import { boardRect, lobbyDepthMm, mmOrMinimum, REFERENCE_PX_PER_MM, seatFrames } from '../../renderer/table/seat-layout';

const files = readdirSync('renderer', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css')).map((f) => join('renderer', f)).sort();
const sources = readdirSync('renderer', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f)).map((f) => join('renderer', f)).sort();
const rule = /max\(\s*(\d+(?:\.\d+)?)px\s*,\s*calc\(\s*(\d+(?:\.\d+)?)\s*\*\s*var\(--mm\)\s*\)\s*\)/g;

describe('px minimums scale with the calibration', () => {
  it('finds the stylesheets and their mm sizes', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
    const count = files.reduce((n, f) => n + [...readFileSync(f, 'utf8').matchAll(rule)].length, 0);
    expect(count).toBeGreaterThan(100);
  });

  it.each(files)('%s: every max(A px, B mm) is A px at 40 ppi and at least twice A px at 80 ppi', (file) => {
    const css = readFileSync(file, 'utf8');
    const short = [...css.matchAll(rule)].filter((m) => Number(m[2]) * REFERENCE_PX_PER_MM < Number(m[1]) - 0.05).map((m) => m[0]);
    expect(short).toEqual([]);
  });

  it('the panels at 3840×2160 and 80 ppi are the 1920×1080, 40 ppi ones at twice the pixels (within a pixel or two)', () => {
    for (const depthMm of [60, 72, lobbyDepthMm(REFERENCE_PX_PER_MM), lobbyDepthMm(REFERENCE_PX_PER_MM, 2)]) {
      const hd = seatFrames({ width: 1920, height: 1080 }, REFERENCE_PX_PER_MM, depthMm);
      const uhd = seatFrames({ width: 3840, height: 2160 }, 2 * REFERENCE_PX_PER_MM, depthMm);
      hd.forEach((frame, seat) => {
        const big = uhd[seat];
        expect(Math.abs((big?.localHeight ?? 0) - 2 * frame.localHeight)).toBeLessThanOrEqual(2);
        expect(Math.abs((big?.localWidth ?? 0) - 2 * frame.localWidth)).toBeLessThanOrEqual(4);
      });
      const board = boardRect({ width: 1920, height: 1080 }, REFERENCE_PX_PER_MM, depthMm);
      const board4k = boardRect({ width: 3840, height: 2160 }, 2 * REFERENCE_PX_PER_MM, depthMm);
      expect(Math.abs(board4k.width - 2 * board.width)).toBeLessThanOrEqual(4);
      expect(Math.abs(board4k.height - 2 * board.height)).toBeLessThanOrEqual(4);
    }
    // The lobby's depth in mm is the same at both: its px minimum grew with the calibration.
    expect(lobbyDepthMm(2 * REFERENCE_PX_PER_MM)).toBeCloseTo(lobbyDepthMm(REFERENCE_PX_PER_MM), 5);
  });

  it('a coarse calibration keeps the px minimums (text and panels never shrink below them)', () => {
    const coarse = seatFrames({ width: 1280, height: 800 }, 1, 60);
    for (const frame of coarse) expect(frame.localHeight).toBeGreaterThanOrEqual(120);
    expect(lobbyDepthMm(1) * 1).toBeGreaterThanOrEqual(170);
  });

  it('sizes computed in code grow the same way: mmOrMinimum keeps a px minimum at 40 ppi, doubles it at 80 ppi, and never goes below it', () => {
    expect(mmOrMinimum(8, 24, REFERENCE_PX_PER_MM)).toBeCloseTo(24, 9);
    expect(mmOrMinimum(8, 24, 2 * REFERENCE_PX_PER_MM)).toBeCloseTo(48, 9);
    expect(mmOrMinimum(20, 24, 2 * REFERENCE_PX_PER_MM)).toBeCloseTo(20 * 2 * REFERENCE_PX_PER_MM, 9);
    expect(mmOrMinimum(8, 24, 1)).toBe(24);
    expect(mmOrMinimum(8, 24, Number.NaN)).toBeCloseTo(24, 9);
    // No game area writes its own unscaled minimum any more (Math.max(px, mm * pxPerMm)).
    const unscaled = sources.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/Math\.max\(\s*\d+(?:\.\d+)?\s*,\s*\d+(?:\.\d+)?\s*\*\s*pxPerMm\s*\)/g)].map((m) => `${f}: ${m[0]}`));
    expect(sources.length).toBeGreaterThan(50);
    expect(unscaled).toEqual([]);
  });

  it('a seat symbol grows with the calibration like the text beside it (one reference px, --px), unless its size is already a layout px', () => {
    const root = readFileSync('renderer/styles.css', 'utf8');
    expect(root).toMatch(/--px:\s*max\(1px,\s*calc\(var\(--mm\)\s*\/\s*1\.5748\)\)/);
    const grown = renderToStaticMarkup(createElement(SeatSymbol, { symbol: 'star', fill: '#0072b2', size: 20 }));
    expect(grown).toContain('width:calc(20 * var(--px))');
    expect(grown).toContain('height:calc(20 * var(--px))');
    const exact = renderToStaticMarkup(createElement(SeatSymbol, { symbol: 'star', fill: '#0072b2', size: 37, exact: true }));
    expect(exact).not.toContain('var(--px)');
    expect(exact).toContain('width="37"');
  });
});
