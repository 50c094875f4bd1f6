/**
 * A latch for tests that must catch the runner at a precise point: the code under test calls
 * `pass()` (which announces it arrived and waits), the test awaits `arrived` then calls `open()`.
 */
export class Gate {
  private opened = false;
  private release: () => void = () => {};
  private readonly openedPromise = new Promise<void>((resolve) => {
    this.release = resolve;
  });
  private announce: () => void = () => {};
  readonly arrived = new Promise<void>((resolve) => {
    this.announce = resolve;
  });

  async pass(): Promise<void> {
    this.announce();
    if (!this.opened) await this.openedPromise;
  }

  open(): void {
    this.opened = true;
    this.release();
  }
}

/** Polls `check` every few milliseconds until it holds, failing after `timeoutMs`. */
export async function eventually(
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
