/**
 * Navigation away from our page, redirects, new windows and <webview> are refused, and every
 * permission request and check is denied.
 */
import { describe, expect, it, vi } from 'vitest';
import { hardenSession, hardenWebContents, isAllowedNavigation, type GuardedContents, type PreventableEvent } from '../../main/security';

type Listener = (event: PreventableEvent, url: string) => void;

function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { readonly url: string }) => { action: 'deny' }) | undefined;
  const contents: GuardedContents = {
    on: (event: string, listener: Listener) => listeners.set(event, listener),
    setWindowOpenHandler: (handler) => {
      openHandler = handler;
    },
  };
  const fire = (event: string, url = '') => {
    const prevented = { value: false };
    listeners.get(event)?.({ preventDefault: () => (prevented.value = true) }, url);
    return prevented.value;
  };
  return { contents, listeners, fire, open: (url: string) => openHandler?.({ url }) };
}

describe('web contents hardening', () => {
  it('navigation and redirects leave only to our own page', () => {
    const refused = vi.fn();
    const fake = fakeContents();
    hardenWebContents(fake.contents, refused);
    expect([...fake.listeners.keys()].sort()).toEqual(['will-attach-webview', 'will-navigate', 'will-redirect']);
    expect(fake.fire('will-navigate', 'https://example.com/')).toBe(true);
    expect(fake.fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fake.fire('will-navigate', 'app://railtable/other.html')).toBe(true);
    expect(fake.fire('will-navigate', 'app://evil/index.html')).toBe(true);
    expect(fake.fire('will-navigate', 'app://railtable/index.html')).toBe(false);
    expect(fake.fire('will-redirect', 'https://example.com/')).toBe(true);
    expect(fake.fire('will-redirect', 'app://railtable/')).toBe(false);
    expect(refused).toHaveBeenCalledWith('navigate', 'https://example.com/');
  });

  it('window.open is denied and <webview> is never attached', () => {
    const fake = fakeContents();
    hardenWebContents(fake.contents);
    expect(fake.open('https://example.com/')).toEqual({ action: 'deny' });
    expect(fake.open('app://railtable/index.html')).toEqual({ action: 'deny' });
    expect(fake.fire('will-attach-webview')).toBe(true);
  });

  it('only our entry page counts as an allowed navigation', () => {
    expect(isAllowedNavigation('app://railtable/index.html#out-of-order')).toBe(true);
    expect(isAllowedNavigation('javascript:alert(1)')).toBe(false);
    expect(isAllowedNavigation('')).toBe(false);
  });
});

describe('session hardening', () => {
  it('denies every permission request and check', () => {
    let request: ((c: unknown, p: string, cb: (granted: boolean) => void) => void) | undefined;
    let check: ((c: unknown, p: string) => boolean) | undefined;
    let device: ((d: unknown) => boolean) | undefined;
    hardenSession({
      setPermissionRequestHandler: (h) => (request = h),
      setPermissionCheckHandler: (h) => (check = h),
      setDevicePermissionHandler: (h) => (device = h),
    });
    for (const permission of ['media', 'geolocation', 'notifications', 'fullscreen', 'openExternal', 'clipboard-read']) {
      const callback = vi.fn();
      request?.(undefined, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
      expect(check?.(undefined, permission)).toBe(false);
    }
    expect(device?.({ deviceType: 'usb' })).toBe(false);
    expect(request).toBeDefined();
  });
});
