// The footer's CMS page dialog as a chunk of its own (see SiteFooter).
export { ContentPageDialog as default } from '@fachwerk/web/ui';
