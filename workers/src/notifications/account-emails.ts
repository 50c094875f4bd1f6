import { passwordResetLink, passwordResetToken } from '@esm/infra/password-reset/token';
import { signOff, ukDateTime } from './format';
import { defineEmailNotification, emailNow } from './notification';
import { userRecipient } from './recipients';

/**
 * The password-reset link. The job is given only the request id; the token is derived again
 * here from the signing secret, so neither the event log nor the job queue ever holds it.
 */
export const passwordResetEmail = defineEmailNotification({
  name: 'password-reset',
  handles: ['PasswordResetRequested'],
  react: (event) => {
    const { userId, requestId, expiresAt } = event.data;
    return [emailNow('password-reset', requestId, event, { userId, requestId, expiresAt })];
  },
  async compose(data, deps) {
    // A link that has expired before the job ran would only disappoint.
    if (deps.clock.now().getTime() >= Date.parse(String(data.expiresAt))) return null;
    const to = await userRecipient(deps, String(data.userId));
    if (!to) return null;
    const token = passwordResetToken(deps.config.signingSecret, String(data.requestId));
    return {
      userId: to.userId,
      to: to.email,
      subject: 'Reset your EventHire UK password',
      text: [
        `Hello ${to.name},`,
        '',
        'Someone (we hope you) asked to reset the password of your EventHire UK account. Choose a new one here:',
        '',
        passwordResetLink(deps.config.publicUrl, to.userId, token),
        '',
        `The link works once, until ${ukDateTime(String(data.expiresAt))}. Setting a new password signs you out everywhere.`,
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        ...signOff,
      ].join('\n'),
    };
  },
});
