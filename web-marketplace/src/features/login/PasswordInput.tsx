import { forwardRef, type InputHTMLAttributes, useState } from 'react';

/**
 * A password box with a Show / Hide toggle, so people on a phone can check what they typed
 * before a mistyped password locks them out. The toggle is a real button (keyboard and screen
 * readers reach it) that never submits the form.
 */
export const PasswordInput = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>
>(function PasswordInput({ className, ...props }, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input {...props} ref={ref} className={className ?? 'input'} type={visible ? 'text' : 'password'} />
      <button type="button" className="password-input__toggle" onClick={() => setVisible((v) => !v)}>
        {visible ? 'Hide' : 'Show'}
        {/* Named by its text, not aria-label, so looking the field up by its label finds only the field. */}
        <span className="visually-hidden"> password</span>
      </button>
    </div>
  );
});
