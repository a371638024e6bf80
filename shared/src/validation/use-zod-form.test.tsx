import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { t } from '../messages';
import { accepted, confirmed, email, password, required, useZodForm, validationMessage } from './index';

const schema = z
  .object({
    email: required.pipe(email),
    kind: required,
    terms: accepted,
    password,
    passwordConfirmation: required,
  })
  .check(confirmed('password', 'passwordConfirmation'));

function SignupForm({ onValid = () => undefined }: { onValid?: (v: z.output<typeof schema>) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(schema, {
    defaultValues: { email: '', kind: '', terms: false, password: '', passwordConfirmation: '' },
  });
  const field = (name: keyof typeof errors, label: string, input: React.ReactNode) => (
    <div>
      <label htmlFor={name}>{label}</label>
      {input}
      {errors[name] && <p id={`${name}-error`}>{validationMessage(errors[name]?.message)}</p>}
    </div>
  );
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      {field('email', 'E-mail', <input id="email" {...register('email')} />)}
      {field(
        'kind',
        'Profil',
        <select id="kind" {...register('kind')}>
          <option value="">Choisir</option>
          <option value="particulier">Particulier</option>
          <option value="pro">Professionnel</option>
        </select>,
      )}
      {field('terms', 'J’accepte les CGV', <input id="terms" type="checkbox" {...register('terms')} />)}
      {field('password', 'Mot de passe', <input id="password" type="password" {...register('password')} />)}
      {field(
        'passwordConfirmation',
        'Confirmation',
        <input id="passwordConfirmation" type="password" {...register('passwordConfirmation')} />,
      )}
      <button type="submit">Créer mon compte</button>
    </form>
  );
}

/** Lets react-hook-form's asynchronous validation settle, so an absent error is really absent. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const emailError = t('valid_email');

describe('useZodForm: validation on blur and committed change, not per keystroke', () => {
  it('shows no error while typing, and shows it on blur', async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    await user.type(screen.getByLabelText('E-mail'), 'client@arb');
    await settle();
    expect(screen.queryByText(emailError)).not.toBeInTheDocument();

    await user.tab();
    expect(await screen.findByText(emailError)).toBeInTheDocument();
  });

  it('once validated, keeps the error while typing a fix and clears it on blur', async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    const input = screen.getByLabelText('E-mail');
    await user.type(input, 'client');
    await user.tab();
    expect(await screen.findByText(emailError)).toBeInTheDocument();

    await user.click(input);
    await user.type(input, '@arbora.fr');
    await settle();
    expect(screen.getByText(emailError)).toBeInTheDocument();

    await user.tab();
    await settle();
    expect(screen.queryByText(emailError)).not.toBeInTheDocument();
  });

  it('validates a text field when its value is committed by a DOM change event without blur', async () => {
    render(<SignupForm />);
    const input = screen.getByLabelText('E-mail');
    input.focus();
    fireEvent.change(input, { target: { value: 'pas-un-email' } }); // autofill, Enter
    await settle();
    expect(input).toHaveFocus();
    expect(screen.getByText(emailError)).toBeInTheDocument();
  });

  it('validates a select as soon as it changes', async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    const select = screen.getByLabelText('Profil');
    await user.selectOptions(select, 'pro');
    await user.selectOptions(select, '');
    await settle();
    expect(select).toHaveFocus();
    expect(screen.getByText(t('field_required'))).toBeInTheDocument();

    await user.selectOptions(select, 'particulier');
    await settle();
    expect(screen.queryByText(t('field_required'))).not.toBeInTheDocument();
  });

  it('validates a checkbox as soon as it changes', async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    const box = screen.getByLabelText('J’accepte les CGV');
    await user.click(box);
    await settle();
    expect(screen.queryByText(t('field_required'))).not.toBeInTheDocument();
    await user.click(box);
    await settle();
    expect(box).toHaveFocus();
    expect(screen.getByText(t('field_required'))).toBeInTheDocument();
  });

  it('reports passwords_not_matching on the confirmation field and submits normalised values', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<SignupForm onValid={onValid} />);
    await user.type(screen.getByLabelText('E-mail'), '  client@arbora.fr ');
    await user.selectOptions(screen.getByLabelText('Profil'), 'pro');
    await user.click(screen.getByLabelText('J’accepte les CGV'));
    await user.type(screen.getByLabelText('Mot de passe'), 'abcdef1!');
    await user.type(screen.getByLabelText('Confirmation'), 'abcdef1?');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    const mismatch = await screen.findByText(t('passwords_not_matching'));
    expect(mismatch).toHaveAttribute('id', 'passwordConfirmation-error');
    expect(onValid).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirmation'));
    await user.type(screen.getByLabelText('Confirmation'), 'abcdef1!');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await settle();
    expect(onValid).toHaveBeenCalledWith(
      {
        email: 'client@arbora.fr',
        kind: 'pro',
        terms: true,
        password: 'abcdef1!',
        passwordConfirmation: 'abcdef1!',
      },
      expect.anything(),
    );
  });
});
