/**
 * i18next for the renderer: the three catalogs (en, ar, ko) bundled, English as fallback, and
 * the document direction (`dir="rtl"` for Arabic) kept in step with the language.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../preload/api';
import ar from './ar.json';
import en from './en.json';
import ko from './ko.json';

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
    resources: { en: { translation: en }, ar: { translation: ar }, ko: { translation: ko } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return i18next;
}

/** Switch the UI language and the document direction. */
export async function changeLanguage(language: Language, appRoot?: HTMLElement): Promise<void> {
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language, appRoot);
}
