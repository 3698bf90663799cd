// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a declaration file, not a module: the remotes' app typecheck must see it
/// <reference path="./css.d.ts" />
// The stylesheet of the supplier job screens, loaded with their lazy chunks.
import './supplier-jobs.css';
