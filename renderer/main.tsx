/**
 * The renderer entry: configures zod for the CSP, reads the settings from the platform, starts
 * i18n in the chosen language (with `dir` on the root), registers the bundled maps (for drawing),
 * the sound board (its module, with howler, loaded and the board made in an idle period a few seconds later, so the lobby's first touch never waits for it;
 * volumes follow the settings), the engine worker (started at the first engine call or once the
 * table has been quiet a moment: ./app/lazy-engine.ts) and the controller (its start-up — the saves
 * list — begins at once, while React first renders), installs
 * the test hooks with `?test`, and renders the app into `#root`. Blocks the context menu. With the
 * hash `#out-of-order` (main sends the window there after repeated crashes) it shows only the
 * out-of-order screen (with the hidden admin corners, so staff can still reach the admin panel):
 * no engine, no controller.
 */
import './platform/zod-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createController, type SoundSink } from './app/controller';
import { parseFlags } from './app/flags';
import { OutOfOrderAdmin } from './app/admin/OutOfOrderAdmin';
import { OutOfOrderScreen } from './app/KioskScreens';
import { installTestHooks, playedSounds } from './app/test-hooks';
import { lazyEngine } from './app/lazy-engine';
import { lazySound } from './app/lazy-sound';
import { scheduleWhenQuiet } from './app/quiet-board';
import { SOUND_URLS } from './audio/urls';
import { startEngine } from './engine/client';
import { applyDocumentLanguage, setupI18n } from './i18n/setup';
import { getPlatform } from './platform';
import { DEFAULT_SETTINGS } from './platform/settings-schema';
import { useUi } from './state/store';
import { useAdmin } from './app/admin/admin-store';
import './ui-fonts.css';
import './styles.css';

function token(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

/** How long after start-up the sound board is made (unless a sound is played first), ms: past the lobby's first touches. */
const SOUND_DELAY_MS = 4000;

/** How long after start-up the engine worker is started (unless the engine is called first), ms: past the lobby's first touches. */
const ENGINE_DELAY_MS = 3000;

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element');
  document.addEventListener('contextmenu', (event) => event.preventDefault());
  const platform = getPlatform();
  const loaded = await platform.settings.get();
  const settings = loaded.ok ? loaded.value : DEFAULT_SETTINGS;
  setupI18n(settings.language);
  applyDocumentLanguage(settings.language, root);
  // The window's size before the first render: the table is laid out once, at its real size (the
  // store's default is 1280×800; App keeps it in step from then on).
  useUi.getState().set({ settings, viewport: { width: window.innerWidth, height: window.innerHeight } });
  const flags = parseFlags(location.search, location.hash);
  // A recovery is used once: a later plain reload starts as usual.
  if (flags.recovering) history.replaceState(null, '', `${location.pathname}${location.search}`);
  if (flags.outOfOrder) {
    createRoot(root).render(
      <StrictMode>
        <OutOfOrderScreen />
        <OutOfOrderAdmin />
      </StrictMode>,
    );
    return;
  }
  // Sound is a nicety: the board reports problems (no audio device, headless) and stays silent.
  // It is made (its module with howler loaded, an AudioContext, eight files fetched and decoded: a
  // long task of 0.1–0.5 s) in the first idle period SOUND_DELAY_MS after start-up, or at the first
  // sound (played once the board is made), so the lobby's first touch never waits for it.
  const sound = lazySound(() => import('./audio/sound').then(({ createSoundBoard }) => createSoundBoard({ urls: SOUND_URLS, volume: useUi.getState().settings.volume, onError: () => undefined })));
  // No touch restarts this wait: it is only kept off the first seconds (then an idle period, at most 3 s on).
  scheduleWhenQuiet(() => void sound.make().catch(() => undefined), SOUND_DELAY_MS, 3000);
  useUi.subscribe((state, previous) => {
    if (state.settings.volume !== previous.settings.volume) sound.board?.setVolume(state.settings.volume);
  });
  const sounds: SoundSink = {
    play: (effect) => {
      if (flags.test) playedSounds.push(effect);
      sound.play(effect);
    },
    startMusic: () => {
      if (flags.test) playedSounds.push('music-start');
      sound.startMusic();
    },
    stopMusic: () => {
      if (flags.test) playedSounds.push('music-stop');
      sound.stopMusic();
    },
  };
  // The lobby needs no engine: its worker starts at the first engine call, or after ENGINE_DELAY_MS and an idle period.
  const engine = lazyEngine(startEngine);
  scheduleWhenQuiet(() => engine.start(), ENGINE_DELAY_MS, 3000);
  const controller = createController({
    platform,
    engine,
    store: useUi,
    now: () => new Date(),
    token,
    appRoot: root,
    lobbyGame: flags.lobbyGame,
    botDelayMs: flags.botDelayMs,
    replayStepMs: flags.test ? 50 : 400,
    sounds,
    kiosk: {
      idleTimeoutS: flags.idleS,
      idleCountdownS: flags.countdownS,
      forceIdle: flags.idleS !== undefined || flags.countdownS !== undefined,
      forceAttract: flags.attract,
      recovering: flags.recovering,
    },
    attractPauseMs: flags.attractPauseMs ?? (flags.test ? 1000 : 4000),
    ...(flags.momentMs === undefined ? {} : { momentMs: flags.momentMs }),
    held: () => useAdmin.getState().view !== 'closed',
  });
  if (flags.test) installTestHooks({ pauseBots: (paused) => controller.pauseBots(paused), patchPxPerMm: (pxPerMm) => controller.patchSettings({ pxPerMm }) });
  // Start-up (the saves list from IndexedDB, then the lobby) begins now, while React renders the
  // table for the first time; App's own call is then a no-op.
  void controller.init();
  createRoot(root).render(
    <StrictMode>
      <App controller={controller} flags={flags} />
    </StrictMode>,
  );
}

void boot();
