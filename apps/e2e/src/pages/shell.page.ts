import { expect, type Locator, type Page } from '@playwright/test';
import { SIDE_MENU, STORAGE_KEYS, TEST_IDS, type UserType } from '@fachwerk/shared/contracts';
import { catalogues, type CatalogueLanguage } from '@fachwerk/shared/i18n/server';

/** Texts of the side menu of `role` in `language`, straight from the i18n catalogue. */
export function menuLabels(role: UserType, language: CatalogueLanguage): string[] {
  const menu = (catalogues[language] as unknown as { menu?: Record<string, string> }).menu ?? {};
  return SIDE_MENU[role].map(({ key }) => {
    const label = menu[key];
    if (!label) throw new Error(`i18n catalogue ${language} has no menu.${key}`);
    return label;
  });
}

/** The module-federation host: layouts, guards and the slots remotes render into. */
export class ShellPage {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  get sideMenu(): Locator {
    return this.page.getByTestId(TEST_IDS.sideMenu);
  }

  dashboard(role: UserType): Locator {
    return this.page.getByTestId(TEST_IDS.dashboard(role));
  }

  get remoteError(): Locator {
    return this.page.getByTestId(TEST_IDS.remoteError);
  }

  get notFound(): Locator {
    return this.page.getByTestId(TEST_IDS.notFound);
  }

  get languageSwitch(): Locator {
    return this.page.getByTestId(TEST_IDS.languageSwitch);
  }

  async expectPath(path: string): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === path);
  }

  async expectSideMenu(role: UserType, language: CatalogueLanguage): Promise<void> {
    for (const label of menuLabels(role, language)) {
      await expect(this.sideMenu.getByText(label, { exact: true }).first()).toBeVisible();
    }
  }

  /** Switches the UI language, whether the switch is a <select> or a button/menu. */
  async switchLanguage(language: CatalogueLanguage): Promise<void> {
    const control = this.languageSwitch.first();
    await expect(control).toBeVisible();
    const tag = await control.evaluate((el) => el.tagName.toLowerCase());
    if (tag === 'select') {
      await control.selectOption(language);
      return;
    }
    const select = control.locator('select');
    if ((await select.count()) > 0) {
      await select.first().selectOption(language);
      return;
    }
    const name = catalogues[language].languages[language];
    const option = this.page
      .getByRole('button', { name, exact: true })
      .or(this.page.getByRole('menuitem', { name, exact: true }));
    if ((await option.count()) > 0) await option.first().click();
    else await control.click();
  }

  accessToken(): Promise<string | null> {
    return this.page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.accessToken);
  }
}
