/**
 * Railways of the World as the table knows it before its rules load (`GameCatalogEntry`): the
 * map, the bidding style, mines, fewer Empty City markers and City Rotors, the lobby card (2–6 players, about
 * 70 minutes: the source's figure) and the bot levels. No rules, no map data.
 */
import { defineCatalog } from '../../core/define-game';
import { RAILWAYS_MAP_IDS } from './map-ids';
import { BIDDING_STYLES, railwaysMeta } from './meta';

/** Railways of the World's catalog entry. */
export const railwaysCatalog = defineCatalog({
  meta: railwaysMeta,
  options: [
    { kind: 'enum', key: 'mapId', labelKey: 'lobby.map', values: RAILWAYS_MAP_IDS.map((id) => ({ value: id, labelKey: `maps.${id}` })) },
    { kind: 'enum', key: 'bidding', labelKey: 'railways.option.bidding', values: BIDDING_STYLES.map((style) => ({ value: style, labelKey: `railways.option.bidding-${style}`, noteKey: `railways.option.bidding-${style}-note` })), setting: true },
    { kind: 'boolean', key: 'mines', labelKey: 'railways.option.mines' },
    { kind: 'boolean', key: 'fewerMarkers', labelKey: 'railways.option.fewer-markers' },
    { kind: 'boolean', key: 'rotors', labelKey: 'railways.option.rotors' },
  ],
  card: { minutes: [60, 90] },
  botLevels: ['easy', 'medium', 'hard'],
});
