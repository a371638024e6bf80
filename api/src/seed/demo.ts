import { hash } from '@node-rs/argon2';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Cart, OrderAddress, PaymentDetails } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import {
  addresses,
  constructionDocuments,
  constructionSites,
  customers,
  orders,
  payments,
  productVariants,
  products,
} from '../db/schema/index';
import type { DocumentLine, OrderStatus } from '../db/schema/index';
import { priceCart } from '../lib/cart-pricing';
import { euros } from '../lib/money';
import { BANK } from '../payments/sandbox';
import { daysAgo } from './context';
import { typesetUnits } from './text';

/** The demo accounts people trying the site log in with (README). Never seeded in production. */
export const DEMO_ACCOUNTS = {
  private: { email: 'demo.particulier@arbora.example', password: 'Demo-Arbora-2025!' },
  pro: {
    email: 'demo.pro@arbora.example',
    password: 'Demo-Arbora-2025!',
    siret: '64771278500011',
    company: 'Jardins de l’Erdre SARL',
  },
} as const;

type Address = OrderAddress & { label: string; delivery: boolean; invoice: boolean };
const address = (
  label: string,
  firstname: string,
  lastname: string,
  company: string,
  street: string,
  postcode: string,
  city: string,
  delivery: boolean,
  invoice: boolean,
): Address => ({
  label,
  civility: null,
  firstname,
  lastname,
  company,
  street,
  street_complement: '',
  postcode,
  city,
  country: 'FR',
  phone: '0240000000',
  delivery,
  invoice,
});

type SiteSeed = {
  slug: string;
  label: string;
  description: string;
  address: string;
  postcode: string;
  city: string;
  status: 'planned' | 'in_progress' | 'done';
  start: number;
  end: number | null;
  docs: [
    kind: 'devis' | 'facture' | 'bon-livraison' | 'plan',
    number: string,
    title: string,
    daysAgo: number,
    lines: DocumentLine[],
  ][];
};

const line = (label: string, quantity: number, unitEuros: number): DocumentLine => ({
  label,
  quantity,
  unit_ht: euros(unitEuros),
});
const day = (n: number) => daysAgo(n).toISOString().slice(0, 10);

const PRIVATE_SITES: SiteSeed[] = [
  {
    slug: 'terrasse-du-jardin',
    label: 'Terrasse du jardin',
    description: 'Terrasse de 24 m² en lames composites teck, sur lambourdes aluminium.',
    address: '7 allée des Mimosas',
    postcode: '44300',
    city: 'Nantes',
    status: 'done',
    start: 120,
    end: 95,
    docs: [
      [
        'devis',
        'DV-2025-0412',
        'Devis terrasse 24 m²',
        140,
        [
          line('Lame composite teck 3,60 m', 60, 38.5),
          line('Lambourde aluminium 4 m', 18, 24.9),
          line('Clips inox (boîte de 100)', 4, 29.9),
          line('Pose (forfait)', 1, 1450),
        ],
      ],
      [
        'facture',
        'FA-2025-0733',
        'Facture terrasse 24 m²',
        95,
        [
          line('Lame composite teck 3,60 m', 60, 38.5),
          line('Lambourde aluminium 4 m', 18, 24.9),
          line('Clips inox (boîte de 100)', 4, 29.9),
          line('Pose (forfait)', 1, 1450),
        ],
      ],
      ['plan', 'PL-2025-0412', 'Plan de pose', 130, [line('Plan de calepinage', 1, 0)]],
    ],
  },
];

const PRO_SITES: SiteSeed[] = [
  {
    slug: 'residence-les-chenes',
    label: 'Résidence Les Chênes',
    description: 'Clôtures et portillons de 14 maisons individuelles.',
    address: 'ZAC des Chênes, lot 3',
    postcode: '44800',
    city: 'Saint-Herblain',
    status: 'in_progress',
    start: 40,
    end: null,
    docs: [
      [
        'devis',
        'DV-2025-0588',
        'Devis clôtures 14 lots',
        60,
        [
          line('Panneau de clôture composite 1,80 m', 168, 129),
          line('Poteau aluminium', 182, 42),
          line('Portillon composite', 14, 690),
        ],
      ],
      [
        'bon-livraison',
        'BL-2025-1021',
        'Livraison tranche 1',
        20,
        [line('Panneau de clôture composite 1,80 m', 84, 0), line('Poteau aluminium', 91, 0)],
      ],
      ['facture', 'FA-2025-0951', 'Acompte 30\u00a0%', 35, [line('Acompte sur devis DV-2025-0588', 1, 13440)]],
    ],
  },
  {
    slug: 'restaurant-le-quai',
    label: 'Restaurant Le Quai',
    description: 'Terrasse de 80 m² et bardage de façade.',
    address: '2 quai de la Fosse',
    postcode: '44000',
    city: 'Nantes',
    status: 'done',
    start: 200,
    end: 160,
    docs: [
      [
        'devis',
        'DV-2025-0301',
        'Devis terrasse et bardage',
        220,
        [line('Lame composite gris anthracite 4,80 m', 210, 44), line('Bardage composite 3 m', 120, 31.5)],
      ],
      [
        'facture',
        'FA-2025-0455',
        'Facture terrasse et bardage',
        160,
        [line('Lame composite gris anthracite 4,80 m', 210, 44), line('Bardage composite 3 m', 120, 31.5)],
      ],
    ],
  },
  {
    slug: 'ecole-jules-verne',
    label: 'École Jules-Verne',
    description: 'Brise-vue de la cour de récréation (marché public).',
    address: '15 rue de la Mairie',
    postcode: '44240',
    city: 'La Chapelle-sur-Erdre',
    status: 'planned',
    start: -30,
    end: null,
    docs: [
      [
        'devis',
        'DV-2025-0702',
        'Devis brise-vue 60 m',
        10,
        [line('Lame brise-vue composite 1,80 m', 120, 36), line('Poteau aluminium renforcé', 31, 58)],
      ],
    ],
  },
];

/** Seeds the demo accounts with addresses, construction sites and past orders in several payment states. */
export async function seedDemoIfMissing(db: Db): Promise<boolean> {
  const emails = [DEMO_ACCOUNTS.private.email, DEMO_ACCOUNTS.pro.email];
  const existing = await db.select({ id: customers.id }).from(customers).where(inArray(customers.email, emails));
  if (existing.length) return false;
  const passwordHash = await hash(DEMO_ACCOUNTS.private.password);
  const variants = await db
    .select({ v: productVariants, slug: products.slug })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(gt(productVariants.stock, 100), gt(productVariants.priceTtc, 0)))
    .orderBy(asc(productVariants.id))
    .limit(6);
  await db.transaction(async (tx) => {
    const [priv] = await tx
      .insert(customers)
      .values({
        siteId: 1,
        email: DEMO_ACCOUNTS.private.email,
        passwordHash,
        status: 'active',
        civility: 'Mme',
        firstname: 'Claire',
        lastname: 'Démo',
        phone: '0612345678',
        newsletter: true,
        createdAt: daysAgo(400),
        activatedAt: daysAgo(400),
      })
      .returning();
    const [pro] = await tx
      .insert(customers)
      .values({
        siteId: 1,
        email: DEMO_ACCOUNTS.pro.email,
        passwordHash,
        status: 'active',
        civility: 'M',
        firstname: 'Paul',
        lastname: 'Démo',
        phone: '0240123456',
        isPro: true,
        companyName: DEMO_ACCOUNTS.pro.company,
        siret: DEMO_ACCOUNTS.pro.siret,
        siretStatus: 'verified',
        jobFunction: 'paysagiste',
        createdAt: daysAgo(700),
        activatedAt: daysAgo(700),
      })
      .returning();
    if (!priv || !pro) throw new Error('demo customers not inserted');
    const book: [number, Address[]][] = [
      [
        priv.id,
        [
          address('Maison', 'Claire', 'Démo', '', '7 allée des Mimosas', '44300', 'Nantes', true, true),
          address('Résidence secondaire', 'Claire', 'Démo', '', '3 chemin du Phare', '56340', 'Carnac', false, false),
        ],
      ],
      [
        pro.id,
        [
          address(
            'Dépôt',
            'Paul',
            'Démo',
            DEMO_ACCOUNTS.pro.company,
            '4 rue des Tanneurs',
            '44000',
            'Nantes',
            true,
            false,
          ),
          address(
            'Siège',
            'Paul',
            'Démo',
            DEMO_ACCOUNTS.pro.company,
            '4 rue des Tanneurs, bureau 2',
            '44000',
            'Nantes',
            false,
            true,
          ),
        ],
      ],
    ];
    for (const [customerId, list] of book) {
      await tx.insert(addresses).values(
        list.map((a) => ({
          customerId,
          label: a.label,
          firstname: a.firstname,
          lastname: a.lastname,
          company: a.company,
          street: a.street,
          postcode: a.postcode,
          city: a.city,
          phone: a.phone,
          isDeliveryDefault: a.delivery,
          isInvoiceDefault: a.invoice,
        })),
      );
    }
    for (const [customerId, sites] of [
      [priv.id, PRIVATE_SITES],
      [pro.id, PRO_SITES],
    ] as const) {
      for (const s of sites) {
        const [site] = await tx
          .insert(constructionSites)
          .values(
            typesetUnits({
              customerId,
              slug: s.slug,
              label: s.label,
              description: s.description,
              address: s.address,
              postcode: s.postcode,
              city: s.city,
              status: s.status,
              startDate: day(s.start),
              endDate: s.end === null ? null : day(s.end),
            }),
          )
          .returning();
        await tx.insert(constructionDocuments).values(
          s.docs.map(([kind, number, title, ago, lines]) =>
            typesetUnits({
              siteId: site!.id,
              kind,
              number,
              title,
              issuedOn: day(ago),
              lines,
            }),
          ),
        );
      }
    }
    // Past orders, one per payment state the account pages show.
    const history: [
      customerId: number,
      method: 'card' | 'transfer' | 'credit',
      status: OrderStatus,
      paymentStatus: 'succeeded' | 'pending' | 'failed',
      ago: number,
      picks: [number, number][],
    ][] = [
      [
        priv.id,
        'card',
        'paid',
        'succeeded',
        90,
        [
          [0, 2],
          [1, 1],
        ],
      ],
      [priv.id, 'transfer', 'awaiting_transfer', 'pending', 5, [[2, 3]]],
      [priv.id, 'card', 'payment_failed', 'failed', 30, [[3, 1]]],
      [
        pro.id,
        'transfer',
        'paid',
        'succeeded',
        150,
        [
          [4, 10],
          [5, 6],
        ],
      ],
      [pro.id, 'credit', 'credit_pending', 'pending', 3, [[0, 4]]],
    ];
    for (const [customerId, method, status, paymentStatus, ago, picks] of history) {
      const lines = picks.flatMap(([i, quantity], n) => {
        const pick = variants[i % variants.length];
        if (!pick) return [];
        const { v, slug } = pick;
        return [
          {
            id: n + 1,
            element_id: v.id,
            element_type: 'product_variant' as const,
            type: 'product' as const,
            quantity,
            is_recup_chute: false,
            product_id: v.productId,
            name: v.name,
            reference: v.reference,
            slug,
            cover: v.cover,
            unit_ht: v.priceHt,
            unit_ttc: v.priceTtc,
            unit_ecotax: v.ecotaxHt,
            unit_ecotax_ttc: v.ecotaxTtc,
            stock: v.stock,
            weight_g: v.weightG,
          },
        ];
      });
      const cart: Cart = priceCart({
        token: `demo-${customerId}-${ago}`,
        lines,
        carrier: 'colis',
        recupChute: false,
        updatedAt: daysAgo(ago),
      });
      const carrier =
        cart.carriers.find((c) => c.selected)?.technical_name ?? cart.carriers[0]?.technical_name ?? 'palette';
      const owner = book.find(([id]) => id === customerId)![1][0]!;
      const [order] = await tx
        .insert(orders)
        .values({
          reference: `tmp-${customerId}-${ago}`,
          siteId: 1,
          customerId,
          idempotencyKey: `demo-${ago}`,
          status,
          paymentMethod: method,
          salesPlanId: 1,
          carrier,
          cart,
          totalTtc: cart.total_ttc,
          deliveryAddress: owner,
          billingAddress: owner,
          createdAt: daysAgo(ago),
          paidAt: status === 'paid' ? daysAgo(ago - 1) : null,
          // Paid orders of the demo were delivered (their withdrawal period is over).
          deliveredAt: status === 'paid' ? daysAgo(ago - 4) : null,
          erpStatus: 'sent',
        })
        .returning();
      const reference = `AR-${daysAgo(ago).getUTCFullYear()}-${String(order!.id).padStart(6, '0')}`;
      await tx.update(orders).set({ reference }).where(eq(orders.id, order!.id));
      const details: PaymentDetails = {
        redirect_url: null,
        bank: method === 'transfer' ? { ...BANK, reference, amount: cart.total_ttc } : null,
        decision: method === 'credit' ? 'accepted' : null,
        reason: null,
      };
      await tx.insert(payments).values({
        orderId: order!.id,
        provider: 'sandbox',
        providerRef: `pay_demo_${order!.id}`,
        method,
        status: paymentStatus,
        amount: cart.total_ttc,
        details,
        createdAt: daysAgo(ago),
      });
    }
  });
  return true;
}
