import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './load.ts';

// The architecture rules of docs/conventions.md are lint errors (eslint.config.js). These lint small
// in-memory files as if they sat in the tree, so a change that loosens a rule fails here.
const eslint = new ESLint({ cwd: ROOT });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

// Each message cites the section of docs/conventions.md that explains the rule (doc-links.test.ts
// checks that the section is there).
const FEATURE_RULE =
  /import-x\/no-restricted-paths: .*Features never import other features \(docs\/conventions\.md#features-own-their-folder-and-never-import-each-other\)/;
const SHARED_RULE =
  /import-x\/no-restricted-paths: .*Shared code .*\(docs\/conventions\.md#shared-code-knows-no-feature\)/;

const MOCK_LAYER_RULE =
  /import-x\/no-restricted-paths: .*generic layers .*\(docs\/conventions\.md#the-mocks-generic-layers-know-no-domain-module\)/;

describe('architecture lint rules', () => {
  it('when a feature imports another feature through the alias, then lint fails', async () => {
    const code = "import { cartTotal } from '@/features/labs/lib/cart';\nexport const total = cartTotal;\n";
    expect(await problems('packages/web/src/features/header/probe.ts', code)).toEqual([
      expect.stringMatching(FEATURE_RULE),
    ]);
  });

  it('when a feature imports another feature by a relative path, then lint fails', async () => {
    const code = "import { cartTotal } from '../../labs/lib/cart';\nexport const total = cartTotal;\n";
    expect(await problems('packages/web/src/features/header/api/probe.ts', code)).toEqual([
      expect.stringMatching(FEATURE_RULE),
    ]);
  });

  it('when a feature imports its own files and shared code, then lint passes', async () => {
    const code =
      "import { cartTotal } from '../lib/cart';\nimport { labsQueryOptions } from '@/lib/labs-query';\n" +
      'export const both = [cartTotal, labsQueryOptions];\n';
    expect(await problems('packages/web/src/features/labs/api/probe.ts', code)).toEqual([]);
  });

  it('when shared code imports a feature or app/, then lint fails', async () => {
    const code =
      "import { cartTotal } from '@/features/labs/lib/cart';\nimport { AppProvider } from '../app/provider';\n" +
      'export const both = [cartTotal, AppProvider];\n';
    expect(await problems('packages/web/src/lib/probe.ts', code)).toEqual([
      expect.stringMatching(SHARED_RULE),
      expect.stringMatching(SHARED_RULE),
    ]);
  });

  it("when the mock's http/ or contract/ imports a domain module, then lint fails", async () => {
    const code =
      "import { ATTACHMENT_LIMITS } from '../modules/clinic/attachment.ts';\nexport const limits = ATTACHMENT_LIMITS;\n";
    expect(await problems('packages/mock-server/src/http/probe.ts', code)).toEqual([
      expect.stringMatching(MOCK_LAYER_RULE),
    ]);
    expect(await problems('packages/mock-server/src/contract/probe.ts', code)).toEqual([
      expect.stringMatching(MOCK_LAYER_RULE),
    ]);
  });

  it('when two modules import each other, then lint reports the cycle', async () => {
    // socket-server.ts imports rooms.ts; rooms.ts importing socket-server.ts back closes a loop.
    const code = "import { originAllowed } from './socket-server.ts';\nexport const check = originAllowed;\n";
    expect(await problems('packages/mock-server/src/modules/notify/rooms.ts', code)).toEqual([
      expect.stringMatching(/^import-x\/no-cycle/),
    ]);
  });

  it('when a hook is called conditionally, then lint fails with the Rules of Hooks', async () => {
    const code =
      "import { useState } from 'react';\n" +
      'export function Probe({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n';
    expect(await problems('packages/web/src/components/probe.tsx', code)).toEqual([
      expect.stringMatching(/^react-hooks\/rules-of-hooks/),
    ]);
  });
});
