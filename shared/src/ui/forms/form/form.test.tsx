import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useForm } from 'react-hook-form';
import { Checkbox } from '../checkbox/checkbox';
import { Radio } from '../radio/radio';
import { RadioGroup } from '../radio/radio-group';
import { Select } from '../select/select';
import { renderWithTheme } from '../../testing/render-with-theme';
import { TextField } from '../text-field/text-field';
import { Textarea } from '../textarea/textarea';
import { Form } from './form';

interface QuoteForm {
  email: string;
  product: string;
  message: string;
  installation: string;
  consent: boolean;
}

function QuoteFormExample({ onValid }: { onValid: (values: QuoteForm) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<QuoteForm>({ defaultValues: { email: '', product: '', message: '' } });
  const required = { required: 'Ce champ est obligatoire.' };
  return (
    <Form aria-label="Demande de devis" onSubmit={handleSubmit(onValid)}>
      <TextField label="E-mail" type="email" required error={errors.email?.message} {...register('email', required)} />
      <Select
        label="Produit"
        placeholder="Choisissez un produit"
        options={[
          { value: 'terrasse', label: 'Terrasse' },
          { value: 'cloture', label: 'Clôture' },
        ]}
        required
        error={errors.product?.message}
        {...register('product', required)}
      />
      <Textarea label="Votre projet" {...register('message')} />
      <RadioGroup label="Pose" required error={errors.installation?.message}>
        <Radio label="Je pose moi-même" value="self" {...register('installation', required)} />
        <Radio label="Par un poseur" value="pro" {...register('installation', required)} />
      </RadioGroup>
      <Checkbox label="J’accepte d’être recontacté" {...register('consent')} />
      <button type="submit">Envoyer</button>
    </Form>
  );
}

describe('Form', () => {
  it('turns native validation off and explains the required marker in French', async () => {
    const { container } = renderWithTheme(
      <Form aria-label="Contact">
        <TextField label="Nom" required />
      </Form>,
    );
    expect(screen.getByRole('form', { name: 'Contact' })).toHaveAttribute('novalidate');
    expect(screen.getByText(/sont obligatoires\./)).toHaveTextContent(
      'Les champs marqués d’un astérisque (*) sont obligatoires.',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('can hide the note when no field is required', () => {
    renderWithTheme(<Form aria-label="Recherche" requiredNote={false} />);
    expect(screen.queryByText(/obligatoires/)).toBeNull();
  });

  it('works with react-hook-form register (refs reach the native controls)', async () => {
    const onValid = jest.fn();
    const { container } = renderWithTheme(<QuoteFormExample onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    // react-hook-form validates asynchronously: the errors render after the click's promise
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(onValid).not.toHaveBeenCalled();
    expect(email).toHaveAccessibleDescription('Erreur : Ce champ est obligatoire.');
    // react-hook-form focuses the first invalid field through the forwarded ref
    expect(email).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: 'Pose' })).toHaveAttribute('aria-invalid', 'true');
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.type(email, 'claire@example.fr');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Produit' }), 'terrasse');
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre projet' }), 'Terrasse de 20 m²');
    await userEvent.click(screen.getByRole('radio', { name: 'Par un poseur' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'J’accepte d’être recontacté' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid).toHaveBeenCalledWith(
      {
        email: 'claire@example.fr',
        product: 'terrasse',
        message: 'Terrasse de 20 m²',
        installation: 'pro',
        consent: true,
      },
      expect.anything(),
    );
  });
});
