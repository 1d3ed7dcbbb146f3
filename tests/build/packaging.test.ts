/**
 * Packaging can't run on the build machines (it needs the Electron zip), so these tests keep
 * electron-builder.yml right: it must pass electron-builder's own JSON schema and set every
 * fuse and option the security checklist asks for (shared/KIOSK.md "Security").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const config: unknown = parse(readFileSync('electron-builder.yml', 'utf8'));
const require = createRequire(import.meta.url);

function field(path: string[]): unknown {
  let value: unknown = config;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Reflect.get(value, key);
  }
  return value;
}

describe('electron-builder.yml', () => {
  it('is valid against electron-builder’s configuration schema', () => {
    const schema: unknown = require('app-builder-lib/scheme.json');
    const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
    const validate = ajv.compile(typeof schema === 'object' && schema !== null ? schema : {});
    const valid = validate(config);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('sets every security fuse: no RunAsNode, no NODE_OPTIONS, no --inspect, cookie encryption, ASAR integrity, ASAR only', () => {
    expect(field(['electronFuses'])).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('packs an asar from an allowlist of built files, without rebuilding native modules', () => {
    expect(field(['asar'])).toBe(true);
    expect(field(['npmRebuild'])).toBe(false);
    const files = field(['files']);
    expect(Array.isArray(files)).toBe(true);
    expect(files).toContain('out/**/*');
    expect(files).not.toContain('**/*');
  });

  it('targets Linux AppImage and deb, Windows NSIS and macOS dmg', () => {
    expect(field(['linux', 'target'])).toEqual(['AppImage', 'deb']);
    expect(field(['win', 'target'])).toEqual(['nsis']);
    expect(field(['mac', 'target'])).toEqual(['dmg']);
  });

  it('keeps renderer-only libraries out of the packaged dependencies', () => {
    const pkg: unknown = JSON.parse(readFileSync('package.json', 'utf8'));
    const deps = typeof pkg === 'object' && pkg !== null && 'dependencies' in pkg ? Object.keys(pkg.dependencies ?? {}) : [];
    for (const rendererOnly of ['react', 'react-dom', 'three', '@react-three/fiber', '@react-three/drei', 'howler', 'i18next']) {
      expect(deps).not.toContain(rendererOnly);
    }
  });
});
