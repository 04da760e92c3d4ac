// The one-time code as six single-digit boxes (spec §5 OTP): typing moves to the next box, Backspace
// goes back, the arrow keys, Home and End move, and pasting the whole code (from a mail: '123 456',
// '123-456') fills every box. Phones show the numeric keyboard and may offer the code from the SMS/mail.
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@coachwork/contracts';
import { useIdentityMessages } from '../../../messages';

export interface OtpInputProps {
  /** Six entries, '' for an empty box. */
  value: string[];
  onChange: (digits: string[]) => void;
  /** Called when the sixth box is filled (by typing or pasting). */
  onComplete?: (digits: string[]) => void;
  /** Id of the element that names the group (its visible label). */
  labelledBy: string;
  /** Id of the error message, when there is one. */
  errorId?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The first box's ref, so a form can focus it on a server error. */
  inputRef?: (el: HTMLInputElement | null) => void;
}

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

const isComplete = (digits: string[]) => digits.length === OTP_LENGTH && digits.every((d) => d.length === 1);

export function OtpInput({
  value,
  onChange,
  onComplete,
  labelledBy,
  errorId,
  invalid,
  disabled,
  autoFocus,
  inputRef,
}: OtpInputProps) {
  const { t } = useIdentityMessages();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');

  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    onChange(next);
    if (isComplete(next)) onComplete?.(next);
  };

  const type = (index: number, raw: string) => {
    // A box holds one character: the one just typed replaces what was there. Non-digits are kept so
    // the form can say 'Each digit must be between 0-9' instead of silently swallowing the key.
    const chars = [...raw];
    if (chars.length > 1 && chars.every((c) => /\d/.test(c))) return fill(index, raw);
    const char = chars.at(-1) ?? '';
    const next = [...digits];
    next[index] = char;
    commit(next);
    if (char && index < OTP_LENGTH - 1) focus(index + 1);
  };

  /** Spreads digits from `index` on (from the first box when a whole code arrives). */
  const fill = (index: number, text: string) => {
    const incoming = text.replace(/\D/g, '');
    if (!incoming) return;
    const start = incoming.length >= OTP_LENGTH ? 0 : index;
    const next = [...digits];
    [...incoming.slice(0, OTP_LENGTH - start)].forEach((d, i) => {
      next[start + i] = d;
    });
    commit(next);
    focus(Math.min(start + incoming.length, OTP_LENGTH - 1));
  };

  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'Backspace': {
        e.preventDefault();
        const next = [...digits];
        if (next[index]) {
          next[index] = '';
          onChange(next);
        } else if (index > 0) {
          next[index - 1] = '';
          onChange(next);
          focus(index - 1);
        }
        return;
      }
      case 'Delete': {
        e.preventDefault();
        const next = [...digits];
        next[index] = '';
        onChange(next);
        return;
      }
      case 'ArrowLeft':
        e.preventDefault();
        return focus(index - 1);
      case 'ArrowRight':
        e.preventDefault();
        return focus(index + 1);
      case 'Home':
        e.preventDefault();
        return focus(0);
      case 'End':
        e.preventDefault();
        return focus(OTP_LENGTH - 1);
      default:
        // Typing the digit a box already holds fires no change event; still move on.
        if (e.key === digits[index] && index < OTP_LENGTH - 1) {
          e.preventDefault();
          focus(index + 1);
        }
    }
  };

  const onPaste = (index: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    fill(index, e.clipboardData.getData('text'));
  };

  return (
    <div className="id-otp" role="group" aria-labelledby={labelledBy} aria-describedby={errorId}>
      {digits.map((digit, index) => (
        <input
          // The boxes are fixed: their position is their identity.
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
            if (index === 0) inputRef?.(el);
          }}
          name={index === 0 ? 'otp' : undefined}
          className="cw-input id-otp-box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={OTP_LENGTH}
          aria-label={t('code.digit', { n: index + 1, total: OTP_LENGTH })}
          aria-invalid={invalid ? true : undefined}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          onChange={(e) => type(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={(e) => onPaste(index, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
