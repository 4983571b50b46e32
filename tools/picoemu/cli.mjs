// The command line of the emulated Pico's programs: --name value pairs, the required ones
// checked; a bad one ends the program with one line and exit status 2.
export function fail(prog, msg) {
  process.stderr.write(`${prog}: ${msg}\n`);
  process.exit(2);
}

export function options(prog, required) {
  const opts = {};
  const args = process.argv.slice(2);
  while (args.length) {
    const a = args.shift();
    if (!a.startsWith("--") || !args.length) fail(prog, `bad argument ${a}`);
    opts[a.slice(2)] = args.shift();
  }
  for (const need of required) if (!opts[need]) fail(prog, `--${need} is required`);
  return opts;
}
