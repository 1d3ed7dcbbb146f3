/** The admin PIN is provisioned from admin-pin.txt, stored hashed, and the plain file is deleted. */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPin } from '../../main/kiosk/pin';
import { provisionPinFromFile } from '../../main/kiosk/provision';
import { silentLogger } from '../../main/log/logger';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'railtable-pin-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('PIN provisioning', () => {
  it('a PIN file is hashed into settings and deleted', async () => {
    await writeFile(join(dir, 'admin-pin.txt'), '97531\n');
    const stored: string[] = [];
    expect(await provisionPinFromFile(dir, (h) => stored.push(h), silentLogger)).toEqual({ kind: 'stored' });
    expect(stored).toHaveLength(1);
    const [hash] = stored;
    expect(hash).not.toContain('97531');
    expect(await verifyPin('97531', hash ?? '')).toBe(true);
    expect(await readdir(dir)).toEqual([]);
  });

  it('an invalid PIN file is refused, deleted, and nothing is stored', async () => {
    await writeFile(join(dir, 'admin-pin.txt'), 'letmein');
    const stored: string[] = [];
    expect(await provisionPinFromFile(dir, (h) => stored.push(h), silentLogger)).toMatchObject({ kind: 'refused' });
    expect(stored).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('without a file nothing happens', async () => {
    expect(await provisionPinFromFile(dir, () => undefined, silentLogger)).toEqual({ kind: 'none' });
  });
});
