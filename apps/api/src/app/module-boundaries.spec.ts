import { join } from 'node:path';
import { ESLint } from 'eslint';

// Loading the workspace config and its plugins takes a while on a busy machine.

/**
 * The lint rule of eslint.config.mjs that keeps API modules apart: a module reaches another only
 * through its public entry (`modules/<name>/index.ts`), never through the other module's files;
 * the seed and the app's composition (create-app.ts, app.module.ts, main.ts) likewise.
 */
const root = join(import.meta.dirname, '../../../..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: join(root, 'eslint.config.mjs'),
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, 'apps/api/src', file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('API module boundaries (lint)', () => {
  it.each([
    ['modules/jobs/jobs.service.ts', "import { Notifier } from '../notifications/notifier';"],
    ['modules/jobs/dto/jobs.dto.ts', "import { WorkerSummaryDto } from '../../workers/dto/workers.dto';"],
    ['modules/auth/two-factor/x.ts', "import { JobsService } from '../../jobs/jobs.service';"],
    ['modules/jobs/jobs.service.ts', "import { Notifier } from '../../modules/notifications/notifier';"],
    // the seed and the app's composition sit beside the modules and are held to the same entry
    ['seed/seed.ts', "import { FileStorage } from '../modules/uploads/file-storage';"],
    ['seed/two-factor-seed.ts', "import { encryptSecret } from '../modules/auth/two-factor/totp-crypto';"],
    ['app/create-app.ts', "import { ApprovalGuard } from '../modules/auth/approval.guard';"],
    ['main.ts', "import { JobsService } from './modules/jobs/jobs.service';"],
  ])('refuses %s importing another module’s file: %s', async (file, code) => {
    const messages = await restrictedImports(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/public entry/);
  }, 60_000);

  it.each([
    ['modules/jobs/jobs.service.ts', "import { Notifier } from '../notifications';"],
    ['modules/jobs/dto/jobs.dto.ts', "import { PageQueryDto } from '../../../common/page-query.dto';"],
    ['modules/jobs/dto/jobs.dto.ts', "import { JobsService } from '../jobs.service';"],
    ['modules/auth/two-factor/x.ts', "import { AuthService } from '../auth.service';\nimport { JobsService } from '../../jobs';"],
    ['seed/seed.ts', "import { FileStorage } from '../modules/uploads';\nimport { seedMeetings } from './meetings-seed';"],
    ['app/create-app.ts', "import { ApprovalGuard } from '../modules/auth';\nimport { AppModule } from './app.module';"],
    // specs may look inside a module
    ['app/limits.int-spec.ts', "import { PasswordHasher } from '../modules/auth/password-hasher';"],
  ])('lets %s import a public entry, common or its own files: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  }, 60_000);
});
