import { Button } from '@arbora/shared/ui';
import { Checkbox, FileInput, Form, Radio, RadioGroup, Select, TextField, Textarea } from '@arbora/shared/ui/forms';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Note, Section } from './section';

type Errors = Partial<Record<'name' | 'email' | 'product' | 'installation' | 'consent', string>>;

const REQUIRED = 'Ce champ est obligatoire.';
const FIRST_INVALID =
  ':is(input, select, textarea)[aria-invalid="true"], [role="radiogroup"][aria-invalid="true"] input';

// Demo-only checks; real forms use the shared zod rules through react-hook-form.
function validate(data: FormData): Errors {
  const errors: Errors = {};
  if (!data.get('name')) errors.name = REQUIRED;
  const email = String(data.get('email') ?? '');
  if (!email) errors.email = REQUIRED;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Saisissez une adresse e-mail valide.';
  if (!data.get('product')) errors.product = 'Choisissez un produit.';
  if (!data.get('installation')) errors.installation = 'Choisissez un mode de pose.';
  if (!data.get('consent')) errors.consent = 'Vous devez accepter d’être recontacté.';
  return errors;
}

/** Every form control with label, hint, error and the required marker explained by Form. */
export function FormsSection() {
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // after each failed submit has rendered its errors, focus the first invalid control
  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>(FIRST_INVALID)?.focus();
  }, [attempts]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(new FormData(event.currentTarget));
    const valid = Object.keys(found).length === 0;
    setErrors(found);
    setSent(valid);
    if (!valid) setAttempts((n) => n + 1);
  };

  return (
    <Section id="formulaires" title="Formulaires">
      <Note>Envoyez le formulaire vide pour voir les messages d’erreur.</Note>
      <Form ref={formRef} aria-label="Demande de devis (exemple)" onSubmit={onSubmit}>
        <TextField name="name" label="Nom et prénom" autoComplete="name" required error={errors.name} />
        <TextField
          name="email"
          type="email"
          label="E-mail"
          hint="Nous vous envoyons le devis à cette adresse."
          autoComplete="email"
          required
          error={errors.email}
        />
        <TextField name="phone" type="tel" label="Téléphone" hint="Exemple : 06 12 34 56 78" autoComplete="tel" />
        <Select
          name="product"
          label="Produit"
          placeholder="Choisissez un produit"
          defaultValue=""
          options={[
            { value: 'terrasse', label: 'Terrasse composite' },
            { value: 'cloture', label: 'Clôture' },
            { value: 'portail', label: 'Portail' },
            { value: 'bardage', label: 'Bardage' },
          ]}
          required
          error={errors.product}
        />
        <Textarea name="message" label="Votre projet" hint="Surface, coloris, délais souhaités." />
        <RadioGroup label="Pose" required error={errors.installation}>
          <Radio name="installation" value="self" label="Je pose moi-même" />
          <Radio
            name="installation"
            value="pro"
            label="Par un poseur partenaire"
            hint="Nous vous mettons en relation."
          />
        </RadioGroup>
        <FileInput
          name="photos"
          label="Photos du terrain"
          hint="JPG ou PNG, 5 Mo maximum par fichier."
          accept="image/jpeg,image/png"
          multiple
        />
        <Checkbox
          name="consent"
          label="J’accepte d’être recontacté au sujet de ma demande"
          required
          error={errors.consent}
        />
        <div>
          <Button type="submit">Envoyer ma demande</Button>
        </div>
        {sent && <p role="status">Merci, votre demande d’exemple est valide.</p>}
      </Form>
    </Section>
  );
}
