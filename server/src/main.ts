import { loadConfig } from '@esm/infra/platform/config';
import { demoAccounts } from './seed/demo-accounts';
import { startPlatform } from './start-platform';

/** `npm start`: the whole product in one process on one port. */
async function main() {
  const config = loadConfig();
  const log = (line: string) => console.log(`[eventhire] ${line}`);
  const platform = await startPlatform({ config, log });
  await platform.app.listen({ port: config.port, host: config.host });

  const lines = [
    '',
    `  EventHire UK is running: ${config.publicUrl}`,
    `  Back office (verifiers, investigators, auditors, admins): ${config.publicUrl}/admin`,
    `  API docs: ${config.publicUrl}/api/docs`,
  ];
  if (config.seed !== 'none') {
    lines.push('', '  Demo accounts (password for all):');
    for (const a of demoAccounts)
      lines.push(
        `    ${a.label.padEnd(13)} ${a.email.padEnd(32)} ${a.password}${a.roles.length > 0 ? '  (/admin)' : ''}`,
      );
  }
  console.log(lines.join('\n'), '\n');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    await platform.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
