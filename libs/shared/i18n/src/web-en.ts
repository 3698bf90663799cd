import { common } from './locales/en/common';
import { validation } from './locales/en/validation';
import { ui } from './locales/en/ui';
import { publicSite } from './locales/en/public-site';
import type { WebCatalogue } from './index';

/**
 * The English web texts: a chunk of their own, loaded when a user reads English (`loadWebCatalogue`),
 * so the German default does not carry them in the shell's first JavaScript.
 */
export const enWeb: WebCatalogue = { ...common, ...validation, ...ui, ...publicSite };
