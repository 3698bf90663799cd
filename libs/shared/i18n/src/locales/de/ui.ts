/** UI texts of the shell, the remotes and the web libs. Owner: web. */
export const ui = {};
