/**
 * Trick of the Rails as the table knows it before its rules load (`GameCatalogEntry`): the
 * variant, team and forced-card options, the lobby card (3–5 players, about 20 minutes) and the
 * bot levels. No rules.
 */
import { defineCatalog } from '../../core/define-game';
import { trickMeta } from './meta';

/** Trick of the Rails' catalog entry. */
export const trickCatalog = defineCatalog({
  meta: trickMeta,
  options: [
    {
      kind: 'enum',
      key: 'variant',
      labelKey: 'trick.option.variant',
      values: [
        { value: 'basic', labelKey: 'trick.variant.basic', noteKey: 'trick.variant.basic-note' },
        { value: 'expert', labelKey: 'trick.variant.expert', noteKey: 'trick.variant.expert-note' },
      ],
    },
    { kind: 'boolean', key: 'teams', labelKey: 'trick.option.teams' },
    {
      kind: 'enum',
      key: 'autoPlay',
      labelKey: 'trick.option.auto-play',
      values: [
        { value: 'never', labelKey: 'trick.auto-play.never' },
        { value: 'last-trick', labelKey: 'trick.auto-play.last-trick' },
        { value: 'always', labelKey: 'trick.auto-play.always' },
      ],
    },
  ],
  card: { minutes: [15, 25] },
  botLevels: ['easy', 'medium', 'hard'],
});
