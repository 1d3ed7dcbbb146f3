/**
 * The rules, as short pages of our own text from the i18n catalogs (`rules.pages.<n>.title` and
 * `.text`), paged left and right with two buttons.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TouchButton } from '../ui/TouchButton';

/** How many rules pages the catalogs hold. */
export const RULES_PAGES = 6;

/** The rules pager. */
export function RulesPages(): ReactNode {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  return (
    <section className="rules" aria-label={t('rules.title')} data-testid="rules">
      <h3>
        {t(`rules.pages.${page}.title`)} <span className="muted">({t('rules.pageOf', { page, pages: RULES_PAGES })})</span>
      </h3>
      <p data-testid="rules-text">{t(`rules.pages.${page}.text`)}</p>
      <div className="seat-row buttons">
        <TouchButton seat={undefined} control="rules-prev" variant="secondary" disabled={page <= 1} onPress={() => setPage(page - 1)} testId="rules-prev">
          {t('rules.previous')}
        </TouchButton>
        <TouchButton seat={undefined} control="rules-next" variant="secondary" disabled={page >= RULES_PAGES} onPress={() => setPage(page + 1)} testId="rules-next">
          {t('rules.next')}
        </TouchButton>
      </div>
    </section>
  );
}
