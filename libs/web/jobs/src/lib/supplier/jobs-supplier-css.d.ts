// Side-effect CSS imports of the supplier job pages (bundled by webpack; stubbed in Jest).
declare module '*.css';
