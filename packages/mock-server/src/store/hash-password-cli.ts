// Prints scrypt hashes for seed accounts: pnpm --filter @ehp/mock-server hash-password 'Secret@123'
import { hashPassword } from './passwords.ts';

async function run(): Promise<void> {
  const passwords = process.argv.slice(2);
  if (!passwords.length) {
    console.error('usage: hash-password <password> [more passwords]');
    process.exitCode = 2;
    return;
  }
  for (const password of passwords) console.log(await hashPassword(password));
}

void run();
