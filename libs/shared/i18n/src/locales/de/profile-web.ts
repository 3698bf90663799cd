/** UI texts, one owner per file (see index.ts). Top-level keys must not clash with other files. */
export const profileWeb = {};
