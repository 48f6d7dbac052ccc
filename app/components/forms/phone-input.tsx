import { MaskInput } from 'maska';
import { type InputHTMLAttributes, type KeyboardEvent, useEffect, useRef } from 'react';

/** SPEC §5 phone mask: +38(000)000-00-00, the leading 0 of the operator code fixed. */
export const phoneMask = '+38(0##)###-##-##';

const allowedKeys = new Set([
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Tab',
  'Home',
  'End',
  'Enter',
  // Not a character: blocking it kept a dialog open while the phone had focus.
  'Escape',
]);

/** SPEC §5 digit-only key filter: digits and editing keys pass; shortcuts (Ctrl/⌘ + key) too. */
export function isPhoneKeyAllowed(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return /^\d$/.test(event.key) || allowedKeys.has(event.key) || event.ctrlKey || event.metaKey || event.altKey;
}

type PhoneInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  name: string;
  /** Called with the masked value on every change, and whether the number is complete. */
  onValue?: (masked: string, completed: boolean) => void;
};

/**
 * The shop's phone field: masked as typed with maska (works pasted as 050…, 380…, +380…), digit
 * keys only. Without JavaScript it is a plain tel input; the server normalises what is sent.
 */
export function PhoneInput({ onValue, onKeyDown, ...props }: PhoneInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const onValueRef = useRef(onValue);
  onValueRef.current = onValue;
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const mask = new MaskInput(input, {
      mask: phoneMask,
      eager: true,
      onMaska: (detail) => onValueRef.current?.(detail.masked, detail.completed),
    });
    return () => mask.destroy();
  }, []);
  return (
    <input
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+38(0__)___-__-__"
      maxLength={100}
      {...props}
      onKeyDown={(event) => {
        if (!isPhoneKeyAllowed(event)) event.preventDefault();
        onKeyDown?.(event);
      }}
    />
  );
}
