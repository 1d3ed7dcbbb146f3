/**
 * The rules of the game on the table (or, in the lobby, of the game chosen there), as short
 * pages of our own text from the i18n catalogs (the game's `GameUi.rules`: `<prefix>.<n>.title`
 * and `.text`), paged left and right with two buttons, under the game's title.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getGameUi, lobbyGameUis } from '../games/registry';
import type { GameUi } from '../games/types';
import { useUi } from '../state/store';
import { TouchButton } from '../seat-kit/TouchButton';

/** The game whose rules are shown: the one being played, else the lobby's choice, else the first lobby game. */
export function rulesGame(playing: string | undefined, lobby: string): GameUi | undefined {
  return getGameUi(playing ?? lobby) ?? lobbyGameUis()[0];
}

/** The rules pager (nothing when no game has rules). */
export function RulesPages(): ReactNode {
  const { t } = useTranslation();
  const playing = useUi((s) => s.game?.header.gameId);
  const lobby = useUi((s) => s.lobbyGameId);
  const game = rulesGame(playing, lobby);
  const [shown, setShown] = useState({ gameId: game?.id, page: 1 });
  if (game === undefined) return null;
  // Another game chosen since: start at its first page.
  const page = shown.gameId === game.id ? Math.min(shown.page, game.rules.pages) : 1;
  const go = (next: number) => setShown({ gameId: game.id, page: next });
  const { prefix, pages } = game.rules;
  return (
    <section className="rules" aria-label={t('rules.title')} data-testid="rules" data-game={game.id}>
      <h3>
        <span data-testid="rules-game">{t(game.titleKey)}</span>: {t(`${prefix}.${page}.title`)}{' '}
        <span className="muted">({t('rules.pageOf', { page, pages })})</span>
      </h3>
      <p data-testid="rules-text">{t(`${prefix}.${page}.text`)}</p>
      <div className="seat-row buttons">
        <TouchButton seat={undefined} control="rules-prev" variant="secondary" disabled={page <= 1} onPress={() => go(page - 1)} testId="rules-prev">
          {t('rules.previous')}
        </TouchButton>
        <TouchButton seat={undefined} control="rules-next" variant="secondary" disabled={page >= pages} onPress={() => go(page + 1)} testId="rules-next">
          {t('rules.next')}
        </TouchButton>
      </div>
    </section>
  );
}
