import { runEventLogCli } from './event-log-cli';

process.exitCode = await runEventLogCli('import', process.argv.slice(2));
