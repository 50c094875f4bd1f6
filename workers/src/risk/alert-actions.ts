import { carryOutFraudAlertAction } from '@esm/app/fraud/carry-out-alert-action';
import type { JobDefinition } from '../jobs';
import { defineProcessManager, schedule } from '../process-manager/process-manager';
import type { WorkerDeps } from '../worker-deps';

export const FRAUD_ALERT_ACTION_QUEUE = 'risk.carry-out-alert-action';

/**
 * Every action an investigator records on a fraud alert is carried out on the provider. The route
 * does it at once after recording; this job is the guarantee when the process died between the
 * two (or the effect failed), and finds the usual case already done. It carries ids only and
 * reads the action from the alert's stream.
 */
export const fraudAlertActionProcess = defineProcessManager({
  name: 'fraud-alert-actions',
  handles: ['FraudAlertActionTaken'],
  react(event) {
    const { alertId, actionId } = event.data;
    // Actions recorded before they had ids were carried out before they were recorded.
    if (actionId === null) return [];
    return [
      schedule(`fraud-alert-action:${actionId}`, FRAUD_ALERT_ACTION_QUEUE, event.occurredAt, {
        alertId,
        actionId,
      }),
    ];
  },
});

export const fraudAlertActionJob = (deps: WorkerDeps): JobDefinition => ({
  queue: FRAUD_ALERT_ACTION_QUEUE,
  async handle(data, context) {
    await carryOutFraudAlertAction(
      deps,
      { alertId: String(data.alertId), actionId: String(data.actionId) },
      { correlationId: context.jobId, readYourWrites: false },
    );
  },
});
