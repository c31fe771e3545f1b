#!/usr/bin/env node
// The `contract-verify` command. The kit is TypeScript run as it is written: tsx compiles each
// module as Node loads it, so there is no build step between a change and a run.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
