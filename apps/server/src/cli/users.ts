/** Entry of `npm run add-user -- <username> <password>` (see addUser.ts). */
import { addUserCommand } from './addUser.ts';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) throw new Error('Falta la contraseña (argumento o entrada estándar)');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

try {
  process.exitCode = await addUserCommand(process.argv.slice(2), process.env, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    readStdin,
  });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
