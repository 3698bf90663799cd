import { join } from 'node:path';
import { ESLint } from 'eslint';

// Loading the workspace config and its plugins takes a while on a busy machine.

/**
 * The lint rule of eslint.config.mjs that keeps API modules apart: a module reaches another only
 * through its public entry (`modules/<name>/index.ts`), never through the other module's files.
 */
const root = join(import.meta.dirname, '../../../..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: join(root, 'eslint.config.mjs'),
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, 'apps/api/src/modules', file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('API module boundaries (lint)', () => {
  it.each([
    ['jobs/jobs.service.ts', "import { Notifier } from '../notifications/notifier';"],
    ['jobs/dto/jobs.dto.ts', "import { WorkerSummaryDto } from '../../workers/dto/workers.dto';"],
    ['auth/two-factor/x.ts', "import { JobsService } from '../../jobs/jobs.service';"],
    ['jobs/jobs.service.ts', "import { Notifier } from '../../modules/notifications/notifier';"],
  ])('refuses %s importing another module’s file: %s', async (file, code) => {
    const messages = await restrictedImports(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/public entry/);
  }, 60_000);

  it.each([
    ['jobs/jobs.service.ts', "import { Notifier } from '../notifications';"],
    ['jobs/dto/jobs.dto.ts', "import { PageQueryDto } from '../../../common/page-query.dto';"],
    ['jobs/dto/jobs.dto.ts', "import { JobsService } from '../jobs.service';"],
    ['auth/two-factor/x.ts', "import { AuthService } from '../auth.service';\nimport { JobsService } from '../../jobs';"],
  ])('lets %s import a public entry, common or its own files: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  }, 60_000);
});
