// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a declaration file, not a module: the remotes' app typecheck must see it
/// <reference path="./css.d.ts" />
// Entry point `@fachwerk/web/ui/screens-style`: the layout of the feature screens (job, award,
// invoice, hours and meeting pages), loaded with their lazy chunks, never with the first page.
import './screens.css';
