import { createInterface } from 'node:readline';

/**
 * The password for `hub user create`: the first line of stdin (so `printf '%s\n' "$PW" | hub user create …` and
 * a password manager's pipe work, and it never shows in `ps` or the shell history). At a terminal it is asked
 * for without echoing it.
 */
export async function readPassword(input: NodeJS.ReadStream = process.stdin): Promise<string> {
  if (input.isTTY) return promptHidden(input);
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    const end = text.search(/\r?\n/);
    if (end >= 0) return text.slice(0, end);
  }
  return text;
}

function promptHidden(input: NodeJS.ReadStream): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input, output: process.stderr, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    let asked = false;
    // readline echoes every key through _writeToOutput: only the prompt itself is let through.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (!asked) write.call(rl, s);
    };
    rl.question('Password: ', (answer) => {
      process.stderr.write('\n');
      rl.close();
      resolve(answer);
    });
    asked = true;
  });
}
