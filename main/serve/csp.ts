/**
 * The Content-Security-Policy sent with every page and script of the renderer
 * (shared/KIOSK.md "Security"): only our own origin, no `unsafe-eval`, no inline scripts,
 * no plugins, no framing. Inline styles are allowed (React/R3F set `style` attributes).
 */

/** The CSP directives, in order. */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' data: blob:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
] as const;

/** The CSP header value. */
export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.join('; ');
