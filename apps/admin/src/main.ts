// The admin remote has no page of its own: the shell loads remoteEntry.js and the exposed ./routes.
export {};
