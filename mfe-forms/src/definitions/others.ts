import type { FormName } from '@arbora/shared/schemas';
import { todayInParis, type ZodFormSchema } from '@arbora/shared/validation';
import type { Choice, FieldDef, FormDefinition } from '../features/form-engine/types';
import { consentField, messageField, personSection } from './person';

const SLOTS: Choice[] = [
  { value: 'matin', label: 'Le matin (9\u00a0h – 12\u00a0h\u00a030)' },
  { value: 'apres-midi', label: 'L’après-midi (14\u00a0h – 18\u00a0h\u00a030)' },
];

function appointmentFields(stores: readonly Choice[]): FieldDef[] {
  return [
    {
      name: 'store',
      kind: 'select',
      label: 'Magasin',
      options: stores,
      placeholder: 'Choisissez un magasin',
      wide: true,
    },
    { name: 'date', kind: 'date', label: 'Date du rendez-vous', hint: 'Du lundi au samedi', min: todayInParis() },
    { name: 'slot', kind: 'radio', label: 'Créneau', options: SLOTS },
    messageField('Votre projet en quelques mots'),
  ];
}

const JOBS: Choice[] = [
  'Technico-commercial (H/F)',
  'Poseur terrasse et clôture (H/F)',
  'Conseiller de vente en magasin (H/F)',
  'Assistant administration des ventes (H/F)',
].map((label) => ({ value: label, label }));

const SUBJECTS: Choice[] = [
  { value: 'commande', label: 'Ma commande' },
  { value: 'retractation', label: 'Rétractation' },
  { value: 'produit', label: 'Un produit' },
  { value: 'sav', label: 'Service après-vente' },
  { value: 'devis', label: 'Un devis' },
  { value: 'autre', label: 'Autre demande' },
];

const PROJECT_TYPES: Choice[] = [
  { value: 'terrasse', label: 'Terrasse' },
  { value: 'cloture', label: 'Clôture' },
  { value: 'portail', label: 'Portail ou portillon' },
  { value: 'bardage', label: 'Bardage' },
  { value: 'autre', label: 'Autre projet' },
];

const CV = {
  field: 'cv' as const,
  label: 'Votre CV',
  hint: 'PDF, DOC, DOCX ou ODT, 5\u00a0Mo maximum',
  max: 1,
  required: true,
  kinds: 'document' as const,
};

export interface OtherForm {
  definition: FormDefinition;
  schema?: ZodFormSchema;
}

export function otherDefinition(form: FormName, stores: readonly Choice[] = []): OtherForm | null {
  switch (form) {
    case 'rendez-vous':
      return {
        definition: {
          form,
          sections: [
            { title: 'Votre rendez-vous', fields: appointmentFields(stores) },
            personSection('Vos coordonnées', [consentField('organiser ce rendez-vous')]),
          ],
          submitLabel: 'Demander ce rendez-vous',
        },
      };
    case 'rendez-vous-pro':
      return {
        definition: {
          form,
          sections: [
            { title: 'Votre rendez-vous', fields: appointmentFields(stores) },
            {
              title: 'Votre entreprise',
              fields: [
                { name: 'company', kind: 'text', label: 'Raison sociale' },
                {
                  name: 'siret',
                  kind: 'text',
                  label: 'SIRET',
                  hint: '14\u00a0chiffres, exemple\u00a0: 732 829 320 00074',
                },
              ],
            },
            personSection('Vos coordonnées', [consentField('organiser ce rendez-vous')]),
          ],
          submitLabel: 'Demander ce rendez-vous',
        },
      };
    case 'candidature':
      return {
        definition: {
          form,
          sections: [
            {
              title: 'Le poste',
              fields: [
                {
                  name: 'job',
                  kind: 'select',
                  label: 'Poste visé',
                  options: JOBS,
                  placeholder: 'Choisissez un poste',
                  wide: true,
                },
                { name: 'motivation', kind: 'textarea', label: 'Vos motivations', wide: true },
              ],
            },
            personSection('Vos coordonnées', [consentField('étudier ma candidature')]),
          ],
          upload: CV,
          submitLabel: 'Envoyer ma candidature',
        },
      };
    case 'candidature-spontanee':
      return {
        definition: {
          form,
          sections: [
            {
              title: 'Votre candidature',
              fields: [
                { name: 'desired_job', kind: 'text', label: 'Métier recherché', wide: true },
                { name: 'motivation', kind: 'textarea', label: 'Vos motivations', wide: true },
              ],
            },
            personSection('Vos coordonnées', [consentField('étudier ma candidature spontanée')]),
          ],
          upload: CV,
          submitLabel: 'Envoyer ma candidature',
        },
      };
    case 'jeu-concours':
      return {
        definition: {
          form,
          sections: [
            {
              title: 'Votre réponse',
              fields: [
                {
                  name: 'answer',
                  kind: 'text',
                  label: 'Combien d’années nos lames composites sont-elles garanties\u00a0?',
                  wide: true,
                },
              ],
            },
            personSection('Vos coordonnées', [
              {
                name: 'rules_accepted',
                kind: 'checkbox',
                label: 'J’ai lu et j’accepte le règlement du jeu-concours',
                wide: true,
              },
              consentField('gérer ma participation et me prévenir si je gagne'),
            ]),
          ],
          submitLabel: 'Valider ma participation',
        },
      };
    case 'contact':
      return {
        definition: {
          form,
          sections: [
            {
              title: 'Votre demande',
              fields: [
                {
                  name: 'subject',
                  kind: 'select',
                  label: 'Sujet',
                  options: SUBJECTS,
                  placeholder: 'Choisissez un sujet',
                  wide: true,
                },
                messageField('Votre message'),
              ],
            },
            personSection('Vos coordonnées', [consentField('répondre à ma demande')]),
          ],
          submitLabel: 'Envoyer mon message',
        },
      };
    case 'trouvez-un-poseur':
      return {
        definition: {
          form,
          sections: [
            {
              title: 'Votre projet',
              fields: [
                {
                  name: 'project_type',
                  kind: 'select',
                  label: 'Type de projet',
                  options: PROJECT_TYPES,
                  placeholder: 'Choisissez un type de projet',
                  wide: true,
                },
                messageField('Votre projet en quelques mots'),
              ],
            },
            personSection('Vos coordonnées', [
              consentField('transmettre ma demande aux poseurs partenaires proches de chez moi'),
            ]),
          ],
          submitLabel: 'Être recontacté par un poseur',
        },
      };
    default:
      return null;
  }
}
