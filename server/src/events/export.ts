import { runEventLogCli } from './event-log-cli';

process.exitCode = await runEventLogCli('export', process.argv.slice(2));
