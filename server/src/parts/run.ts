import { loadConfig, type PlatformConfig } from '@esm/infra/platform/config';
import { loadScaleConfig, type ScaleConfig } from '@esm/infra/platform/scale-config';

/**
 * The shell of every separately started process: same configuration as `npm start`, one log
 * prefix, a clean stop on SIGINT/SIGTERM, and a one-line error when start-up fails.
 */
export function runProcess(
  name: string,
  start: (input: {
    config: PlatformConfig;
    scale: ScaleConfig;
    log: (line: string) => void;
  }) => Promise<{ stop(): Promise<void> }>,
): void {
  const log = (line: string) => console.log(`[eventhire ${name}] ${line}`);
  const run = async () => {
    const config = loadConfig();
    const scale = loadScaleConfig();
    const running = await start({ config, scale, log });
    let stopping = false;
    const stop = async () => {
      if (stopping) return;
      stopping = true;
      log('stopping…');
      await running.stop();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  };
  run().catch((error: unknown) => {
    console.error(
      `[eventhire ${name}] cannot start: ${error instanceof Error ? error.message : String(error)}`,
    );
    if (process.env.LOG_LEVEL === 'debug') console.error(error);
    process.exit(1);
  });
}
