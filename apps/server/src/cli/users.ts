/**
 * Entry of the user commands: `npm run add-user -- <username> <password>` (addUser.ts) and
 * `npm run disable-user|enable-user|remove-user -- <username>` (userStatus.ts). The npm script passes
 * the command's name first.
 */
import { addUserCommand } from './addUser.ts';
import { userStatusCommand, type UserStatusAction } from './userStatus.ts';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) throw new Error('Falta la contraseña (argumento o entrada estándar)');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line), readStdin };
const statusActions: readonly UserStatusAction[] = ['disable-user', 'enable-user', 'remove-user'];

try {
  const [first, ...rest] = process.argv.slice(2);
  const action = statusActions.find((a) => a === first);
  process.exitCode = action
    ? await userStatusCommand(action, rest, process.env, io)
    : await addUserCommand(first === 'add-user' ? rest : process.argv.slice(2), process.env, io);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
