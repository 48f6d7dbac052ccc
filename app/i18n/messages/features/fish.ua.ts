/** Fish pages, fish categories and directions (SPEC §2: /all-fish, /{name}/f{id}, /direct={id}). */
export const ua = {
  'fish.all': 'Риба',
  'fish.allDescription': 'Снасті під конкретну рибу: оберіть рибу — підкажемо вудлища, котушки, приманки й прикормку.',
  'fish.for': 'Що потрібно для лову: {fish}',
  'fish.description': '{fish}: снасті, приманки та прикормка для лову в інтернет-магазині Поплавок.',
  'fish.categoryTitle': '{category} для лову: {fish}',
  'direction.categories': 'Категорії напрямку',
  'direction.description': '{direction}: усе потрібне в інтернет-магазині Поплавок.',
} as const;

export type Texts = Record<keyof typeof ua, string>;
