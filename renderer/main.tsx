/**
 * The renderer entry: configures zod for the CSP, reads the settings from the platform, starts
 * i18n in the chosen language (with `dir` on the root), the engine worker and the controller,
 * and renders the app into `#root`. Blocks the context menu on the table.
 */
import './platform/zod-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createController } from './app/controller';
import { startEngine } from './engine/client';
import { applyDocumentLanguage, setupI18n } from './i18n/setup';
import { getPlatform } from './platform';
import { DEFAULT_SETTINGS } from './platform/settings-schema';
import { useUi } from './state/store';
import './styles.css';

function token(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element');
  document.addEventListener('contextmenu', (event) => event.preventDefault());
  const platform = getPlatform();
  const loaded = await platform.settings.get();
  const settings = loaded.ok ? loaded.value : DEFAULT_SETTINGS;
  setupI18n(settings.language);
  applyDocumentLanguage(settings.language, root);
  useUi.getState().set({ settings });
  const controller = createController({ platform, engine: startEngine(), store: useUi, now: () => new Date(), token, appRoot: root });
  createRoot(root).render(
    <StrictMode>
      <App controller={controller} />
    </StrictMode>,
  );
}

void boot();
