/** data-testid values the Playwright journeys rely on. Keep them stable. */
export const TEST_IDS = {
  sideMenu: 'side-menu',
  profileRing: 'profile-ring',
  notificationBell: 'notification-bell',
  notificationCount: 'notification-count',
  userMenu: 'user-menu',
  /** the header's menu button (below 900 px) and the drawer it opens */
  menuButton: 'menu-button',
  menuDrawer: 'menu-drawer',
  languageSwitch: 'language-switch',
  remoteError: 'remote-error',
  notFound: 'not-found',
  pagePlaceholder: 'page-placeholder',
  /** `dashboard-${userType}` on each remote's dashboard page */
  dashboard: (userType: string) => `dashboard-${userType}`,
  loginForm: 'login-form',
  logoutButton: 'logout-button',
  deleteAccountButton: 'delete-account-button',
  confirmDialog: 'confirm-dialog',
  /** the delete-account dialog's list of what the deletion does, and its link to the data export */
  deleteAccountConsequences: 'delete-account-consequences',
  deleteAccountExportLink: 'delete-account-export-link',
} as const;
