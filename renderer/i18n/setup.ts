/**
 * i18next for the renderer: the three catalogs (en, ar, ko) bundled, English as fallback, and
 * the document direction (`dir="rtl"` for Arabic) kept in step with the language. A catalog is
 * the language's main file (`en.json`) plus one file per feature folder (`admin/en.json`,
 * `saves/en.json`, `trick/en.json`, `resourceful/en.json`, `railways/en.json`, `tutorial/en.json`), each holding its own top-level key.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../preload/api';
import adminAr from './admin/ar.json';
import adminEn from './admin/en.json';
import adminKo from './admin/ko.json';
import ar from './ar.json';
import en from './en.json';
import ko from './ko.json';
import railwaysAr from './railways/ar.json';
import railwaysEn from './railways/en.json';
import railwaysKo from './railways/ko.json';
import resourcefulAr from './resourceful/ar.json';
import resourcefulEn from './resourceful/en.json';
import resourcefulKo from './resourceful/ko.json';
import savesAr from './saves/ar.json';
import savesEn from './saves/en.json';
import savesKo from './saves/ko.json';
import trickAr from './trick/ar.json';
import trickEn from './trick/en.json';
import trickKo from './trick/ko.json';
import tutorialAr from './tutorial/ar.json';
import tutorialEn from './tutorial/en.json';
import tutorialKo from './tutorial/ko.json';

/** Each language's whole catalog (main file and feature files merged; their top-level keys are disjoint). */
export const CATALOGS: Readonly<Record<Language, Readonly<Record<string, unknown>>>> = {
  en: { ...en, ...adminEn, ...savesEn, ...trickEn, ...resourcefulEn, ...railwaysEn, ...tutorialEn },
  ar: { ...ar, ...adminAr, ...savesAr, ...trickAr, ...resourcefulAr, ...railwaysAr, ...tutorialAr },
  ko: { ...ko, ...adminKo, ...savesKo, ...trickKo, ...resourcefulKo, ...railwaysKo, ...tutorialKo },
};

/** The languages the app ships, in the order the settings panel lists them. */
export const LANGUAGES: readonly Language[] = ['en', 'ar', 'ko'];

/** Writing direction of a language. */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Set `lang` and `dir` on the document root (and the app root element, when given). */
export function applyDocumentLanguage(language: Language, appRoot?: HTMLElement): void {
  const dir = directionOf(language);
  document.documentElement.lang = language;
  document.documentElement.dir = dir;
  if (appRoot !== undefined) appRoot.dir = dir;
}

/** Initialise i18next (synchronously: the catalogs are bundled) in `language`; returns the instance. */
export function setupI18n(language: Language): i18n {
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: CATALOGS.en }, ar: { translation: CATALOGS.ar }, ko: { translation: CATALOGS.ko } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  addMoneyFormat(i18next);
  return i18next;
}

/**
 * The `money` format of the catalogs (`{{bank, money}}`): game dollars through `Intl.NumberFormat`
 * in the UI language (Latin digits, as every other number on the table): the locale's dollar
 * sign, no cents, and the minus before it ("-$4", never "$-4"). Registered on i18next's
 * built-in formatter (cached per language).
 */
export function addMoneyFormat(instance: i18n): void {
  instance.services.formatter?.addCached('money', (lng) => {
    const format = new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0, minimumFractionDigits: 0, numberingSystem: 'latn' });
    return (value: unknown) => (typeof value === 'number' ? format.format(value) : String(value));
  });
}

/** Switch the UI language and the document direction. */
export async function changeLanguage(language: Language, appRoot?: HTMLElement): Promise<void> {
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language, appRoot);
}
