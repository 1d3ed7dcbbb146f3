/**
 * Puts zod in jitless mode before any schema parses anything. zod's JIT probes `new Function`,
 * which the renderer's CSP (no `unsafe-eval`) forbids and reports as a violation. Import this
 * module first in every renderer entry (the page and the engine worker).
 */
import { z } from 'zod';

z.config({ jitless: true });

/** True once zod has been configured (imported for its side effect). */
export const zodJitless = true;
