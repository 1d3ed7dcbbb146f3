/**
 * Every game offered in the lobby shows a picture of its board on its card (issue #12 "Choosing a
 * game at the table": title, players, minutes, a picture): its `GameUi.picture` is a bundled PNG
 * of `assets/pictures/`, about 240 px wide (made by `npx tsx build/pictures.ts`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lobbyGameUis } from '../../renderer/games/registry';

const ROOT = join(import.meta.dirname, '..', '..');

/** Width and height of a PNG (its IHDR chunk). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('lobby game pictures', () => {
  it.each(lobbyGameUis().map((ui) => [ui.id, ui] as const))('%s has a picture of its board, 240 px wide', (id, ui) => {
    expect(ui.picture).toMatch(new RegExp(`pictures/${id}\\.png$`));
    const { width, height } = pngSize(join(ROOT, 'assets', 'pictures', `${id}.png`));
    expect(width).toBe(240);
    expect(height).toBeGreaterThan(100);
  });
});
