import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as deDictionary, translations as deTranslations } from '@zxcvbn-ts/language-de';
import { dictionary as enDictionary, translations as enTranslations } from '@zxcvbn-ts/language-en';

/**
 * The strength estimator behind PasswordStrengthMeter: zxcvbn-ts with the common (breached
 * passwords, keyboard layouts), German and English dictionaries. Several hundred KB, so this module
 * is only ever loaded with a dynamic import, when someone types a password.
 */
export interface PasswordStrength {
  /** 0 (very weak) … 4 (very strong) */
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
  suggestions: string[];
}

const dictionary = { ...commonDictionary, ...deDictionary, ...enDictionary };
const factories = new Map<'de' | 'en', ZxcvbnFactory>();

function factory(language: 'de' | 'en'): ZxcvbnFactory {
  let found = factories.get(language);
  if (!found) {
    found = new ZxcvbnFactory({
      dictionary,
      graphs: adjacencyGraphs,
      translations: language === 'en' ? enTranslations : deTranslations,
      useLevenshteinDistance: true,
    });
    factories.set(language, found);
  }
  return found;
}

/** Scores a password, with the user's own words (e-mail, names) as extra dictionary entries. */
export function estimatePasswordStrength(password: string, userInputs: string[], language: 'de' | 'en'): PasswordStrength {
  // "greta.kuhn@bau.de" → also "greta", "kuhn", "bau": zxcvbn matches whole dictionary entries
  const words = userInputs.flatMap((input) => [input, ...input.split(/[^\p{L}\p{N}]+/u)]).filter((word) => word.length >= 3);
  const result = factory(language).check(password, [...new Set(words.map((word) => word.toLowerCase()))]);
  return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
}

/** The meter's texts travel with the estimator, so the initial JavaScript carries neither. */
export { securityCatalogue as securityTexts } from '@fachwerk/shared/i18n/security';
