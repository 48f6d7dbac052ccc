/** Fish pages, fish categories and directions (SPEC §2: /all-fish, /{name}/f{id}, /direct={id}). */
export const ua = {
  'fish.all': 'Риба',
  'fish.for': 'Що потрібно для лову: {fish}',
  'fish.description': '{fish}: снасті, приманки та прикормка для лову в інтернет-магазині Поплавок.',
} as const;

export type Texts = Record<keyof typeof ua, string>;
