import { t, type MessageKey } from '@arbora/shared/messages/account';
import { isValidPassword } from '@arbora/shared/validation';
import styled from 'styled-components';

type Level = 'weak' | 'medium' | 'strong';

/** Weak until the SPEC 5 rule holds; then longer and more varied passwords rate better. */
export function passwordStrength(value: string): Level {
  if (!isValidPassword(value)) return 'weak';
  const classes = [/\p{Lu}/u, /\p{Ll}/u, /\p{Nd}/u, /[^\p{L}\p{N}\s]/u].filter((re) => re.test(value)).length;
  return [...value].length >= 12 && classes === 4 ? 'strong' : 'medium';
}

const KEYS: Record<Level, MessageKey> = {
  weak: 'account_password_strength_weak',
  medium: 'account_password_strength_medium',
  strong: 'account_password_strength_strong',
};
const FILLED: Record<Level, number> = { weak: 1, medium: 2, strong: 3 };

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;
const Segment = styled.span<{ $on: boolean; $level: Level }>`
  height: 0.35rem;
  border-radius: 2px;
  background: ${({ theme, $on, $level }) =>
    !$on
      ? theme.color.border
      : $level === 'weak'
        ? theme.color.severity.error.border
        : $level === 'medium'
          ? theme.color.severity.warn.border
          : theme.color.severity.success.border};
`;
const Text = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** A hint while the shopper chooses a password (not an error: the rule is checked on blur). */
export function PasswordStrength({ value }: { value: string }) {
  if (!value) return null;
  const level = passwordStrength(value);
  return (
    <div data-level={level}>
      <Bar aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <Segment key={n} $on={n <= FILLED[level]} $level={level} />
        ))}
      </Bar>
      <Text aria-live="polite">{t(KEYS[level])}</Text>
    </div>
  );
}
