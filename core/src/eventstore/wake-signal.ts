/**
 * A level-triggered wake-up: a `set()` that happens while nobody waits is remembered, so a
 * notification arriving between "the read found nothing" and "start waiting" is never lost.
 */
export class WakeSignal {
  private pending = false;
  private waiter: (() => void) | null = null;

  set(): void {
    this.pending = true;
    this.waiter?.();
  }

  /** Resolves at the next set() (at once if one is pending), or after timeoutMs when given. */
  wait(timeoutMs?: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      this.waiter = () => {
        clearTimeout(timer);
        this.waiter = null;
        this.pending = false;
        resolve();
      };
      if (timeoutMs !== undefined) timer = setTimeout(() => this.waiter?.(), timeoutMs);
    });
  }
}
