// Lazy entry point `@fachwerk/web/ui/two-factor` (not in the ui index: never in the initial JavaScript).
export * from './TwoFactorWidgets';
