/**
 * The one place that says how this project launches Chromium for tests, benchmarks and
 * screenshots: Debian's `/usr/bin/chromium` (override with CHROMIUM_PATH) and the flags checked
 * on the build machines (WebGL2 on SwiftShader, no background networking; see
 * docs/architecture.md and the README's test notes).
 */

/** The Chromium executable: CHROMIUM_PATH, else Debian's `/usr/bin/chromium`. */
export const CHROMIUM_PATH: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch flags: software WebGL2 (SwiftShader through ANGLE), no network chatter, sound without a gesture. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];
