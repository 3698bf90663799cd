/**
 * Job screens (client job posting and applications, supplier search, saved/applied/relevant jobs,
 * the admin job list), each a lazy chunk: importing this entry adds only the loaders to a remote's
 * initial JavaScript.
 */
export * from './lib/admin/pages';
export * from './lib/client/pages';
export * from './lib/supplier/pages';
