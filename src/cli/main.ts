// `npm run casebot -- …`: the admin CLI with this process's environment; the only place in it that reads it.
import { runAdmin } from './compose';

runAdmin(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then((code) => {
  process.exitCode = code;
});
